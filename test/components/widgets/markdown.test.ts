import { describe, expect, it } from 'vitest';
import { lineText, lineWidth, markdownLines, plainLines, type StyledLine } from '../../../components/widgets/markdown/index.js';
import { fitColumns } from '../../../components/widgets/markdown/table.js';
import { HOSTILE, rawInPlain } from '../../fixtures/hostile.js';

const texts = (lines: readonly StyledLine[]) => lines.map(lineText);
const render = (markdown: string, width = 80) => texts(markdownLines(markdown, width));
/** The styles of the segments whose text includes `text`. */
const stylesOf = (lines: readonly StyledLine[], text: string) =>
  lines
    .flat()
    .filter((s) => s.text.includes(text))
    .map((s) => s.style);

const ASSUMPTIONS = [
  '| Assumption | Held by | Supports |',
  '|---|---|---|',
  '| a managed Flink service removes most of the operational burden of running streaming jobs | Proposer | the position (v3) |',
  '| six months of dual-running batch jobs is affordable | Proposer | the position (v3) |',
  '| a small team cannot absorb a new always-on system | Operator | the Operator’s dissent |',
].join('\n');

/** Every construct at once, with hostile text in it: what no width may draw wider than itself. */
const EVERYTHING = [
  '# A heading long enough to wrap at narrow widths, with `code`',
  '',
  'A paragraph with **strong**, *em*, `code`, a [link](https://example.com/a/very/long/path/that/must/break) and averyveryveryverylongwordwithoutanyspaceatall.',
  '',
  '> A quote that wraps, holding a list:',
  '> - one item that is long enough to wrap inside the quote and the list',
  '',
  '1. first',
  '2. second, which is long enough to wrap under its number',
  '   - nested, also long enough to wrap under its own bullet at narrow widths',
  '',
  '```',
  'code line that is long and must be hard-wrapped at the width, not re-flowed\tafter a tab',
  '```',
  '',
  '---',
  '',
  ASSUMPTIONS,
  '',
  '| Cell | Danger |',
  '|---|---|',
  '| clipboard | \u001b]52;c;aGVsbG8=\u0007 and &#x1b;]52;c;aGk=&#7; |',
].join('\n');

describe('markdownLines: blocks', () => {
  it('sets a heading apart by a blank line on each side and styles it, without its # marks', () => {
    const lines = markdownLines('before\n\n## The crux\n\nafter', 40);
    expect(texts(lines)).toEqual(['before', '', 'The crux', '', 'after']);
    expect(stylesOf(lines, 'The crux')).toEqual(['heading']);
    expect(stylesOf(markdownLines('### Falsifiers', 40), 'Falsifiers')).toEqual(['subheading']);
  });

  it('word-wraps a paragraph to the width, moving words whole', () => {
    expect(render('the quick brown fox jumps over the lazy dog', 16)).toEqual(['the quick brown', 'fox jumps over', 'the lazy dog']);
  });

  it('keeps the writer’s line breaks inside a paragraph, as reports are written line by line', () => {
    expect(render('**Confidence:** MEDIUM\n**Rounds:** 2', 40)).toEqual(['Confidence: MEDIUM', 'Rounds: 2']);
  });

  it('cuts a word longer than the width across lines', () => {
    expect(render('a abcdefghijklmnopqrstuvwxyz b', 10)).toEqual(['a', 'abcdefghij', 'klmnopqrst', 'uvwxyz b']);
  });

  it('nests lists with their bullets and numbers, wrapped lines hanging under their text', () => {
    const markdown = ['1. first', '2. second item that wraps', '   - nested point that wraps too', '3. third'].join('\n');
    expect(render(markdown, 20)).toEqual([
      '1. first',
      '2. second item that',
      '   wraps',
      '   ◦ nested point',
      '     that wraps too',
      '3. third',
    ]);
  });

  it('marks task items done or open', () => {
    expect(render('- [x] realDisagreement\n- [ ] concreteFalsifiers', 40)).toEqual(['• [x] realDisagreement', '• [ ] concreteFalsifiers']);
  });

  it('draws a block quote with a bar on every line, its text wrapped inside the bar', () => {
    const lines = markdownLines('> persistence is optional, not free, said the consultee', 24);
    expect(texts(lines)).toEqual(['│ persistence is', '│ optional, not free,', '│ said the consultee']);
    expect(lines.every((line) => line[0]?.style === 'quote')).toBe(true);
  });

  it('keeps a code block’s text as written, with no Markdown read inside, wrapped at its spaces under its indentation', () => {
    const code = 'const x = "**not bold** | a | b |"; // a long line';
    const lines = markdownLines(`\`\`\`js\n${code}\n    indented and long enough to wrap\n\`\`\``, 24);
    expect(texts(lines)).toEqual([
      '  const x = "**not',
      '  bold** | a | b |"; //',
      '  a long line',
      '      indented and long',
      '      enough to wrap',
    ]);
    expect(
      texts(lines)
        .slice(0, 3)
        .map((l) => l.slice(2))
        .join(' '),
    ).toBe(code);
    expect(new Set(lines.flat().map((s) => s.style))).toEqual(new Set(['plain', 'codeBlock']));
  });

  it('cuts a word in a code block only when it is wider than the room', () => {
    const lines = markdownLines(`\`\`\`\n${'x'.repeat(30)}\n\`\`\``, 24);
    expect(texts(lines)).toEqual([`  ${'x'.repeat(22)}`, `  ${'x'.repeat(8)}`]);
  });

  it('draws a horizontal rule across the width', () => {
    expect(render('a\n\n---\n\nb', 12)).toEqual(['a', '', '─'.repeat(12), '', 'b']);
  });

  it('shows HTML as the text it is', () => {
    expect(render('<div>kept</div>\n\ntext with <b>tags</b>', 40)).toEqual(['<div>kept</div>', '', 'text with <b>tags</b>']);
  });
});

