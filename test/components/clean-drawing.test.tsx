import { describe, expect, it, vi } from 'vitest';
import { elapsedOf } from '../../components/main/figures.js';
import { MainScreen } from '../../components/main/main-screen.js';
import { TranscriptStrip } from '../../components/main/transcript-strip.js';
import { themeFor } from '../../components/theme.js';
import { slowController } from '../helpers/demo-screen.js';
import { renderTui } from '../helpers/render.js';

// Colours are what this file checks: forced before Ink (and chalk) are loaded.
vi.hoisted(() => {
  process.env.FORCE_COLOR = '1';
});

const theme = themeFor({});

describe('a question asked while a step runs', () => {
  it('is drawn in the panes’ place with its title, the screen no taller than the terminal', async () => {
    const { controller, dir } = await slowController('1');
    const tui = await renderTui(<MainScreen controller={controller} theme={theme} onQuit={vi.fn()} cwd={dir} />, {
      columns: 120,
      rows: 30,
    });
    await tui.write(' ');
    expect(controller.snapshot().running).toBe(true);

    await tui.write('q');

    const frame = tui.lastFrame();
    expect(frame).toContain('Quit while agents are running?');
    expect(frame).not.toContain('╭─');
    expect(frame.split('\n').length).toBeLessThanOrEqual(30);
    await tui.write('n');
    expect(tui.lastFrame()).toContain('Points');
    await controller.cancel();
  });
});

describe('time counting up to a limit', () => {
  it('keeps the width of the limit from the first second to the last', () => {
    const widths = [0, 9, 10, 59, 60, 119, 120].map((s) => elapsedOf(s, 120).length);
    expect(new Set(widths).size).toBe(1);
    expect(elapsedOf(9, 120)).toBe('   9s/2m00s');
  });
});

describe('the selected transcript line', () => {
  it('is drawn in inverse without the warning colour it has unselected', async () => {
    const lines = [
      { key: '1', text: 'The consultee agent failed (unavailable): cannot reach it', level: 'warning' as const },
      { key: '2', text: 'Round 1 closes.', level: 'info' as const },
    ];
    const selected = await renderTui(<TranscriptStrip lines={lines} live={{}} height={4} theme={theme} focused selected={0} />);
    const other = await renderTui(<TranscriptStrip lines={lines} live={{}} height={4} theme={theme} focused selected={1} />);

    const failedLine = (raw: string) => raw.split('\n').find((l) => l.includes('failed'))!;
    expect(failedLine(selected.rawFrame())).toContain('\u001b[7m');
    expect(failedLine(selected.rawFrame())).not.toContain('\u001b[33m');
    expect(failedLine(other.rawFrame())).toContain('\u001b[33m');
  });
});
