import { describe, expect, it, vi } from 'vitest';
import { OutcomeView } from '../../../components/main/outcome-view.js';
import { themeFor } from '../../../components/theme.js';
import type { SessionController } from '../../../src/session/session-controller.js';
import { demoController } from '../../helpers/demo-screen.js';
import { pageDown, renderTui, type Tui } from '../../helpers/render.js';

const theme = themeFor({});

async function playedToTheEnd(protocol: string): Promise<SessionController> {
  const { controller } = await demoController({ protocol });
  while (controller.snapshot().plan.kind !== 'done') await controller.step();
  return controller;
}

/** Every line of the document, page by page, without the frame: what a person reads by paging to the end. */
async function everyLine(tui: Tui): Promise<string[]> {
  const lines: string[] = [];
  for (;;) {
    const frame = tui.lastFrame().split('\n');
    const body = frame.filter((l) => l.startsWith('║')).slice(1, -1);
    lines.push(...body.map((l) => l.slice(1, -1)));
    const position = /(\d+)–(\d+) of (\d+)/.exec(frame.join('\n'));
    if (!position || position[2] === position[3]) return lines;
    await tui.write(pageDown);
  }
}

describe('OutcomeView', () => {
  it.each([
    ['consensus', 80, 'before each cut-over: a runbook and a game day; batch jobs stay as the reprocessing path for six months.'],
    ['crux', 120, 'Resolves against NO (debater-1) if Bitcoin’s drawdown from its prior high'],
  ])(
    'renders the %s demo’s report at %i columns whole: no line cut, no Markdown mark left',
    async (protocol, columns, sentence) => {
      const controller = await playedToTheEnd(protocol);
      const tui = await renderTui(
        <OutcomeView controller={controller} height={40} width={columns} theme={theme} onClose={vi.fn()} onExport={vi.fn()} />,
        { columns, rows: 40 },
      );
      const lines = await everyLine(tui);
      const text = lines.map((l) => l.trim()).join(' ');
      expect(lines.length).toBeGreaterThan(36);
      expect(lines.filter((l) => l.trimEnd().endsWith('…'))).toEqual([]);
      expect(text).not.toMatch(/\*\*|\|\s*---|^#|\s#{1,3} |```/);
      expect(text.replaceAll("'", '’')).toContain(sentence);
      expect(text).toContain('Done — ');
      // The groups are one tight list: no blank line between them.
      const groups = lines.findIndex((l) => l.trim().startsWith('•'));
      expect(lines[groups + 1]!.trim()).toMatch(/^•/);
      // A table drawn: a header rule under its columns.
      expect(lines.some((l) => /──+ {2}──+/.test(l))).toBe(true);
    },
    30_000,
  );

  it('keeps the export keys in its footer and writes the report with m', async () => {
    const controller = await playedToTheEnd('argumentation');
    const onExport = vi.fn(async (format: 'md' | 'json') => `/tmp/report.${format}`);
    const tui = await renderTui(
      <OutcomeView controller={controller} height={30} width={100} theme={theme} onClose={vi.fn()} onExport={onExport} />,
      { columns: 100, rows: 30 },
    );
    expect(tui.lastFrame()).toContain('m export markdown · J export JSON');
    await tui.write('J');
    expect(onExport).toHaveBeenCalledWith('json');
    expect(await tui.waitFor('written to /tmp/report.json')).toContain('written to');
  }, 30_000);
});
