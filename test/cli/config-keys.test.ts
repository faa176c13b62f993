// The config file's `keys` section as the TUI reads it at start: rebound keys are applied, and a
// bad section is refused in one line naming the file and the binding, as bad usage (exit 2).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BINDING_IDS, DEFAULT_BINDINGS } from '../../components/keys/bindings.js';
import { isKeyName } from '../../components/keys/key-syntax.js';
import { SessionError } from '../../src/session/errors.js';
import { hostOf } from '../../src/agents/host.js';
import { keyBindings } from '../../src/cli/tui.js';
import { scratch } from '../fixtures/agents/support.js';

async function configured(keys: unknown): Promise<string> {
  const cwd = await scratch();
  await writeFile(join(cwd, 'agon.config.json'), JSON.stringify({ keys }));
  return cwd;
}

function refusal(cwd: string): SessionError {
  try {
    keyBindings(hostOf({ XDG_CONFIG_HOME: cwd }, cwd));
  } catch (error) {
    if (error instanceof SessionError) return error;
    throw error;
  }
  throw new Error('the keys were accepted');
}

describe('the keys section of the config file', () => {
  it('gives the default keys when there is no config file', async () => {
    const cwd = await scratch();
    expect(keyBindings(hostOf({ XDG_CONFIG_HOME: cwd }, cwd))).toEqual(DEFAULT_BINDINGS);
  });

  it('replaces the default keys of a binding on every screen that has it, ctrl+c kept for quit', async () => {
    const bindings = keyBindings(hostOf({}, await configured({ 'list.down': ['J', 'ctrl+n'], quit: 'Q' })));
    for (const table of [bindings.main, bindings.start]) {
      expect(table.find((b) => b.id === 'list.down')?.keys).toEqual(['J', 'ctrl+n']);
      expect(table.find((b) => b.id === 'quit')?.keys).toEqual(['Q', 'ctrl+c']);
    }
  });

  it.each([
    [{ 'list.dwn': 'J' }, 'agon.config.json: keys.list.dwn: no binding has this id (the README lists them)'],
    [{ help: 'ctrl+x+y' }, 'agon.config.json: keys.help: "ctrl+x+y" is not a key: write one character'],
    [{ help: 'shift+j' }, 'agon.config.json: keys.help: "shift+j" is not a key'],
    [{ help: 'ctrl+m' }, 'agon.config.json: keys.help: "ctrl+m" is not a key'],
    [{ help: 3 }, 'agon.config.json: keys.help: must be a key ("j") or a list of keys (["j", "down"])'],
    [{ help: [] }, 'agon.config.json: keys.help: needs at least one key'],
    [{ 'round.step': 'ctrl+c' }, 'agon.config.json: keys.round.step: ctrl+c stays with quit whatever the config says'],
    [
      { 'round.step': 'j' },
      'agon.config.json: keys.round.step: j is also the key of list.down on the main screen; give one of them another key',
    ],
    [{ 'list.down': 'n' }, 'agon.config.json: keys.list.down: n is also the key of new on the start screen; give one of them another key'],
    [{ help: 'x', arbitrate: 'x' }, 'agon.config.json: keys.help: x is also the key of arbitrate on the main screen'],
    ['j', 'agon.config.json: keys: must map binding ids to keys'],
  ])('refuses %j in one line, as bad usage', async (keys, message) => {
    const refused = refusal(await configured(keys));
    expect(refused.kind).toBe('usage');
    expect(refused.message).toContain(message);
    expect(refused.message).not.toContain('\n');
  });

  it('refuses a config file that is bad elsewhere, as agon run does', async () => {
    const cwd = await scratch();
    await writeFile(join(cwd, 'agon.config.json'), JSON.stringify({ colour: 'blue' }));
    expect(refusal(cwd).message).toMatch(/agon\.config\.json: .*colour/);
  });
});

describe('key names', () => {
  it('accepts every key of the default tables', () => {
    const keys = [...DEFAULT_BINDINGS.main, ...DEFAULT_BINDINGS.start].flatMap((b) => b.keys);
    expect(keys.filter((key) => !isKeyName(key))).toEqual([]);
  });

  it.each(['j', 'G', '?', 'é', 'space', 'shift+tab', 'ctrl+space', 'ctrl+j', 'ctrl+up', 'ctrl+alt+shift+pagedown', 'escape'])(
    'accepts %s',
    (key) => {
      expect(isKeyName(key)).toBe(true);
    },
  );

  it.each(['', 'jj', ' ', 'Enter', 'alt+j', 'shift+enter', 'ctrl+h', 'ctrl+i', 'alt+ctrl+up', 'paste', 'unknown'])(
    'refuses %j, which no terminal key is named',
    (key) => {
      expect(isKeyName(key)).toBe(false);
    },
  );
});

describe('the README', () => {
  it('names every binding id the keys section takes', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    expect(BINDING_IDS.filter((id) => !readme.includes(`\`${id}\``))).toEqual([]);
  });
});
