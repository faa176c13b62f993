// Context always in view: the header, panes sized to the terminal, hints that keep help and quit,
// help that scrolls, positions and paging in lists, a filter, a legend, the transcript as a pane,
// the outcome on screen with export, and overlays beside the panes on a wide terminal.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fitHints } from '../../components/main/hint-line.js';
import { layout } from '../../components/main/layout.js';
import { MainScreen } from '../../components/main/main-screen.js';
import { DEFAULT_BINDINGS } from '../../components/keys/bindings.js';
import { StartScreen } from '../../components/start/start-screen.js';
import { themeFor } from '../../components/theme.js';
import type { SessionController } from '../../src/session/session-controller.js';
import { demoController, slowController } from '../helpers/demo-screen.js';
import { enter, esc, lineWith, pageDown, renderTui } from '../helpers/render.js';
import { writtenPath } from '../helpers/screen-text.js';

const theme = themeFor({});

async function screen(controller: SessionController, dir: string, columns = 120, rows = 40) {
  return renderTui(<MainScreen controller={controller} theme={theme} onQuit={vi.fn()} cwd={dir} />, { columns, rows });
}

describe('the header', () => {
  it('shows the question, the session id and the protocol at 80 and 120 columns', async () => {
    const { controller, dir } = await demoController();
    for (const columns of [80, 120]) {
      const tui = await screen(controller, dir, columns, 24);
      const [first, second] = tui.lastFrame().split('\n');
      expect(first).toContain('Redis or Memcached for our session cache?');
      expect(`${first}\n${second}`).toContain(`${controller.id} · argumentation`);
      tui.unmount();
    }
  });

  it('keeps the protocol and the start of the id at 40 columns, cutting the id in its middle', async () => {
    const { controller, dir } = await demoController();
    const tui = await screen(controller, dir, 40, 20);
    const idLine = lineWith(tui.lastFrame(), '· argumentation');
    expect(idLine).toMatch(/^001-redis.*….* · argumentation$/);
    expect(tui.lastFrame().split('\n').slice(0, 2).join(' ')).toMatch(/Redis or Memcached for our session\s+cache\?/);
  });
});

describe('panes sized to the terminal', () => {
  const needs = { chrome: 1, open: false, spotlight: 0, detail: 0 };
  const total = (w: { record: number; open: number; progress: number; detail: number }) => w.record + w.open + w.progress + w.detail;

  it('gives the Progress pane a share of a wide terminal and the record pane the most', () => {
    expect(layout(120, 40, needs).widths.progress).toBe(33);
    expect(layout(250, 40, needs).widths.progress).toBe(40);
    expect(total(layout(250, 40, needs).widths)).toBe(250);
    expect(layout(80, 24, needs).wide).toBe(false);
    const { widths } = layout(120, 40, { ...needs, open: true, openWidth: 40 });
    expect(widths.record).toBeGreaterThan(Math.max(widths.open, widths.progress));
  });

  it('folds an empty open pane and gives its width to the record pane', () => {
    expect(layout(120, 40, needs).widths.open).toBe(0);
    expect(layout(120, 40, needs).widths.record).toBe(120 - 33);
    expect(layout(120, 40, { ...needs, open: true, openWidth: 20 }).widths.open).toBe(24);
  });

  it('adds a detail column from 160 columns, and a detail strip under the panes below that', () => {
    expect(layout(159, 40, { ...needs, detail: 3 }).widths.detail).toBe(0);
    expect(layout(159, 40, { ...needs, detail: 3 }).detailHeight).toBe(3);
    expect(layout(160, 40, { ...needs, detail: 3 }).widths.detail).toBe(44);
    expect(layout(160, 40, { ...needs, detail: 3 }).detailHeight).toBe(0);
  });

  it('gives the spotlight card its lines and a title while the panes keep their minimum', () => {
    expect(layout(120, 40, { ...needs, spotlight: 10 }).spotlightHeight).toBe(11);
    const big = layout(120, 40, { ...needs, spotlight: 30 });
    expect(big.paneHeight).toBeGreaterThanOrEqual(16);
    expect(layout(80, 24, { ...needs, spotlight: 30 }).spotlightHeight).toBe(1);
  });

  it('gives the card of a finished debate what it needs, the detail strip giving way first', () => {
    const running = layout(120, 40, { ...needs, spotlight: 24, detail: 3 });
    const done = layout(120, 40, { ...needs, spotlight: 24, detail: 3, done: true });
    expect(running.spotlightHeight).toBeLessThan(25);
    expect(done.spotlightHeight).toBe(25);
    expect(done.detailHeight).toBe(0);
    expect(done.paneHeight).toBeGreaterThanOrEqual(8);
  });
});

