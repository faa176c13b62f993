// The Graphviz export with hostile text: every string stays one well-formed DOT string on its own
// statement's line, and a DOT reader decodes it back to the text. (The layout itself is covered by
// test/export/argument-map-formats.test.ts.)
import { describe, expect, it } from 'vitest';
import { dot } from '../../src/export/dot.js';
import type { ArgumentMapNode, ArgumentMapView } from '../../src/protocols/types.js';

const HOSTILE = 'say "hi"\\"]; "X" -> "Y"; node [label="pwned"];\n}\ndigraph evil { C:\\';

const node = (id: string, text: string, more: Partial<ArgumentMapNode> = {}): ArgumentMapNode => ({
  id,
  kind: 'point',
  text,
  formal: { label: 'IN', score: 0.5 },
  ...more,
});

const MAP: ArgumentMapView = {
  method: { labels: 'grounded', scores: 'seed-002', converged: true, residual: 0 },
  nodes: [
    node('P"1\\', HOSTILE, { status: 'agreed "late"\\', formal: { label: 'OUT', score: 0.25, disagrees: HOSTILE } }),
    node('P2', 'plain'),
  ],
  edges: [{ from: 'P2', to: 'P"1\\', relation: 'rebut' }],
  omitted: [],
};

/** A DOT double-quoted string, escapes included. */
const STRING = /"(?:[^"\\\n]|\\.)*"/g;

/** What a DOT reader makes of a quoted string's body: \" is ", \\ is \, \n a line break. */
const decode = (quoted: string) => quoted.slice(1, -1).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

const strings = (line: string) => line.match(STRING) ?? [];

describe('dot with hostile text', () => {
  const text = dot(MAP, `${HOSTILE} and a title long enough to be wrapped somewhere near eighty characters`);
  const lines = text.trimEnd().split('\n');

  it('keeps one statement a line: the header, a line per argument and per relation, and the closing brace', () => {
    expect(lines).toHaveLength(4 + MAP.nodes.length + MAP.edges.length + 1);
    expect(lines[0]).toBe('digraph agon {');
    expect(lines.at(-1)).toBe('}');
  });

  it('leaves no quote outside a well-formed string, so no text can add a statement or an attribute', () => {
    const shapes = lines.map((line) => line.replace(STRING, '""'));

    expect(shapes[1]).toBe('  graph [rankdir=BT, labelloc=t, fontname="", label=""];');
    expect(shapes[4]).toBe('  "" [label="", fillcolor="", color="", penwidth=3];');
    expect(shapes[5]).toBe('  "" [label="", fillcolor=""];');
    expect(shapes[6]).toBe('  "" -> "" [color="", arrowhead=vee, label=""];');
  });

  it('gives a DOT reader back the ids as written, in the boxes and in the arrows', () => {
    expect(decode(strings(lines[4]!)[0]!)).toBe('P"1\\');
    expect(strings(lines[6]!).slice(0, 2).map(decode)).toEqual(['P2', 'P"1\\']);
  });

  it('gives a DOT reader back an argument’s status, text and disagreement, with line breaks only where it wraps', () => {
    const label = decode(strings(lines[4]!)[1]!);
    const [head, score, ...rest] = label.split('\n');

    expect(head).toBe('P"1\\ · point · agreed "late"\\');
    expect(score).toBe('OUT · 0.25');
    const folded = HOSTILE.replace(/\s+/g, ' ');
    expect(rest.join(' ')).toBe(`${folded} (!) ${folded}`);
  });

  it('gives a DOT reader back the title, wrapped near 80 characters, above the legend', () => {
    const label = decode(strings(lines[1]!).at(-1)!).split('\n');

    expect(label.at(-1)).toBe('labels: grounded; scores: seed-002');
    expect(label.slice(0, -1).join(' ')).toBe(
      `${HOSTILE.replace(/\s+/g, ' ')} and a title long enough to be wrapped somewhere near eighty characters`,
    );
    expect(label.slice(0, -1).every((l) => l.length <= 80)).toBe(true);
  });

  it('shortens a text over 200 characters to its first 197 and an ellipsis', () => {
    const long = `${'word '.repeat(39)}abcdefghij`;
    const label = decode(strings(dot({ ...MAP, nodes: [node('P1', long)], edges: [] }, 'Q').split('\n')[4]!)[1]!);

    expect(label.split('\n').slice(2).join(' ')).toBe(`${long.slice(0, 197)}...`);
  });

  it('says in the graph label when the scores did not converge, with the residual', () => {
    const text = dot({ ...MAP, method: { labels: 'grounded', scores: 'seed-002', converged: false, residual: 0.00123 } }, 'Q');

    expect(text).toContain('labels: grounded; scores: seed-002 (not converged, residual 1.2e-3)');
  });
});
