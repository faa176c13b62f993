// Invariants every protocol reducer keeps, checked on random walks (fast-check) by one call:
// `describeProperties(protocol, options)`. A walk answers whoever is due (with the demo's answers,
// the protocol's own generator, an empty answer, or junk), takes random human actions, fails
// seats and throws garbage in. Each walk is simulated once; every invariant is checked on it:
// reduce never throws nor changes the state it was given, plan/view/summary/outcome never throw,
// the summary agrees with the view, every notice is declared, every plan is answerable, the
// protocol's own invariants (`invariants`) hold after every step, and replaying the walk's events
// gives a deep-equal state.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { AnyProtocol, Plan } from '../../src/protocols/types.js';
import { GARBAGE } from './contract.js';
import { sampleInput, Walk } from './walk.js';

export interface PropertyOptions {
  /** Raw configs to start from (seats are filled with script seats unless given). */
  configs: fc.Arbitrary<Record<string, unknown>>;
  /** Answers a seat might give in a state, beyond the demo's (`n` picks one). */
  answer?: (state: unknown, seat: string, n: number) => string;
  /** The protocol's own invariants, checked after every step: what is wrong with the walk so far, or null. */
  invariants?: (walk: Walk) => string | null;
  numRuns?: number;
  /** Seed (AGON_PROPERTY_SEED overrides it, to replay a failure). */
  seed?: number;
}

type Step = { t: 'due'; n: number } | { t: 'human'; n: number; corrupt: boolean } | { t: 'fail'; n: number } | { t: 'garbage'; n: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('due' as const), n: fc.nat(1000) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('human' as const), n: fc.nat(1000), corrupt: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('fail' as const), n: fc.nat(1000) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('garbage' as const), n: fc.nat(1000) }) },
);

const JUNK = ['', 'no JSON here', '{"moves": 5}', '[1, 2]', '```json\n{"moves": [{"type": "nothing"}]}\n```'];

class Violation extends Error {}

/** One walk: interprets the steps against the live state, checking every invariant as it goes. */
export function walkOnce(protocol: AnyProtocol, raw: Record<string, unknown>, steps: Step[], options: PropertyOptions): void {
  const seats = raw.seats ?? Object.fromEntries(Object.keys(protocol.demo.answers).map((seat) => [seat, { kind: 'script' }]));
  const walk = Walk.configured(protocol, { question: protocol.demoQuestion, ...raw, seats });
  const declared = new Set(protocol.notices.map((n) => n.type));
  const answerFor = (seat: string, n: number): string => {
    const choices = [
      ...(protocol.demo.answers[seat] ?? []),
      protocol.composeAnswer(walk.state, seat, []),
      ...(options.answer ? [options.answer(walk.state, seat, n)] : []),
      JUNK[n % JUNK.length]!,
    ];
    return choices[n % choices.length]!;
  };
  const check = (plan: Plan) => {
    const summary = protocol.summary(walk.state);
    const view = protocol.view(walk.state);
    protocol.outcome(walk.state);
    if (
      summary.question !== view.question ||
      summary.status !== view.status.state ||
      summary.phase !== view.progress.phase ||
      summary.progress.label !== view.progress.label
    ) {
      throw new Violation(
        `the summary ${JSON.stringify(summary)} disagrees with the view's progress ${JSON.stringify(view.progress)} / status ${JSON.stringify(view.status)}`,
      );
    }
    if (plan.kind === 'ask' && plan.requests.length === 0) throw new Violation('plan asked nobody');
    if (plan.kind === 'prepare' && plan.seats.length === 0) throw new Violation('plan prepared nobody');
    if (plan.kind === 'check' && plan.citations.length === 0) throw new Violation('plan checked nothing');
  };
  for (const s of steps) {
    const plan = walk.plan();
    check(plan);
    const due = plan.kind === 'ask' ? plan.requests[s.n % plan.requests.length]!.seat : plan.kind === 'await-human' ? plan.seat : undefined;
    switch (s.t) {
      case 'due':
        if (plan.kind === 'prepare') walk.prepare(plan);
        else if (plan.kind === 'check')
          for (const c of plan.citations)
            walk.record('evidence.checked', { evidence: c.evidence, result: ['match', 'mismatch', 'unreadable'][s.n % 3], detail: '' });
        else if (due) walk.answer(due, answerFor(due, s.n));
        break;
      case 'human': {
        const actions = protocol.humanActions(walk.state);
        const descriptor = actions[s.n % Math.max(1, actions.length)];
        if (!descriptor) break;
        const input = sampleInput(descriptor, s.n);
        walk.human(descriptor.kind, s.corrupt ? { ...input, item: 'X404', value: 'maybe' } : input);
        break;
      }
      case 'fail':
        if (due)
          walk.record(s.n % 2 ? 'agent.failed' : 'move.rejected', { seat: due, reason: 'timed out', problem: 'no JSON object found' });
        break;
      case 'garbage': {
        const garbage = GARBAGE[s.n % GARBAGE.length]!;
        walk.record(garbage.type, garbage.data);
        break;
      }
    }
    const undeclared = walk.frames.at(-1)?.notices.find((n) => !declared.has(n.type));
    if (undeclared) throw new Violation(`the notice type "${undeclared.type}" is not declared (${undeclared.text})`);
    const broken = options.invariants?.(walk);
    if (broken) throw new Violation(broken);
  }
  check(walk.plan());
  const again = new Walk(protocol, walk.config);
  for (const event of walk.events) again.record(event.type, event.data, event.actor);
  if (JSON.stringify(again.state) !== JSON.stringify(walk.state)) throw new Violation('replaying the events gave another state');
}

export function describeProperties(protocol: AnyProtocol, options: PropertyOptions): void {
  const envSeed = Number(process.env.AGON_PROPERTY_SEED);
  const seed = Number.isFinite(envSeed) && process.env.AGON_PROPERTY_SEED ? envSeed : (options.seed ?? 20261123);
  describe(`the ${protocol.id} reducer on random walks`, () => {
    it('never throws nor changes the state it was given; summary and view agree; every notice is declared; every plan is answerable; replay gives the same state', () => {
      fc.assert(
        fc.property(options.configs, fc.array(step, { minLength: 1, maxLength: 80 }), (raw, steps) =>
          walkOnce(protocol, raw, steps, options),
        ),
        { numRuns: options.numRuns ?? 80, seed, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true },
      );
    });
  });
}
