// The executor of a protocol's commands called as a function, as a program that is no command line
// (an MCP server) calls it: options by key, the session's options by flag, a result returned and
// nothing printed. The dialectic's commands are the example; the executor knows none of their words.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostOf } from '../../src/agents/host.js';
import { executeCommand } from '../../src/session/command-executor.js';
import { SessionError } from '../../src/session/errors.js';
import { declaredCommand } from '../../src/protocols/registry.js';
import { tempDir } from '../helpers/temp.js';

let dir: string;
let printed: string[];
beforeEach(async () => {
  dir = await tempDir('agon-protocol-command-');
  printed = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    printed.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const command = (name: string) => {
  const found = declaredCommand(name);
  if (!found) throw new Error(`no protocol declares ${name}`);
  return [found.declaration, found.command] as const;
};
const context = (env: NodeJS.ProcessEnv = { HOME: dir }) => ({ host: hostOf(env, dir), now: '2026-03-02T10:00:00.000Z' });
const folders = (extra: Record<string, string | string[]> = {}) => ({
  'sessions-dir': join(dir, 'sessions'),
  'memory-dir': join(dir, 'memory'),
  ...extra,
});

describe('a protocol command called as a function', () => {
  it('returns its exit code, text and JSON without printing anything', async () => {
    const result = await executeCommand(...command('gate'), { options: { proposal: 'Rename a local variable', stakes: 'low' } }, context());
    expect(result).toEqual({
      exit: 0,
      print: {
        text: 'RESOLUTION PROCEED\nRATIONALE Low stakes: no debate needed.',
        json: expect.objectContaining({ resolution: 'PROCEED', bypassed: 'low-stakes', debate: null }),
      },
    });
    expect(printed).toEqual([]);
  });

  it('runs a debate with the seats given by flag, its events going to the output it is handed', async () => {
    const script = join(dir, 'answers.json');
    const answers = {
      advocate: [{ claim: 'Drop it', confidence: 0.85 }],
      critic: [{ objection: 'A quarterly job reads it', counter: 'Rename it first, drop it next quarter', severity: 'high' }],
      synthesis: [{ resolution: 'PROCEED', rationale: 'Fine.', counter_actionable: 'yes' }],
    };
    await writeFile(
      script,
      JSON.stringify({
        bySeat: Object.fromEntries(Object.entries(answers).map(([seat, list]) => [seat, list.map((a) => JSON.stringify(a))])),
      }),
    );
    const events: string[] = [];
    const output = {
      json: true,
      event: (_: string, e: { type: string }) => void events.push(e.type),
      text: () => undefined,
      result: () => undefined,
    };
    const result = await executeCommand(
      ...command('gate'),
      { options: { proposal: 'Drop the legacy table', stakes: 'high' }, session: folders({ seat: [`synthesis=script:file=${script}`] }) },
      { ...context(), output },
    );
    expect(result.exit).toBe(10);
    expect(result.print.text).toContain('RESOLUTION MODIFY\n');
    expect(result.print.json).toMatchObject({
      resolution: 'MODIFY',
      modifications: ['Rename it first, drop it next quarter'],
      debate: '001-drop-the-legacy-table',
    });
    expect(events).toContain('agent.responded');
    expect(await readdir(join(dir, 'sessions'))).toContain('001-drop-the-legacy-table');
    const [day] = (await readdir(join(dir, 'memory'))).filter((f) => f.endsWith('.md'));
    expect(await readFile(join(dir, 'memory', day!), 'utf8')).toContain('DEBATE_PLANNING task:"Drop the legacy table"');
    expect(printed).toEqual([]);
  });

  it("ends with the platform's exit code and report when the debate stops for a person", async () => {
    const result = await executeCommand(
      ...command('gate'),
      { options: { proposal: 'Ship v3', stakes: 'high' }, session: folders({ seat: ['synthesis=human'] }) },
      context(),
    );
    expect(result.exit).toBe(3);
    expect(result.print.json).toMatchObject({ kind: 'await-human', session: '001-ship-v3', seat: 'advocate' });
    expect(result.print.text).toContain('waits for the person in the advocate seat');
    expect(printed).toEqual([]);
  });

  it('refuses a bad call with a usage error (exit 2) and writes nothing', async () => {
    const refused = (call: Parameters<typeof executeCommand>[2], name = 'gate') =>
      executeCommand(...command(name), call, context()).then(
        () => undefined,
        (e: unknown) => e,
      );
    for (const error of [
      await refused({ options: { proposal: 'Ship it', stakes: 'huge' }, session: folders() }),
      await refused({ options: { proposal: 'Ship it', stakes: 'high', rounds: 9 }, session: folders() }),
      await refused({ options: { error: 'boom' }, session: folders() }, 'attempt'),
      await refused({ args: ['001'], session: folders() }, 'outcome'),
    ]) {
      expect(error).toBeInstanceOf(SessionError);
      expect((error as SessionError).kind).toBe('usage');
      expect((error as SessionError).message).not.toContain('\n');
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it('reads the variables an option names from the environment it is given', async () => {
    const result = await executeCommand(
      ...command('gate'),
      { options: { proposal: 'Drop the prod database', stakes: 'high' }, session: folders() },
      context({ HOME: dir, AGON_DISABLE_DEBATE: '1' }),
    );
    expect(result).toMatchObject({ exit: 0, print: { json: { bypassed: 'disabled' } } });
  });
});
