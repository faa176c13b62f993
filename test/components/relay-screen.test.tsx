// The main screen on a protocol the components have never heard of (the test protocol): its panes
// take their titles, rows, stages and groups from the view alone, and its multi-field action is
// filled in through the generic form.
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MainScreen } from '../../components/main/main-screen.js';
import { themeFor } from '../../components/theme.js';
import { SessionController } from '../../src/session/session-controller.js';
import { declarationOf, registerProtocol } from '../../src/protocols/registry.js';
import { declaration } from '../fixtures/protocols/relay/declaration.js';
import { enter, renderTui, type Tui } from '../helpers/render.js';
import { testService } from '../helpers/service.js';
import { tempDir } from '../helpers/temp.js';

const theme = themeFor({});
let dir: string;
let controller: SessionController | undefined;
let shown: Tui | undefined;

beforeAll(() => {
  if (!declarationOf('relay')) registerProtocol(declaration);
});

afterEach(async () => {
  shown?.unmount();
  await controller?.close();
  controller = undefined;
});

async function screen(seats: Record<string, { kind: string; demo?: string }>): Promise<Tui> {
  dir = await tempDir('agon-relay-tui-');
  const session = await testService(join(dir, 'sessions')).create('relay', { question: 'Is a relay a debate?', seats });
  controller = new SessionController(session);
  shown = await renderTui(<MainScreen controller={controller} theme={theme} onQuit={vi.fn()} cwd={dir} />, { columns: 120, rows: 30 });
  return shown;
}

const demo = { kind: 'script', demo: 'relay' };

describe('MainScreen on the relay protocol', () => {
  it("titles its panes with the protocol's own parts", async () => {
    const { lastFrame } = await screen({ opener: demo, closer: demo });

    expect(lastFrame()).toMatch(/Messages \(0\).*Owed \(1\).*Progress/);
    expect(lastFrame()).toContain('Nothing said yet.');
    expect(lastFrame()).toContain("opener's message · due");
    expect(lastFrame()).toContain('opener owes a message ·');
  });

  it('shows the stages with their message budgets as a step runs, and the groups', async () => {
    const tui = await screen({ opener: demo, closer: demo });

    await tui.write(' ');
    await vi.waitFor(() => expect(controller!.snapshot().running).toBe(false), { timeout: 10_000 });
    const frame = await tui.waitFor('Messages (2)');

    expect(frame).toContain('✓OPEN 2/2 ▸CLOSE 0/2');
    expect(frame).toContain('CLOSE · 0 of 2');
    expect(frame).toContain('Findings 0');
    expect(frame).toMatch(/M1\s+A relay hands the word on/);
  });

  it('fills in a multi-field action from the actions palette: a statement, a list of premises, a number', async () => {
    const tui = await screen({ opener: { kind: 'human' }, closer: demo });

    await tui.write(':');
    await tui.waitFor('Record a finding');
    await tui.write(enter);
    await tui.write('Relays hand on');
    await tui.write(enter);
    await tui.write('one');
    await tui.write(enter);
    await tui.write('two');
    await tui.write(enter);
    await tui.write(enter);
    await tui.write('0.5');
    await tui.write(enter);

    const frame = await tui.waitFor('The person records F1: Relays hand on.');
    expect(frame).toContain('Findings 1');
  });
});
