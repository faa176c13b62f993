import { describe, expect, it } from 'vitest';
import { formalFacts } from '../../../src/protocols/kit/formal-facts.js';
import { evaluateArgumentMap } from '../../../src/semantics/argument-map.js';

const map = evaluateArgumentMap(
  {
    nodes: [
      { id: 'A', kind: 'claim', text: 'Tea is calmer' },
      { id: 'B', kind: 'objection', text: 'Not for everyone' },
      { id: 'E', kind: 'evidence', text: 'a study' },
    ],
    edges: [
      { from: 'B', to: 'A', relation: 'rebut' },
      { from: 'E', to: 'B', relation: 'support' },
    ],
    omitted: new Map([['X', 'withdrawn']]),
  },
  (node, label) => (node.id === 'A' && label === 'OUT' ? 'accepted, but formally OUT' : undefined),
);

describe("an item's formal facts", () => {
  it('give its label and score, the disagreement, and who attacks and supports it', () => {
    expect(formalFacts(map, 'A')).toEqual([
      { label: 'formal status', value: expect.stringMatching(/^OUT \(grounded\) · score \d\.\d\d$/) },
      { label: 'formal disagreement', value: 'accepted, but formally OUT' },
      { label: 'attacked by', value: 'B (IN)' },
    ]);
    expect(formalFacts(map, 'B')).toContainEqual({ label: 'supported by', value: 'E (IN)' });
  });

  it('say why an item is not an argument', () => {
    expect(formalFacts(map, 'X')).toEqual([{ label: 'formal status', value: 'not an argument in the map: withdrawn' }]);
  });

  it('say nothing of an item the map never heard of', () => {
    expect(formalFacts(map, 'Z')).toEqual([]);
  });
});