describe('the hint line', () => {
  it('keeps "? help" and "q quit" at 40, 80 and 250 columns, dropping the least important hints first', () => {
    for (const width of [40, 80, 250]) {
      const hints = fitHints(DEFAULT_BINDINGS.main, width);
      expect(hints).toEqual(expect.arrayContaining(['? help', 'q quit']));
      expect(hints.join(' · ').length <= width || hints.length === 2).toBe(true);
    }
    expect(fitHints(DEFAULT_BINDINGS.main, 80)).toContain('space step');
    expect(fitHints(DEFAULT_BINDINGS.main, 80)).not.toContain('/ filter');
  });

  it('shows ? help and q quit on an 80-column screen with a message, the message whole above them', async () => {
    const { controller, dir } = await demoController();
    const tui = await screen(controller, dir, 80, 24);
    await tui.write('z');
    const lines = tui.lastFrame().split('\n');
    expect(lines).toHaveLength(24);
    expect(lines.slice(-2).join(' ')).toContain('there is nothing to undo: no action of yours since the agents last answered');
    expect(lines.at(-1)).toContain('? help · q quit');
  });
});

describe('help', () => {
  it('scrolls at 18 rows instead of overlapping, with the legend after the keys', async () => {
    const { controller, dir } = await demoController({ rounds: 1 });
    const tui = await screen(controller, dir, 80, 18);
    await tui.write('?');
    const frame = tui.lastFrame();
    expect(frame).toMatch(/1–\d+ of \d+ · j\/k scroll/);
    expect(lineWith(frame, 'k / up')).toMatch(/k \/ up\s+move up\s*║$/);
    await tui.write('G');
    const bottom = tui.lastFrame();
    expect(bottom).toContain('the selected row');
    expect(bottom).not.toContain('…');
  });

  it('opens on ? on the start screen', async () => {
    const tui = await renderTui(
      <StartScreen
        sessions={[]}
        demos={[{ protocol: 'argumentation', question: 'Q?' }]}
        theme={theme}
        height={20}
        onOpen={vi.fn()}
        onNew={vi.fn()}
        onDemo={vi.fn()}
        onQuit={vi.fn()}
      />,
    );
    expect(tui.lastFrame()).toContain('? help · q quit');
    await tui.write('?');
    expect(tui.lastFrame()).toContain('Keys');
    expect(tui.lastFrame()).toMatch(/n\s+a new session/);
    await tui.write(esc);
    expect(tui.lastFrame()).toContain('+ New session');
  });
});

describe('lists', () => {
  it('page with PgDn and say where they are', async () => {
    const { controller, dir } = await demoController({ rounds: 4 });
    const tui = await screen(controller, dir, 120, 12);
    const total = controller.snapshot().view.record.rows.length;
    expect(tui.lastFrame()).toMatch(new RegExp(`Points 1–\\d+ of ${total}`));
    await tui.write(pageDown);
    expect(tui.lastFrame()).toMatch(new RegExp(`Points \\d+–\\d+ of ${total}`));
    expect(tui.lastFrame()).not.toMatch(new RegExp(`Points 1–\\d+ of ${total}`));
  });

  it('filter by a text with / and clear with esc', async () => {
    const { controller, dir } = await demoController({ rounds: 1 });
    const tui = await screen(controller, dir);
    await tui.write('/coffee');
    expect(tui.lastFrame()).toContain('Points (1) · /coffee (of 5)');
    expect(tui.lastFrame()).toMatch(/P4 +Our office coffee machine.*dismissed/);
    expect(tui.lastFrame()).not.toMatch(/P1 +Redis/);
    await tui.write(esc);
    expect(tui.lastFrame()).toContain('Points (5)');
  });
});

