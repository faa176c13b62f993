// The persuasion reducer on random walks: the shared harness's invariants, and the invariants of
// a persuasion dialogue, checked at every step — the commitment stores are what the seed's effect
// rules make of the moves, every move answers a legal target by the seed's table, and every score
// stays in [0, 1].
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import type { DialogueMove, PersuasionState } from '../../../src/protocols/persuasion/state.js';
import { describeProperties } from '../../harness/properties.js';
import { sampleInput, Walk } from '../../harness/walk.js';
import { budget } from '../../helpers/property.js';
import { player } from '../../helpers/persuasion.js';

const configs = fc.record({ rounds: fc.integer({ min: 1, max: 3 }), gather: fc.constantFrom('mod', 'all', 'none') });

describeProperties(persuasion, { configs, answer: (state, seat, n) => player(state as PersuasionState, seat, n), numRuns: 60 });

/** The seed's effect rules, written out again: C ∪ {φ}; no change; C ∪ {φ}; C − {φ}; C ∪ {φ} ∪ S. */
function storesByTheRules(moves: DialogueMove[]): Record<'pro' | 'opp', Set<string>> {
  const stores = { pro: new Set<string>(), opp: new Set<string>() };
  for (const m of moves) {
    const c = stores[m.side];
    if (m.act === 'claim' || m.act === 'concede') c.add(m.statement!);
    if (m.act === 'retract') c.delete(m.statement!);
    if (m.act === 'since') for (const s of [m.statement!, ...(m.reasons ?? [])]) c.add(s);
  }
  return stores;
}

/** Why the move does not answer a legal target by the seed's table (and our reading of it), or null. */
function illegalReply(state: PersuasionState, m: DialogueMove, index: number): string | null {
  if (!m.reply) {
    const thesis = m.act === 'claim' && m.side === 'pro' && m.statement === state.thesis.pro;
    const closing = m.round > state.config.rounds && (m.act === 'final' || m.act === 'retract');
    return thesis || closing ? null : `${m.id} replies to nothing`;
  }
  const r = state.moves[m.reply];
  if (!r || state.moveOrder.indexOf(r.id) >= index) return `${m.id} replies to ${m.reply}, which is not earlier`;
  if (r.side === m.side) return `${m.id} replies to its own side`;
  if (['concede', 'retract', 'final'].includes(r.act)) return `${m.id} replies to a ${r.act}`;
  const claims = r.act === 'claim' ? [r.statement] : r.act === 'since' ? [r.statement, ...(r.reasons ?? [])] : [];
  switch (m.act) {
    case 'why':
    case 'concede':
      return (r.act === 'claim' && r.statement === m.statement) || (r.act === 'since' && r.reasons?.includes(m.statement!))
        ? null
        : `${m.id} ${m.act} ${m.statement} on ${r.id}`;
    case 'retract':
    case 'since':
      return r.act === 'why' && r.statement === m.statement ? null : `${m.id} ${m.act} on ${r.id}, not a why on ${m.statement}`;
    case 'claim': {
      const attack = state.statements[m.statement!]!.attack;
      if (!attack) return `${m.id} replies with a claim that attacks nothing`;
      if (attack.declared === 'rebut')
        return claims.includes(attack.target) ? null : `${m.id} rebuts ${attack.target}, which ${r.id} does not claim`;
      return r.statement === attack.target && (r.act === 'since' || r.evidence.length > 0)
        ? null
        : `${m.id} undercuts ${attack.target}, for which ${r.id} gave no reasons`;
    }
    case 'final':
      return `${m.id}: a final statement replies to nothing`;
  }
}

function checkInvariants(state: PersuasionState): void {
  const moves = state.moveOrder.map((id) => state.moves[id]!);
  const byRules = storesByTheRules(moves);
  for (const side of ['pro', 'opp'] as const) {
    expect(new Set(state.stores[side]), `C_${side}`).toEqual(byRules[side]);
    expect(state.retracted[side]).toEqual(moves.filter((m) => m.side === side && m.act === 'retract').map((m) => m.statement));
  }
  moves.forEach((m, i) => {
    expect(illegalReply(state, m, i), m.id).toBeNull();
  });
  const view = persuasion.view(state);
  for (const node of view.argumentMap!.nodes) {
    expect(node.formal.score, node.id).toBeGreaterThanOrEqual(0);
    expect(node.formal.score, node.id).toBeLessThanOrEqual(1);
  }
}

describe('a persuasion dialogue on random walks', () => {
  it('keeps the commitment stores to the effect rules, answers only legal targets, and scores within [0, 1]', () => {
    const step = fc.record({ kind: fc.constantFrom('due', 'due', 'due', 'due', 'human', 'fail', 'junk'), n: fc.nat(1000) });
    fc.assert(
      fc.property(configs, fc.array(step, { minLength: 5, maxLength: 90 }), (config, steps) => {
        const walk = Walk.configured(persuasion, {
          question: 'Should we adopt an ORM?',
          ...config,
          seats: { pro: { kind: 'script' }, opp: { kind: 'script' }, mod: { kind: 'script' } },
        });
        for (const s of steps) {
          const plan = walk.plan();
          if (plan.kind === 'prepare') walk.prepare(plan);
          const seat = plan.kind === 'ask' ? plan.requests[s.n % plan.requests.length]!.seat : undefined;
          if (s.kind === 'due' && seat) walk.answer(seat, player(walk.state as PersuasionState, seat, s.n));
          if (s.kind === 'junk' && seat)
            walk.answer(seat, s.n % 2 ? 'no JSON' : '{"moves": [{"act": "why", "reply": "P9", "statement": "A9"}]}');
          if (s.kind === 'fail' && seat) walk.record('agent.failed', { seat, reason: 'timed out' });
          if (s.kind === 'human') {
            const actions = persuasion.humanActions(walk.state as PersuasionState);
            const a = actions[s.n % Math.max(1, actions.length)];
            if (a) walk.human(a.kind, sampleInput(a, s.n));
          }
          checkInvariants(walk.state as PersuasionState);
        }
      }),
      { numRuns: 120, seed: 20261124, ...budget(50_000) },
    );
  }, 60_000);
});
