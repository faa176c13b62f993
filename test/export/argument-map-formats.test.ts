// The argument map written for Argdown and for Graphviz.
import { describe, expect, it } from 'vitest';
import { argdown } from '../../src/export/argdown.js';
import { dot } from '../../src/export/dot.js';
import type { ArgumentMapView } from '../../src/protocols/types.js';

const MAP: ArgumentMapView = {
  method: { labels: 'grounded', scores: 'seed-002', converged: true, residual: 0 },
  nodes: [
    { id: 'L1', kind: 'constraint', text: 'Sessions must survive a deploy', unattackable: true, formal: { label: 'IN', score: 1 } },
    {
      id: 'P1',
      kind: 'point',
      text: 'Redis <fits> [better] #1, see src/a_b.ts',
      status: 'agreed',
      formal: { label: 'OUT', score: 0.35, disagrees: 'Agreed, but formally OUT: P2 stands against it' },
    },
    { id: 'P2', kind: 'point', text: 'Redis needs\nmore "memory"', status: 'agreed', formal: { label: 'IN', score: 0.5 } },
    { id: 'C1', kind: 'challenge', text: 'for what load?', status: 'open', formal: { label: 'UNDEC', score: 0.42 } },
  ],
  edges: [
    { from: 'L1', to: 'P1', relation: 'support' },
    { from: 'P2', to: 'P1', relation: 'rebut' },
    { from: 'C1', to: 'P2', relation: 'undercut' },
  ],
  omitted: [{ id: 'P3', reason: 'out of scope: not weighed' }],
};

describe('argdown', () => {
  const text = argdown(MAP, 'Redis or Memcached?');

  it('opens with the question as the title in front matter', () => {
    expect(text.startsWith('===\ntitle: "Redis or Memcached?"\n===\n')).toBe(true);
  });

  it('defines every argument once with its kind, status and label as tags and its score as data', () => {
    expect(text).toContain('<P2>: Redis needs more "memory" #point #agreed #IN {label: "IN", score: 0.5, status: "agreed"}');
    expect(text).toContain('<L1>: Sessions must survive a deploy #constraint #IN #unattackable {label: "IN", score: 1}');
  });

  it('escapes Argdown syntax in the text', () => {
    expect(text).toContain('<P1>: Redis \\<fits\\> \\[better\\] \\#1, see src\\/a\\_b.ts #point #agreed #OUT #disagrees');
  });

  it('lists relations under their target: + for support, - for rebut, <_ for undercut', () => {
    expect(text).toMatch(/<P1>: [^\n]*\n {2}\+ <L1>\n {2}- <P2>\n/);
    expect(text).toMatch(/<P2>: [^\n]*\n {2}<_ <C1>\n/);
  });

  it('notes what is not an argument in a comment', () => {
    expect(text).toContain('// not an argument: P3 (out of scope: not weighed)');
  });
});

describe('dot', () => {
  const text = dot(MAP, 'Redis or Memcached?');

  it('is one digraph whose boxes are filled by label and carry id, kind, status, label and score', () => {
    expect(text.startsWith('digraph agon {\n')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('"P2" [label="P2 · point · agreed\\nIN · 0.50\\nRedis needs more \\"memory\\"", fillcolor="#d8f0d8"];');
    expect(text).toContain('fillcolor="#fbf0c0"');
  });

  it('marks a disagreement with a thick border and its explanation', () => {
    expect(text).toMatch(
      /"P1" \[label="[^"]*\(!\) Agreed, but formally OUT: P2 stands\\nagainst it", fillcolor="#f5d0d0", color="#e65100", penwidth=3\];/,
    );
  });

  it('draws supports green, rebuttals red, undercuts red, dashed, with a flat head', () => {
    expect(text).toContain('"L1" -> "P1" [color="#2e7d32", arrowhead=normal, label="support"];');
    expect(text).toContain('"P2" -> "P1" [color="#c62828", arrowhead=vee, label="rebut"];');
    expect(text).toContain('"C1" -> "P2" [color="#c62828", arrowhead=tee, style=dashed, label="undercut"];');
  });
});