describe('markdownLines: inline text', () => {
  it('styles strong, emphasis and code, and shows none of their marks', () => {
    const lines = markdownLines('**bold** and *soft* and `x = 1`', 40);
    expect(texts(lines)).toEqual(['bold and soft and x = 1']);
    expect(stylesOf(lines, 'bold')).toEqual(['strong']);
    expect(stylesOf(lines, 'soft')).toEqual(['em']);
    expect(stylesOf(lines, 'x = 1')).toEqual(['code']);
  });

  it('shows a link’s text then its address, dim, and an address written as the link once', () => {
    const lines = markdownLines('see [the docs](https://example.com/docs) or <https://example.com>', 80);
    expect(texts(lines)).toEqual(['see the docs https://example.com/docs or https://example.com']);
    expect(stylesOf(lines, 'the docs')).toEqual(['link']);
    expect(stylesOf(lines, 'https://example.com/docs')).toEqual(['dim']);
  });

  it('reads escaped characters and character references as the characters they stand for', () => {
    expect(render(String.raw`a \| b \*not em\* \# c`, 40)).toEqual(['a | b *not em* # c']);
    expect(render('AT&amp;T &lt;tag&gt; &amp;lt; &#65;', 40)).toEqual(['AT&T <tag> &lt; A']);
  });
});

