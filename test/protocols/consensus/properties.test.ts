// The consensus reducer on random walks: the shared harness's invariants (no throw, no change to the
// state given, summary and view agree, notices declared, plans answerable, replay identical), then
// consensus's own, checked on every state of every walk: the challenge is blind, a persona once
// written never changes, positions are numbered v1…vN, a challenger has at most one open dissent,
// an ended debate owes nothing, a consensus leaves no dissent open, and the round stays in bounds.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { consensus } from '../../../src/protocols/consensus/index.js';
import type { ConsensusState } from '../../../src/protocols/consensus/state.js';
import { dueTurn } from '../../../src/protocols/kit/turns.js';
import { describeProperties } from '../../harness/properties.js';
import { sampleInput, Walk } from '../../harness/walk.js';
import { budget } from '../../helpers/property.js';

const CHALLENGERS = ['architect', 'operator', 'adversary'] as const;
const KINDS = ['script', 'script', 'codex', 'human'] as const;

const seatsArb = fc.record({
  proposer: fc.constantFrom(...KINDS),
  architect: fc.constantFrom(...KINDS),
  operator: fc.constantFrom(...KINDS, 'absent'),
  adversary: fc.constantFrom(...KINDS, 'absent'),
});

const configs = fc.record({
  maxRounds: fc.integer({ min: 1, max: 3 }),
  personas: fc.constantFrom('proposer', 'templates'),
  skipPersonaCheck: fc.boolean(),
  seats: seatsArb.map((s) =>
    Object.fromEntries(
      Object.entries(s)
        .filter(([, k]) => k !== 'absent')
        .map(([seat, kind]) => [seat, { kind }]),
    ),
  ),
});

/** A plausible answer for whatever the seat is asked now; `n` picks its content, and marks it as the seat's own. */
function answer(state: unknown, seat: string, n: number): string {
  const s = state as ConsensusState;
  const mark = `MARK-${seat}-${n}`;
  switch (dueTurn(s, seat)?.purpose) {
    case 'personas':
      return JSON.stringify({
        personas: Object.fromEntries(
          CHALLENGERS.map((c, i) => [
            c,
            { title: n % 7 === 0 ? 'same expert' : `${c} expert ${i}`, expertise: 'an expert', focus: [`${c} things`] },
          ]),
        ),
      });
    case 'confirm':
      return JSON.stringify({ perspective: n % 4 === 0 ? 'someone else' : `the ${seat}` });
    case 'open':
      return JSON.stringify({ position: `position ${n}`, confidence: ['HIGH', 'MED', 'LOW'][n % 3] });
    case 'challenge':
      return JSON.stringify({
        verdict: ['agree', 'partial', 'disagree'][n % 3],
        objection_strength: n % 2 ? 'strong' : 'minor',
        summary: `${mark} judged with care from my own angle of scaling, failure modes and security`,
        points: [{ aspect: 'scaling failure security', point: `${mark} checked` }],
      });
    case 'address':
    case 'confront':
      return JSON.stringify({
        responses: s.dissentOrder.map((id) => ({
          to: id,
          decision: ['ACCEPT', 'PARTIAL', 'REJECT'][(n + id.length) % 3],
          reason: 'weighed',
        })),
        ...(n % 4 ? { position: { text: `revised ${n}` } } : {}),
      });
    case 'rebut':
      return JSON.stringify({ response: ['ACCEPT', 'MAINTAIN', 'ESCALATE'][n % 3], reason: `${mark} rebuttal` });
    case 'assumptions':
      return JSON.stringify({
        why: 'because',
        would_change: 'evidence',
        assumptions: [{ assumption: `a${n}`, perspective: CHALLENGERS[n % 3] }],
      });
    default:
      return '{}';
  }
}

describeProperties(consensus, { configs, answer, numRuns: 60 });

class Violation extends Error {}

function invariants(walk: Walk): void {
  let before: ConsensusState | undefined;
  for (const frame of walk.frames) {
    const s = frame.after as ConsensusState;
    const at = `after event ${frame.event.seq} (${frame.event.type})`;
    for (let v = 1; v <= s.version; v++)
      if (s.items[`v${v}`]?.kind !== 'position') throw new Violation(`${at}: position v${v} is missing of v1…v${s.version}`);
    if (s.round < 0 || s.round > s.bound) throw new Violation(`${at}: round ${s.round} outside 0…${s.bound}`);
    const open = s.dissentOrder.filter((id) => s.dissents[id]!.status === 'open').map((id) => s.dissents[id]!.seat);
    if (new Set(open).size !== open.length) throw new Violation(`${at}: a challenger has two open dissents (${open.join(', ')})`);
    if (s.ended && s.pending.length > 0)
      throw new Violation(`${at}: the debate ended but ${s.pending.map((t) => t.seat).join(', ')} are still due`);
    if (s.ended?.kind === 'consensus' && open.length > 0) throw new Violation(`${at}: consensus with dissents open (${open.join(', ')})`);
    if (before) {
      for (const seat of CHALLENGERS) {
        if (before.prepared[seat] !== undefined && before.personas[seat].text !== s.personas[seat].text)
          throw new Violation(`${at}: the ${seat}'s persona changed after its file was written`);
      }
    }
    const plan = consensus.plan(s);
    if (plan.kind === 'ask') {
      for (const request of plan.requests.filter((r) => r.purpose.endsWith('challenge'))) {
        const seen = s.order
          .map((id) => s.items[id]!)
          .filter((i) => i.kind === 'verdict' && i.round === s.round && i.seat !== request.seat && request.prompt.full.includes(i.summary));
        if (seen.length > 0)
          throw new Violation(
            `${at}: ${request.seat}'s challenge prompt shows ${seen.map((i) => i.id).join(', ')}, another challenger's answer of this round`,
          );
      }
    }
    before = s;
  }
}

type Step = { kind: 'due' | 'human' | 'fail' | 'junk'; n: number };
const steps = fc.array(fc.record({ kind: fc.constantFrom<Step['kind']>('due', 'due', 'due', 'human', 'fail', 'junk'), n: fc.nat(1000) }), {
  minLength: 5,
  maxLength: 60,
});

describe('the consensus reducer on random walks keeps its own invariants', () => {
  it('blind challenge, personas fixed once written, positions v1…vN, one open dissent per challenger, nothing owed once ended, round in bounds', () => {
    fc.assert(
      fc.property(configs, steps, (raw, plan) => {
        const walk = Walk.configured(consensus, { question: 'Q?', ...raw });
        for (const step of plan) {
          const next = walk.plan();
          const due =
            next.kind === 'ask' ? next.requests[step.n % next.requests.length]!.seat : next.kind === 'await-human' ? next.seat : undefined;
          if (next.kind === 'prepare') {
            for (const { seat, persona } of next.seats)
              walk.record('seat.prepared', { seat, personaRef: `ref:${persona.length}:${persona.slice(0, 40)}` });
          } else if (step.kind === 'due' && due) walk.answer(due, answer(walk.state as ConsensusState, due, step.n));
          else if (step.kind === 'fail' && due) walk.record('agent.failed', { seat: due, kind: 'timeout', reason: 'slow' });
          else if (step.kind === 'junk' && due) walk.answer(due, `no JSON here ${step.n}`);
          else if (step.kind === 'human') {
            const actions = consensus.humanActions(walk.state as ConsensusState);
            const descriptor = actions[step.n % Math.max(1, actions.length)];
            if (descriptor) walk.human(descriptor.kind, sampleInput(descriptor, step.n));
          }
        }
        invariants(walk);
      }),
      { numRuns: 150, seed: 20261124, ...budget(60_000) },
    );
  });
});