describe('the transcript strip', () => {
  it('takes the focus with tab and scrolls, and enter reads a whole line', async () => {
    const { controller, dir } = await demoController({ rounds: 1 });
    const tui = await screen(controller, dir);
    await tui.write('\t\t\t');
    expect(tui.lastFrame()).toMatch(/▸ Transcript \d+–\d+ of \d+/);
    await tui.write('gg');
    const chosen = tui
      .lastFrame()
      .split('\n')
      .find((line) => line.startsWith('›'));
    expect(chosen).toContain(controller.snapshot().transcript[0]!.text.slice(0, 30));
    await tui.write(enter);
    expect(tui.lastFrame()).toContain('Transcript');
    expect(tui.lastFrame()).toContain(controller.snapshot().transcript[0]!.text.slice(0, 30));
  });
});

describe('the Progress pane', () => {
  it('opens where the debate stands on enter on its phase: stages, checklist, groups, each seat and the spend, whole', async () => {
    const { controller, dir } = await demoController({ rounds: 1 });
    const tui = await screen(controller, dir, 120, 40);
    await tui.write('\t\t');
    expect(lineWith(tui.lastFrame(), '▸ Progress')).toBeTruthy();
    expect(tui.lastFrame()).toContain('›CONSTRUCTIVE');
    await tui.write(enter);

    const frame = await tui.waitFor('Where the debate stands');
    const { view, usage } = controller.snapshot();
    expect(frame).toContain(`CONSTRUCTIVE · ${view.progress.label}`);
    for (const item of view.progress.checklist) expect(frame).toContain(item.label);
    expect(frame).toContain('Groups:');
    expect(frame).toContain('Seats:');
    expect(frame).toContain('  orchestrator: script demo=argumentation');
    expect(frame).toContain(`spent ${usage.tokens.toLocaleString('en-US')} tokens`);
    await tui.write(esc);
    await tui.write(`j${enter}`); // the first seat: its menu
    expect(await tui.waitFor('The orchestrator seat')).toContain('Give the seat another agent');
  });
});

describe('the outcome', () => {
  it('opens by itself when the debate ends: the summary, the groups and the report, scrollable and exportable', async () => {
    const { controller, dir } = await demoController({ rounds: 5 });
    const tui = await screen(controller, dir);
    while (controller.snapshot().plan.kind !== 'done') {
      await tui.write(' ');
      await vi.waitFor(() => expect(controller.snapshot().running).toBe(false), { timeout: 10_000 });
    }
    const frame = await tui.waitFor('The outcome');
    expect(frame).toContain('Done — converged');
    expect(frame).toMatch(/Agreed \(\d+\): P\d/);
    expect(frame).toContain('m export markdown · J export JSON');
    await tui.write('G');
    await tui.write('m');
    // The path wraps in the footer rather than being cut: read whole, whatever the temp folder's length.
    const written = await tui.waitFor((frame) => writtenPath(frame) !== undefined);
    expect(writtenPath(written)).toBe(join(dir, `${controller.id}.md`));
    expect(await readFile(join(dir, `${controller.id}.md`), 'utf8')).toContain('# ');
  }, 30_000);
});

describe('overlays on a wide terminal', () => {
  it('keep the record pane in view beside the form at 160 columns, not below 150', async () => {
    const { controller, dir } = await demoController({ rounds: 1 });
    const wide = await screen(controller, dir, 160, 40);
    await wide.write('u');
    expect(lineWith(wide.lastFrame(), 'Add a user constraint')).toContain('│');
    expect(wide.lastFrame()).toContain('Points (5)');
    wide.unmount();
    const narrow = await screen(controller, dir, 120, 40);
    await narrow.write('u');
    expect(narrow.lastFrame()).not.toContain('Points (5)');
  });
});

describe('the panes while a round runs', () => {
  it('fill the ledger and the open challenges as the moves arrive, before the round closes', async () => {
    const { controller, dir } = await slowController('0.4');
    const tui = await screen(controller, dir);

    await tui.write(' ');
    await tui.waitFor('Points (5)', 5_000);

    expect(controller.snapshot().running).toBe(true);
    expect(tui.lastFrame()).not.toContain('Round 1 closes');
    await vi.waitFor(() => expect(controller.snapshot().running).toBe(false), { timeout: 10_000 });
  });
});
