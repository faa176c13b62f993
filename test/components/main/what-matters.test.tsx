// Each protocol shows what matters to it on the main screen at 120x40, without opening anything:
// the headline under the question says where the debate stands, and the protocol's card under the
// panes holds the crux, the experts side by side, the synthesis rules or each side's commitments;
// `i` opens the card whole.
import { describe, expect, it, vi } from 'vitest';
import { MainScreen } from '../../../components/main/main-screen.js';
import { themeFor } from '../../../components/theme.js';
import type { SessionController } from '../../../src/session/session-controller.js';
import { demoController } from '../../helpers/demo-screen.js';
import { esc, renderTui } from '../../helpers/render.js';

const theme = themeFor({});

async function playedToTheEnd(protocol: string): Promise<{ controller: SessionController; dir: string }> {
  const demo = await demoController({ protocol });
  while (demo.controller.snapshot().plan.kind !== 'done') await demo.controller.step();
  return demo;
}

async function mainScreen(protocol: string) {
  const { controller, dir } = await playedToTheEnd(protocol);
  const tui = await renderTui(<MainScreen controller={controller} theme={theme} onQuit={vi.fn()} cwd={dir} />, { columns: 120, rows: 40 });
  // The outcome opens by itself when a debate has just ended; this one ended before the screen opened.
  if (tui.lastFrame().includes('export markdown')) await tui.write(esc);
  return { tui, controller };
}

/** The screen's text with wrapped lines joined and borders dropped, as a person reads across it. */
const read = (frame: string) => frame.replace(/[│║╭╮╰╯─]/g, ' ').replace(/\s+/g, ' ');

describe('what matters to each protocol, at 120x40 without opening anything', () => {
  it('persuasion says plainly who is winning and by which rule, and shows both commitment stores', async () => {
    const { tui } = await mainScreen('persuasion');
    const text = read(tui.lastFrame());
    expect(text).toContain('▶ PRO wins on the scores, 0.98 to 0.17 (rule 6');
    expect(text).toContain('PRO commits to');
    expect(text).toContain('OPP commits to');
  });

  it('crux shows the headline with the crux and the card with both positions', async () => {
    const { tui } = await mainScreen('crux');
    const text = read(tui.lastFrame());
    expect(text).toContain('▶ Converged: the crux is locked and validated');
    expect(text).toContain('The crux');
    expect(text).toContain('Saylor NO 0.80');
    expect(text).toContain('Hayes YES 0.80');
    expect(text).toContain('F1 (Hayes)');
    expect(text).toContain('F2 (Saylor)');
    expect(text).not.toContain('more lines');
  });

  it('consensus shows the experts side by side with their latest verdicts', async () => {
    const { tui } = await mainScreen('consensus');
    const text = read(tui.lastFrame());
    expect(text).toContain('▶ Trade-off after 2 rounds');
    for (const expert of ['Architect', 'Operator', 'Adversary']) expect(text).toContain(expert);
    expect(text).toContain('MAINTAIN');
  });

  it('dialectic shows the resolution as the headline and the synthesis rules with their verdicts', async () => {
    const { tui } = await mainScreen('dialectic');
    const text = read(tui.lastFrame());
    expect(text).toContain('▶ MODIFY — the stakes are high and the critic disagrees');
    expect(text).toContain('high stakes and any disagreement');
    expect(text).toContain('decided');
  });

  it('opens the card whole on i, Markdown rendered, and closes it on esc', async () => {
    const { tui, controller } = await mainScreen('crux');
    await tui.write('i');
    const card = tui.lastFrame();
    expect(card).toContain(controller.snapshot().view.spotlight!.title);
    expect(card).toContain('Would change their mind');
    expect(card).not.toContain('**');
    expect(card).not.toMatch(/\|\s*---/);
    await tui.write(esc);
    expect(tui.lastFrame()).not.toContain('Would change their mind ║');
  });
});
