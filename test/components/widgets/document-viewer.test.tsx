import { describe, expect, it, vi } from 'vitest';
import { themeFor } from '../../../components/theme.js';
import { DocumentViewer } from '../../../components/widgets/document-viewer.js';
import { highlighted } from '../../../components/widgets/find.js';
import { markdownLines } from '../../../components/widgets/markdown/index.js';
import { enter, esc, lineWith, pageDown, renderTui } from '../../helpers/render.js';

const theme = themeFor({});

const LONG = 'Move to Kafka and Flink job by job on a managed Flink service, each behind a two-week dual-run against its batch job.';
/** 60 numbered lines, with "needle" on lines 20 and 45. */
const NUMBERED = Array.from({ length: 60 }, (_, i) => `line ${i + 1}${i + 1 === 20 || i + 1 === 45 ? ' holds the needle' : ''}`).join('\n');

function viewer(text: string, format: 'markdown' | 'plain', options: { onClose?: () => void; onKey?: () => void } = {}) {
  return renderTui(
    <DocumentViewer
      title="A document"
      text={text}
      format={format}
      width={60}
      height={14}
      theme={theme}
      onClose={options.onClose ?? vi.fn()}
      {...(options.onKey ? { onKey: options.onKey } : {})}
    />,
    { columns: 60, rows: 14 },
  );
}

/** The text inside the frame, one entry per line, without its borders. */
const inside = (frame: string) =>
  frame
    .split('\n')
    .filter((l) => l.startsWith('║'))
    .map((l) => l.slice(1, -1).trim());

describe('DocumentViewer', () => {
  it('wraps a long line inside the frame instead of cutting it with "…", as Markdown and as plain text', async () => {
    for (const format of ['markdown', 'plain'] as const) {
      const tui = await viewer(`**Final position:** ${LONG}`, format);
      const frame = tui.lastFrame();
      expect(frame).not.toContain('…');
      expect(inside(frame).join(' ')).toContain(LONG.replace('Move to', ''));
      expect(frame.split('\n').every((l) => l.length <= 60)).toBe(true);
      tui.unmount();
    }
  });

  it('renders Markdown without its marks, and shows plain text as written', async () => {
    const markdown = await viewer('## Heading\n\n| a | b |\n|---|---|\n| **x** | y |', 'markdown');
    expect(markdown.lastFrame()).not.toMatch(/##|\*\*|\|---\|/);
    expect(inside(markdown.lastFrame())).toContain('x  y');
    markdown.unmount();
    const plain = await viewer('## Heading **x**', 'plain');
    expect(plain.lastFrame()).toContain('## Heading **x**');
  });

  it('pages down with PgDn and goes to the ends with G and g, the footer saying where it is', async () => {
    const tui = await viewer(NUMBERED, 'plain');
    expect(tui.lastFrame()).toContain('1–10 of 60');
    await tui.write(pageDown);
    expect(tui.lastFrame()).toContain('11–20 of 60');
    expect(inside(tui.lastFrame())[1]).toBe('line 11');
    await tui.write('G');
    expect(tui.lastFrame()).toContain('51–60 of 60');
    expect(inside(tui.lastFrame())).toContain('line 60');
    await tui.write('g');
    expect(inside(tui.lastFrame())[1]).toBe('line 1');
    await tui.write('jj');
    expect(tui.lastFrame()).toContain('3–12 of 60');
  });

  it('searches with /, scrolls the match into view, and goes to the next and previous ones with n and N', async () => {
    const onKey = vi.fn();
    const tui = await viewer(NUMBERED, 'plain', { onKey });
    await tui.write('/needle');
    expect(lineWith(tui.lastFrame(), '/needle')).toContain('enter search');
    await tui.write(enter);
    expect(inside(tui.lastFrame())).toContain('line 20 holds the needle');
    expect(tui.lastFrame()).toContain('2 lines match “needle”');
    await tui.write('n');
    expect(inside(tui.lastFrame())).toContain('line 45 holds the needle');
    expect(inside(tui.lastFrame())).not.toContain('line 20 holds the needle');
    await tui.write('n');
    expect(inside(tui.lastFrame())).toContain('line 20 holds the needle');
    await tui.write('N');
    expect(inside(tui.lastFrame())).toContain('line 45 holds the needle');
    // What was typed into the search went to the search alone.
    expect(onKey).not.toHaveBeenCalled();
  });

  it('says so when nothing matches, and esc in the search prompt cancels it without closing the viewer', async () => {
    const onClose = vi.fn();
    const tui = await viewer(NUMBERED, 'plain', { onClose });
    await tui.write(`/haystack${enter}`);
    expect(tui.lastFrame()).toContain('no match for “haystack”');
    await tui.write('/abc');
    await tui.write(esc);
    expect(tui.lastFrame()).not.toContain('/abc');
    expect(onClose).not.toHaveBeenCalled();
    await tui.write(esc);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('hands the keys it does not use to its owner', async () => {
    const onKey = vi.fn();
    const tui = await viewer(NUMBERED, 'plain', { onKey });
    await tui.write('m');
    expect(onKey).toHaveBeenCalledWith(expect.objectContaining({ name: 'm' }));
  });
});

describe('highlighted', () => {
  it('marks every occurrence as a match, across the segments of a line, whatever the case', () => {
    const [line] = markdownLines('a **Needle** and a need*le*', 80);
    const marked = highlighted(line!, 'needle');
    expect(marked.filter((s) => s.style === 'match').map((s) => s.text)).toEqual(['Needle', 'need', 'le']);
    expect(marked.map((s) => s.text).join('')).toBe('a Needle and a needle');
  });
});