describe('markdownLines: tables', () => {
  it('gives each column its content’s width when the table fits, with a rule under the header', () => {
    const lines = render(ASSUMPTIONS, 130);
    expect(lines[0]).toMatch(/^Assumption {80,}Held by {3}Supports$/);
    const longest = 'a managed Flink service removes most of the operational burden of running streaming jobs';
    expect(lines[1]).toBe(
      `${'─'.repeat(longest.length)}  ${'─'.repeat('Held by'.length + 1)}  ${'─'.repeat('the Operator’s dissent'.length)}`,
    );
    expect(lines[2]).toBe(`${longest}  Proposer  the position (v3)`);
    expect(lines).toHaveLength(5);
  });

  it('shrinks the widest column first and wraps its cells inside it at 100 columns', () => {
    const lines = render(ASSUMPTIONS, 100);
    expect(lines.every((l) => l.length <= 100)).toBe(true);
    const held = lines[0]!.indexOf('Held by');
    expect(held).toBeGreaterThan(40);
    for (const line of lines.slice(2).filter((l) => l.includes('Proposer') || l.includes('Operator '))) {
      expect(line.indexOf(line.includes('Proposer') ? 'Proposer' : 'Operator')).toBe(held);
    }
    expect(lines[2]).toMatch(/^a managed Flink service removes most of the operational burden of/);
    expect(lines[3]).toMatch(/^running streaming jobs$/);
  });

  it('wraps every cell inside its column at 40 columns, each column starting at the same place on every line', () => {
    const lines = render(ASSUMPTIONS, 40);
    expect(lines.every((l) => l.length <= 40)).toBe(true);
    const [heldAt, supportsAt] = [lines[0]!.indexOf('Held by'), lines[0]!.indexOf('Supports')];
    expect(lines.filter((l) => l.includes('Proposer')).map((l) => l.indexOf('Proposer'))).toEqual([heldAt, heldAt]);
    expect(lines.filter((l) => l.includes('the position')).map((l) => l.indexOf('the position'))).toEqual([supportsAt, supportsAt]);
    // The first cell, read down its column, is whole; rows of more than one line are a blank line apart.
    const firstRow = lines.slice(2, lines.indexOf(''));
    expect(firstRow.map((l) => l.slice(0, heldAt).trim()).join(' ')).toBe(
      'a managed Flink service removes most of the operational burden of running streaming jobs',
    );
    expect(lines[lines.indexOf('') + 1]).toMatch(/^six months of +Proposer +the position$/);
  });

  it('falls back to one "label: value" block per row when even the narrowest columns do not fit', () => {
    const wide =
      '| Debater | Position | TopClaim | Flips | Falsifiers |\n|---|---|---|---|---|\n| debater-1 (Saylor) | NO 0.80 | YES 0.80: Bitcoin is digital gold | yes | F2 |';
    expect(render(wide, 40)).toEqual([
      'Debater: debater-1 (Saylor)',
      'Position: NO 0.80',
      'TopClaim: YES 0.80: Bitcoin is digital',
      '  gold',
      'Flips: yes',
      'Falsifiers: F2',
    ]);
  });

  it('fits columns by capping the widest first, never below their floors', () => {
    expect(fitColumns([50, 10, 8], [6, 6, 6], 40)).toEqual([22, 10, 8]);
    expect(fitColumns([30, 30, 5], [6, 6, 5], 41)).toEqual([18, 18, 5]);
    expect(fitColumns([10, 5], [6, 5], 40)).toEqual([10, 5]);
  });
});

describe('markdownLines: safety and width', () => {
  it('draws no line wider than the width, from 10 to 120 columns', () => {
    for (let width = 10; width <= 120; width++) {
      const too = markdownLines(EVERYTHING, width).filter((line) => lineWidth(line) > width);
      expect(too.map(lineText), `at ${width} columns`).toEqual([]);
    }
  });

  it('lets no control sequence through, whether written raw or as a character reference, in a cell or a paragraph', () => {
    const hostile = `${EVERYTHING}\n\n${HOSTILE}\n\n| a | b |\n|---|---|\n| ${HOSTILE.replaceAll('|', '\\|')} | x |`;
    for (const width of [20, 40, 100]) {
      const segments = markdownLines(hostile, width).flat();
      expect(segments.flatMap((s) => rawInPlain(s.text))).toEqual([]);
    }
    expect(render('| a |\n|---|\n| \u001b]52;c;aGVsbG8=\u0007 |', 40)).toEqual([
      'a',
      '─'.repeat('^[]52;c;aGVsbG8=^G'.length),
      '^[]52;c;aGVsbG8=^G',
    ]);
  });

  it('drops the colours an agent wrote, since the renderer styles the text itself', () => {
    expect(render('\u001b[31mred\u001b[0m text', 40)).toEqual(['red text']);
  });
});

describe('plainLines', () => {
  it('wraps plain text, keeping runs of spaces and hanging wrapped lines under the indentation', () => {
    expect(texts(plainLines('one two three four five\nx = 1,   y = 22\n\n    indented text that wraps here', 20))).toEqual([
      'one two three four',
      'five',
      'x = 1,   y = 22',
      '',
      '    indented text',
      '    that wraps here',
    ]);
  });

  it('hangs the wrapped lines of a line laid out in two columns under its second column', () => {
    expect(texts(plainLines('enter              open the selected item (on Progress: the phase whole)', 50))).toEqual([
      'enter              open the selected item (on',
      '                   Progress: the phase whole)',
    ]);
  });

  it('draws no line wider than the width, even where a word is longer than a hanging line', () => {
    const text = `key     ${'x'.repeat(60)} and more\n   ${'y'.repeat(70)}`;
    for (let width = 10; width <= 80; width++) expect(plainLines(text, width).filter((l) => lineWidth(l) > width)).toEqual([]);
  });

  it('reads no Markdown and lets no control character through', () => {
    expect(texts(plainLines('**raw** \u001b]0;title\u0007', 40))).toEqual(['**raw** ^[]0;title^G']);
  });
});
