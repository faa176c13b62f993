import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainScreen } from '../../../components/main/main-screen.js';
import { themeFor } from '../../../components/theme.js';
import { SessionController } from '../../../src/session/session-controller.js';
import { testService } from '../../helpers/service.js';
import { ctrlC, down, enter, esc, lineWith, renderTui, shiftTab, tab, type Tui, typedInto, up } from '../../helpers/render.js';

const theme = themeFor({});

/** Saved sessions every test starts from a copy of: a new demo session, and one a round into it. */
let templates: string;
let sessionId: string;
let dir: string;
let controller: SessionController | undefined;
/** The screen rendered by the current test, unmounted before its session is closed. */
let shown: Tui | undefined;

/** A new demo session played by script agents without delay, created as the TUI creates one. */
async function createDemo(sessionsDir: string): Promise<string> {
  const session = await testService(sessionsDir).createDemo('argumentation');
  await session.close();
  return session.id;
}

async function open(sessionsDir: string): Promise<SessionController> {
  return new SessionController(await testService(sessionsDir).open(sessionId));
}

/** Opens a copy of a template session on the main screen. */
async function screen(options: { columns?: number; rows?: number; onQuit?: () => void; afterRoundOne?: boolean } = {}): Promise<Tui> {
  const sessionsDir = join(dir, 'sessions');
  await cp(join(templates, options.afterRoundOne ? 'round-one' : 'new'), sessionsDir, { recursive: true });
  controller = await open(sessionsDir);
  shown = await renderTui(<MainScreen controller={controller} theme={theme} onQuit={options.onQuit ?? vi.fn()} cwd={dir} />, options);
  return shown;
}

/** Space, then wait until the round is over and the screen shows it. */
async function runRound(app: Tui): Promise<void> {
  await app.write(' ');
  await vi.waitFor(() => expect(controller!.snapshot().running).toBe(false), { timeout: 10_000 });
  await app.waitFor((frame) => frame.includes(`Points (${controller!.snapshot().view.record.rows.length})`) && frame.includes('ready'));
}

beforeAll(async () => {
  templates = await mkdtemp(join(tmpdir(), 'agon-tui-templates-'));
  sessionId = await createDemo(join(templates, 'new'));
  await cp(join(templates, 'new'), join(templates, 'round-one'), { recursive: true });
  const playing = await open(join(templates, 'round-one'));
  await playing.step();
  await playing.close();
});

afterAll(async () => {
  await rm(templates, { recursive: true, force: true });
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agon-tui-'));
});

afterEach(async () => {
  shown?.unmount();
  shown = undefined;
  await controller?.close();
  controller = undefined;
  await rm(dir, { recursive: true, force: true });
});

function titleOfRow(index: number): string {
  const { record, details } = controller!.snapshot().view;
  const item = record.rows[index]!.item!;
  return details[item]!.title;
}

describe('MainScreen: rounds and the ledger', () => {
  it('invites the first round while the ledger is empty', async () => {
    const { lastFrame } = await screen();

    expect(lastFrame()).toContain('Points (0)');
    expect(lastFrame()).toContain('No points yet. Press space to run a');
  });

  it('runs a round on space and fills the ledger', async () => {
    const tui = await screen();

    await runRound(tui);

    expect(tui.lastFrame()).not.toContain('Points (0)');
    expect(lineWith(tui.lastFrame(), 'P1 ')).toMatch(/› . P1\s+Redis/);
    expect(tui.lastFrame()).toContain('round 2/8');
  });

  it('opens the selected row on enter', async () => {
    const tui = await screen({ afterRoundOne: true });

    await tui.write(enter);

    expect(tui.lastFrame()).toContain(titleOfRow(0));
  });

  it('moves the selection three rows for jjj typed as one chunk', async () => {
    const tui = await screen({ afterRoundOne: true });

    await tui.write('jjj');
    await tui.write(enter);

    expect(tui.lastFrame()).toContain(titleOfRow(3));
  });

  it('moves the selection with the arrow keys', async () => {
    const tui = await screen({ afterRoundOne: true });

    await tui.write(down);
    await tui.write(down);
    await tui.write(up);
    await tui.write(enter);

    expect(tui.lastFrame()).toContain(titleOfRow(1));
  });
});

