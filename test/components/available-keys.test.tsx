// The keys a person can find: the hint line and the help list only keys that act in this protocol
// and state, and a key that does nothing says why, once, whole.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MainScreen } from '../../components/main/main-screen.js';
import { themeFor } from '../../components/theme.js';
import { SessionController } from '../../src/session/session-controller.js';
import { demoController } from '../helpers/demo-screen.js';
import { renderTui, tab } from '../helpers/render.js';
import { testService } from '../helpers/service.js';

const theme = themeFor({});

function screen(controller: SessionController, dir: string, columns = 120, rows = 40) {
  return renderTui(<MainScreen controller={controller} theme={theme} onQuit={vi.fn()} cwd={dir} />, { columns, rows });
}

const hintLine = (frame: string) => frame.split('\n').at(-1)!;

async function finished(protocol = 'argumentation') {
  const demo = await demoController({ protocol });
  for (let i = 0; i < 40 && demo.controller.snapshot().plan.kind !== 'done'; i++) await demo.controller.step();
  return demo;
}

describe('the keys a finished debate offers', () => {
  it('hint no step and no auto-run', async () => {
    const { controller, dir } = await finished();
    const tui = await screen(controller, dir);

    expect(hintLine(tui.lastFrame())).not.toContain('space step');
    expect(hintLine(tui.lastFrame())).not.toContain('a auto');
    expect(hintLine(tui.lastFrame())).toContain('R report');
  });

  it('say on space that the debate has ended and where its outcome is', async () => {
    const { controller, dir } = await finished();
    const tui = await screen(controller, dir);

    await tui.write(' ');

    expect(hintLine(tui.lastFrame())).toContain('the debate has ended (R shows the outcome)');
  });

  it('are all the help lists', async () => {
    const { controller, dir } = await finished();
    const tui = await screen(controller, dir);

    await tui.write('?');

    expect(tui.lastFrame()).not.toContain('run one step');
    expect(tui.lastFrame()).not.toContain('compose a move in your seat');
    expect(tui.lastFrame()).toContain('the outcome and the report');
  });
});

describe('keys of commands a protocol does not have', () => {
  it('are not hinted, and say so in one line when pressed', async () => {
    const { controller, dir } = await demoController({ protocol: 'dialectic' });
    const tui = await screen(controller, dir);

    await tui.write('f');
    expect(hintLine(tui.lastFrame())).toContain('no reframe in this protocol');
    await tui.write('x');
    expect(hintLine(tui.lastFrame())).toContain('no arbitration in this protocol');
    await tui.write('r');
    expect(hintLine(tui.lastFrame())).toContain('no resolving in this protocol');
    expect(hintLine(tui.lastFrame())).not.toContain('r resolve');
  });
});

describe('the move key', () => {
  it('is hinted only while a seat of the person is waiting for a move', async () => {
    const { controller, dir } = await demoController({ rounds: 1 });
    const tui = await screen(controller, dir);

    expect(hintLine(tui.lastFrame())).not.toContain('p move');
    await tui.write('p');
    expect(hintLine(tui.lastFrame())).toContain('no seat of yours is waiting for a move');
  });
});

describe('an action key on an item it does not apply to', () => {
  it("says in the status line when it becomes possible on that item, in the protocol's words", async () => {
    const { controller, dir } = await demoController({ rounds: 1 });
    const tui = await screen(controller, dir, 200, 40);

    await tui.write(tab);
    await tui.write('o');

    const when = controller.whenPossible({ command: 'override', item: 'C1' });
    expect(when).toBeDefined();
    expect(hintLine(tui.lastFrame())).toContain(`no override applies to C1 now; ${when}`);
  });
});

describe('an action key whose command is not possible yet', () => {
  it("says in the status line when it becomes possible, in the protocol's words", async () => {
    const { controller, dir } = await demoController({ protocol: 'dialectic' });
    const tui = await screen(controller, dir);

    await tui.write('o');

    const when = controller.whenPossible({ command: 'override' });
    expect(when).toBeDefined();
    expect(hintLine(tui.lastFrame())).toContain(when);
  });
});

describe('undo', () => {
  it('says once, whole, why there is nothing to undo', async () => {
    const { controller, dir } = await demoController({ rounds: 1 });
    const tui = await screen(controller, dir);

    await tui.write('z');

    const frame = tui.lastFrame();
    expect(frame.split('there is nothing to undo')).toHaveLength(2);
    expect(frame).toContain('there is nothing to undo: no action of yours since the agents last answered');
  });

  it('offers to take back an override the person made', async () => {
    const { controller, dir } = await demoController({ rounds: 1 });
    await controller.act('move', { item: 'P4', value: 'unresolved', reason: 'worth another look' });
    const tui = await screen(controller, dir);

    await tui.write('z');

    expect(tui.lastFrame()).toContain('Undo the last human action (move)');
  });
});

describe('a read-only session', () => {
  it('hints no key that would change it', async () => {
    const { controller, dir } = await demoController({ rounds: 1 });
    const id = controller.id;
    await controller.close();
    const reader = new SessionController(await testService(join(dir, 'sessions')).open(id, { readOnly: true }));
    const tui = await screen(reader, dir);

    const hints = hintLine(tui.lastFrame());
    for (const hint of ['space step', 'a auto', 'o override', ': actions', 's seats']) expect(hints).not.toContain(hint);
    await tui.write(' ');
    expect(hintLine(tui.lastFrame())).toContain('refused: read-only');
    await reader.close();
  });
});
