// Reading first, in a real terminal: each protocol's demo played to its end (headless, then opened
// finished in the TUI), then at 200x50,
// 120x40 and 80x24 (the window resized as a person drags it) the report is read page by page and
// must hold every word of the report whole, Markdown rendered (no `**`, no `## `, no `|---|`), no
// line cut with "…"; and on the main screen the selected row's text is whole, never cut.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { AGON } from '../helpers/cli.js';
import { e2eScope, settled, type Tmux } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-reading-', afterEach);
const PROTOCOLS = ['argumentation', 'consensus', 'persuasion', 'dialectic', 'crux'];
const SIZES: [number, number][] = [
  [200, 50],
  [120, 40],
  [80, 24],
];
const POSITION = /(\d+)–(\d+) of (\d+)/;

/** The text inside a frame's borders, one entry per line. */
const inside = (line: string) => line.replace(/^[│║|]\s?/, '').replace(/\s*[│║|]\s*$/, '');

/** Every line of the open viewer, read from its top to its end a page at a time, keyed by its place. */
async function readViewer(t: Tmux): Promise<string[]> {
  t.keys('g');
  await settled(300);
  const lines = new Map<number, string>();
  for (let pages = 0; pages < 200; pages++) {
    const screen = t.screen().split('\n');
    const footer = screen.findLastIndex((l) => POSITION.test(l));
    const [, from, to, total] = POSITION.exec(screen[footer]!)!.map(Number);
    const body = screen.slice(footer - (to! - from! + 1), footer);
    for (const [i, line] of body.entries()) lines.set(from! + i, inside(line));
    if (to === total) return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
    t.keys('PageDown');
    await t.waitFor((s) => !s.includes(`${from}–${to} of ${total}`));
  }
  throw new Error('the viewer never reached its end');
}

const words = (markdown: string) =>
  new Set(
    markdown
      .replace(/[*_`#|>[\]()]/g, ' ')
      .split(/\s+/)
      .filter((w) => /^[A-Za-z][a-z]{4,20}[,.;:]?$/.test(w))
      .map((w) => w.replace(/[,.;:]$/, '')),
  );

/** The selected row's text on the main screen: its first line and its wrapped lines, up to the newest word on it (↳). */
function selectedRow(screen: string): string[] {
  const lines = screen.split('\n');
  const at = lines.findIndex((l) => /^│›/.test(l));
  if (at < 0) throw new Error(`no selected row on the screen:\n${screen}`);
  const row = [lines[at]!];
  for (const line of lines.slice(at + 1)) {
    if (!/^│ {4,}\S/.test(line) || line.includes('↳')) break;
    row.push(line);
  }
  return row.map((l) => inside(l).split('│')[0]!);
}

describe('reading first in a real terminal', () => {
  for (const protocol of PROTOCOLS) {
    it(`${protocol}: the report and the selected row read whole at 200x50, 120x40 and 80x24`, async () => {
      const ws = await workspace();
      const report = execFileSync(process.execPath, [AGON, 'demo', protocol, '--headless'], {
        cwd: ws.cwd,
        env: { ...process.env, ...ws.env },
      }).toString('utf8');
      // The headless run played the demo to its end and saved it: the TUI opens that session, finished.
      const id = readdirSync(ws.env.AGON_SESSIONS_DIR!).find((name) => /^\d+-/.test(name));
      const t = terminal(200, 50);
      t.start(['resume', id!], ws);
      await t.waitFor('? help');
      await settled();
      t.keys('R');
      await t.waitFor('export markdown');
      for (const [width, height] of SIZES) {
        t.resize(width, height);
        await settled(500);
        const shown = await readViewer(t);
        const text = shown.join(' ').replace(/\s+/g, ' ');
        const missing = [...words(report)].filter((w) => !text.includes(w));
        expect(missing, `words of the report not on screen at ${width}x${height}`).toEqual([]);
        expect(shown.filter((l) => /\*\*|^#{1,6} |\|\s*-{3}/.test(l))).toEqual([]);
        expect(shown.filter((l) => l.trimEnd().endsWith('…') && !report.includes(l.trim()))).toEqual([]);
      }
      t.keys('Escape');
      for (const [width, height] of SIZES) {
        t.resize(width, height);
        await settled(500);
        for (let moves = 0; moves < 3; moves++) {
          const row = selectedRow(t.screen());
          expect(row.join(' '), `the selected row at ${width}x${height}`).not.toContain('…');
          t.keys('j');
          await settled(200);
        }
      }
    }, 240_000);
  }
});