describe('MainScreen: layout', () => {
  it('shows the record pane and Progress side by side at 100 columns, the empty open pane folded into a line', async () => {
    const { lastFrame } = await screen();

    expect(lineWith(lastFrame(), 'Points (0)')).toMatch(/Points \(0\).*Progress/);
    expect(lineWith(lastFrame(), 'Points (0)')).not.toContain('Open challenges');
    expect(lastFrame()).toContain('Open challenges (0) — None open.');
  });

  it('moves the focus to the next pane on tab, passing over a folded one', async () => {
    const tui = await screen();

    await tui.write(tab);

    expect(tui.lastFrame()).toContain('▸ Progress');
    expect(tui.lastFrame()).not.toContain('▸ Points');
  });

  it('shows one pane at a time under a tab bar below 100 columns', async () => {
    const { lastFrame } = await screen({ columns: 80 });

    expect(lastFrame()).toContain('[Points]');
    expect(lastFrame()).toContain('Points (0)');
    expect(lastFrame()).not.toContain('Open challenges (0)');
    expect(lastFrame()).not.toMatch(/│ +Progress +│/);
  });

  it('switches the pane shown on tab below 100 columns', async () => {
    const tui = await screen({ columns: 80 });

    await tui.write(tab);

    expect(tui.lastFrame()).toContain('[Open challenges]');
    expect(tui.lastFrame()).toContain('Open challenges (0)');
    expect(tui.lastFrame()).not.toContain('Points (0)');
  });

  it('switches back to the previous pane on shift+tab below 100 columns', async () => {
    const tui = await screen({ columns: 80 });

    await tui.write(tab + tab);
    await tui.write(shiftTab);

    expect(tui.lastFrame()).toContain('[Open challenges]');
    expect(tui.lastFrame()).toContain('▸ Open challenges (0)');
  });
});

describe('MainScreen: help', () => {
  it('opens the help on ?', async () => {
    const tui = await screen();

    await tui.write('?');

    expect(tui.lastFrame()).toContain('run one step');
    expect(tui.lastFrame()).not.toContain('Points (0)');
  });

  it('closes the help on esc and shows the panes again', async () => {
    const tui = await screen();
    await tui.write('?');

    await tui.write(esc);

    expect(tui.lastFrame()).toContain('Points (0)');
    expect(tui.lastFrame()).not.toContain('compose a move in your seat');
  });

  it('shows the help with its title on an 80x24 terminal, and scrolls to the legend at its end', async () => {
    const tui = await screen({ columns: 80, rows: 24 });

    await tui.write('?');

    expect(tui.lastFrame()).toContain('Keys');
    expect(tui.lastFrame()).toContain('next pane');
    expect(tui.lastFrame()).toContain('esc close');
    await tui.write('G');
    expect(tui.lastFrame()).toContain('the selected row');
  });
});

describe('MainScreen: overrides', () => {
  it('says when an override becomes possible when o is pressed on an empty ledger', async () => {
    const tui = await screen();

    await tui.write('o');

    expect(tui.lastFrame()).toContain(controller!.whenPossible({ command: 'override' }));
  });

  it('opens the override chooser for the selected point on o', async () => {
    const tui = await screen({ afterRoundOne: true });

    await tui.write('o');

    expect(tui.lastFrame()).toContain('Override P1');
    expect(tui.lastFrame()).toContain('› Reclassify a point');
    expect(tui.lastFrame()).toContain('Move a point to a bucket');
  });

  it('keeps keys typed into the reason field out of the ledger and away from quit', async () => {
    const onQuit = vi.fn();
    const tui = await screen({ onQuit, afterRoundOne: true });
    await tui.write('o');
    await tui.write(enter);
    await tui.write(enter);
    await tui.write(enter);

    await tui.write('jjq');

    expect(typedInto(tui.lastFrame(), 'why (recorded, and shown to the agents)')).toBe('jjq');
    expect(onQuit).not.toHaveBeenCalled();
    await tui.write(enter);
    await tui.waitFor('The person reclassifies P1 as AGREE (reason: jjq)');
    await tui.write(enter);
    expect(tui.lastFrame()).toContain(titleOfRow(0));
  });
});

describe('MainScreen: a reclassification made by the person', () => {
  it('shows the reason as the objection of the new challenge when no objection was typed', async () => {
    const tui = await screen({ afterRoundOne: true });
    await tui.write('o');
    await tui.write(enter);
    await tui.write('j');
    await tui.write(enter);
    await tui.write(enter);
    await tui.write('restarts lose it');
    await tui.write(enter);

    const frame = await tui.waitFor('The person reclassifies P1 as SKEPTICAL');
    expect(frame).toMatch(/C\d+ challenges \(SKEPTICAL\) P1: “restarts lose it”/);
  });
});

describe('MainScreen: quitting', () => {
  it('quits on q between rounds', async () => {
    const onQuit = vi.fn();
    const tui = await screen({ onQuit });

    await tui.write('q');

    expect(onQuit).toHaveBeenCalledOnce();
  });

  it('quits on ctrl+c even while an overlay is open', async () => {
    const onQuit = vi.fn();
    const tui = await screen({ onQuit });
    await tui.write('?');

    await tui.write(ctrlC);

    expect(onQuit).toHaveBeenCalledOnce();
  });
});
