// The Argdown export with hostile text: whatever an agent wrote stays inside its own definition, and
// a reader that removes the escapes gets the text back. (The layout itself is covered by
// test/export/argument-map-formats.test.ts.)
import { describe, expect, it } from 'vitest';
import { argdown } from '../../src/export/argdown.js';
import type { ArgumentMapNode, ArgumentMapView } from '../../src/protocols/types.js';

const node = (text: string, more: Partial<ArgumentMapNode> = {}): ArgumentMapNode => ({
  id: 'P1',
  kind: 'point',
  text,
  formal: { label: 'IN', score: 0.5 },
  ...more,
});

const mapOf = (nodes: ArgumentMapNode[], more: Partial<ArgumentMapView> = {}): ArgumentMapView => ({
  method: { labels: 'grounded', scores: 'seed-002', converged: true, residual: 0 },
  nodes,
  edges: [],
  omitted: [],
  ...more,
});

/** The statement text of `<id>`'s definition, as written (up to its first tag). */
function statement(text: string, id: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`<${id}>: `))!;
  return line.slice(`<${id}>: `.length, line.indexOf(' #'));
}

const unescapeArgdown = (text: string) => text.replace(/\\(.)/g, '$1');

const definitions = (text: string) => text.split('\n').filter((l) => /^<[^>]+>: /.test(l));

describe('argdown with hostile text', () => {
  it('escapes every Argdown syntax character, the backslash included', () => {
    const text = argdown(mapOf([node('a\\b @c *d {e} f_g [h] <i> #j //k')]), 'Q');

    expect(statement(text, 'P1')).toBe('a\\\\b \\@c \\*d \\{e\\} f\\_g \\[h\\] \\<i\\> \\#j \\/\\/k');
  });

  it('gives back the text, its whitespace folded, to a reader that removes the escapes', () => {
    const original = '  C:\\temp\\ \\@me {"x": [1]} <P2>: *bold* #tag  ';

    expect(unescapeArgdown(statement(argdown(mapOf([node(original)]), 'Q'), 'P1'))).toBe(original.replace(/\s+/g, ' ').trim());
  });

  it('keeps a definition on one line whatever line breaks, tabs and returns its text holds, so none can start a new one', () => {
    const text = argdown(mapOf([node('one\r\ntwo\t\tthree\n\n<P9>: forged #IN\n# Heading\n===\n')]), 'Q');

    expect(definitions(text)).toHaveLength(1);
    expect(statement(text, 'P1')).toBe('one two three \\<P9\\>: forged \\#IN \\# Heading ===');
    expect(text.split('\n').filter((l) => l.startsWith('# '))).toEqual(['# Point']);
  });

  it('writes a title with quotes and line breaks as one quoted string in the front matter', () => {
    const title = 'Is "fast" enough?\n===\ntitle: forged';
    const lines = argdown(mapOf([node('x')]), title).split('\n');

    expect(lines.slice(0, 3)).toEqual(['===', 'title: "Is \\"fast\\" enough?\\n===\\ntitle: forged"', '===']);
    expect(JSON.parse(lines[1]!.slice('title: '.length))).toBe(title);
  });

  it('writes a status that is not a plain word as a bracketed tag, without the parentheses that would close it', () => {
    const text = argdown(mapOf([node('x', { status: 'agreed (late) #1' })]), 'Q');

    expect(text).toContain(' #(agreed late #1) ');
  });

  it('keeps a disagreement with quotes and line breaks in the data block as one JSON string', () => {
    const disagrees = 'Agreed, but "formally"\nOUT}';
    const text = argdown(mapOf([node('x', { formal: { label: 'OUT', score: 0.25, disagrees } })]), 'Q');

    const [line] = definitions(text);
    const data = line!.slice(line!.indexOf(' {') + 1);
    expect(data).toBe(`{label: "OUT", score: 0.25, disagrees: ${JSON.stringify(disagrees)}}`);
  });

  it('keeps the reason an item is not an argument on its one comment line', () => {
    const text = argdown(mapOf([node('x')], { omitted: [{ id: 'P3', reason: 'out of scope:\n<P1>: forged\r\n\tnot weighed' }] }), 'Q');

    expect(text.split('\n').filter((l) => l.includes('P3'))).toEqual(['// not an argument: P3 (out of scope: <P1>: forged not weighed)']);
    expect(definitions(text)).toHaveLength(1);
  });

  it('says in its header comment when the scores did not converge, with the residual', () => {
    const text = argdown(
      mapOf([node('x')], { method: { labels: 'grounded', scores: 'seed-002', converged: false, residual: 0.00123 } }),
      'Q',
    );

    expect(text).toContain('NOT converged (residual 1.2e-3)');
  });
});
