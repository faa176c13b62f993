// A config file's `keys` section rebinds the screens' keys: the new key runs the command, the old
// one no longer does, and the help and the hint line show the key the person chose.
import { describe, expect, it, vi } from 'vitest';
import type { KeyBindings } from '../../components/keys/bindings.js';
import { bindingsFromConfig } from '../../components/keys/overrides.js';
import { MainScreen } from '../../components/main/main-screen.js';
import { StartScreen } from '../../components/start/start-screen.js';
import { themeFor } from '../../components/theme.js';
import { demoController } from '../helpers/demo-screen.js';
import { esc, lineWith, renderTui } from '../helpers/render.js';

const theme = themeFor({});

function rebound(keys: Record<string, string | string[]>): KeyBindings {
  const result = bindingsFromConfig(keys);
  if (!result.ok) throw new Error(result.problem);
  return result.bindings;
}

describe('keys rebound by the config file, on the main screen', () => {
  async function screen(keys: Record<string, string | string[]>) {
    const { controller, dir } = await demoController();
    return renderTui(<MainScreen controller={controller} theme={theme} onQuit={vi.fn()} cwd={dir} bindings={rebound(keys).main} />, {
      columns: 120,
      rows: 40,
    });
  }

  it('opens the help on the new key and no longer on the old one', async () => {
    const tui = await screen({ help: 'h' });

    await tui.write('?');
    expect(tui.lastFrame()).not.toContain('Keys');
    await tui.write('h');
    expect(tui.lastFrame()).toContain('Keys');
  });

  it('lists the new keys in the help, and closes it on the new help key', async () => {
    const tui = await screen({ help: 'h', 'list.down': ['J', 'down'] });

    await tui.write('h');
    expect(lineWith(tui.lastFrame(), ' move down')).toMatch(/J \/ down\s+move down/);
    expect(lineWith(tui.lastFrame(), ' help: the keys')).toMatch(/^\W*h\s+help/);
    await tui.write('h');
    expect(tui.lastFrame()).not.toContain('Keys');
  });

  it('shows the new key in the hint line and in what the screen invites', async () => {
    const tui = await screen({ 'round.step': 'S', seat: 'ctrl+s', help: 'h' });

    expect(tui.lastFrame()).toContain('S step');
    expect(tui.lastFrame()).toContain('h help');
    expect(tui.lastFrame()).toContain('Press S to run a step.');
    expect(tui.lastFrame()).not.toContain('space');
  });

  it('keeps ctrl+c as a way to quit when q is rebound', async () => {
    const { controller, dir } = await demoController();
    const onQuit = vi.fn();
    const tui = await renderTui(
      <MainScreen controller={controller} theme={theme} onQuit={onQuit} cwd={dir} bindings={rebound({ quit: 'Q' }).main} />,
      { columns: 120, rows: 40 },
    );

    await tui.write('q');
    expect(onQuit).not.toHaveBeenCalled();
    await tui.write('Q');
    expect(onQuit).toHaveBeenCalledOnce();
    expect(lineWith(tui.lastFrame(), 'quit')).toContain('Q quit');
  });
});

describe('keys rebound by the config file, on the start screen', () => {
  it('starts a new session on the new key, not the old one, and says so in the hint line and the help', async () => {
    const onNew = vi.fn();
    const bindings = rebound({ new: '+' }).start;
    const tui = await renderTui(
      <StartScreen
        sessions={[]}
        demos={[]}
        theme={theme}
        height={20}
        bindings={bindings}
        onOpen={vi.fn()}
        onNew={onNew}
        onDemo={vi.fn()}
        onQuit={vi.fn()}
      />,
    );

    expect(tui.lastFrame()).toContain('+ new');
    await tui.write('n');
    expect(onNew).not.toHaveBeenCalled();
    await tui.write('+');
    expect(onNew).toHaveBeenCalledOnce();
    await tui.write('?');
    expect(tui.lastFrame()).toMatch(/\+\s+a new session/);
    await tui.write(esc);
  });
});
