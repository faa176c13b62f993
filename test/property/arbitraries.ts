// Generators for the argumentation property tests. fast-check generates abstract steps (seeds:
// small integers and picks from fixed word lists); `simulate` interprets them against the live
// state, so moves name real ids (P1, C2, L3, E4 …) most of the time and deliberately bad ones the
// rest of the time. Interpretation is deterministic, so a failing step list shrinks cleanly.
import fc from 'fast-check';
import { FRAMING_IDS } from '../../src/protocols/argumentation/framings.js';
import { argumentation } from '../../src/protocols/argumentation/index.js';
import { type ArgState, bucketOf, OPEN_CHALLENGE } from '../../src/protocols/argumentation/state.js';
import type { DebateEvent, Notice, Plan } from '../../src/protocols/types.js';
import { type Config, Debate } from '../helpers/debate.js';

// ---------------------------------------------------------------------------------------------
// Seeds

export type CheckResult = 'match' | 'mismatch' | 'unreadable';

export interface EvidenceSeed {
  type: 'execution' | 'textual' | 'claim' | 'n/a';
  source: number;
  quote: number;
}

export interface MoveSeed {
  sel: number;
  a: number;
  b: number;
  c: number;
  text: number;
  flag: number;
  evidence: EvidenceSeed[];
}

export type Step =
  | { t: 'due'; moves: MoveSeed[]; wrap: number; direct: boolean; results: CheckResult[] }
  | { t: 'format'; variant: number; seat: number }
  | { t: 'human'; kind: number; item: number; value: number; text: number; corrupt: number }
  | { t: 'garbage'; variant: number; seat: number; a: number; moves: MoveSeed[] };

const small = fc.nat({ max: 999 });

const evidenceSeed: fc.Arbitrary<EvidenceSeed> = fc.record({
  type: fc.constantFrom('execution', 'textual', 'textual', 'claim', 'n/a'),
  source: small,
  quote: small,
});

export const moveSeed: fc.Arbitrary<MoveSeed> = fc.record({
  sel: small,
  a: small,
  b: small,
  c: small,
  text: small,
  flag: small,
  evidence: fc.array(evidenceSeed, { maxLength: 2 }),
});

const moveSeeds = fc.array(moveSeed, { minLength: 0, maxLength: 4 });

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 60,
    arbitrary: fc.record({
      t: fc.constant('due' as const),
      moves: moveSeeds,
      wrap: small,
      direct: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))), // ~25% bypass parse
      results: fc.array(fc.constantFrom<CheckResult>('match', 'match', 'mismatch', 'unreadable'), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  },
  { weight: 8, arbitrary: fc.record({ t: fc.constant('format' as const), variant: small, seat: small }) },
  {
    weight: 20,
    arbitrary: fc.record({
      t: fc.constant('human' as const),
      kind: small,
      item: small,
      value: small,
      text: small,
      corrupt: small,
    }),
  },
  {
    weight: 12,
    arbitrary: fc.record({ t: fc.constant('garbage' as const), variant: small, seat: small, a: small, moves: moveSeeds }),
  },
);

export interface Setup {
  config: Config;
}

export const setupArb: fc.Arbitrary<Setup> = fc
  .record({
    mode: fc.constantFrom('standard', 'minimal', 'quick'),
    maxRounds: fc.integer({ min: 1, max: 8 }),
    framing: fc.constantFrom(...FRAMING_IDS),
    workdir: fc.boolean(),
    highStakes: fc.boolean(),
    humanSeat: fc.constantFrom('none', 'none', 'none', 'orchestrator', 'consultee'),
    agentArbiter: fc.boolean(),
  })
  .map((r) => {
    const seats: Record<string, { kind: string }> = {};
    if (r.agentArbiter) seats.arbiter = { kind: 'codex' };
    if (r.humanSeat !== 'none') seats[r.humanSeat] = { kind: 'human' };
    return {
      config: {
        question: 'Redis or Memcached for our session cache?',
        mode: r.mode,
        maxRounds: r.maxRounds,
        framing: r.framing,
        highStakes: r.highStakes,
        seats,
        ...(r.workdir ? { workdir: '/tmp/agon-project' } : {}),
      },
    };
  });

export const debateArb = fc.record({
  setup: setupArb,
  steps: fc.array(stepArb, { minLength: 1, maxLength: 60 }),
});

// ---------------------------------------------------------------------------------------------
// Word lists

const CLAIMS = [
  'Redis supports persistence',
  'Memcached is simpler to operate',
  'Sessions need TTLs',
  'Our load is read-heavy',
  'Redis clustering adds ops cost',
  '   ', // whitespace only: fails the schema
  'Latency matters more than durability',
];
const SOURCES = ['src/cache.ts:3', 'src/cache.ts:10-12', 'C:/win/path.ts:7', 'README.md:1', 'no-line-number', ''];
const QUOTES = ['const ttl = 3600;', 'export default redis', '', 'maxmemory-policy allkeys-lru'];
const BOGUS_IDS = ['P99', 'C99', 'L99', 'E99', 'X1', 'p1', '#C1', 'P0'];
const SEATS = ['orchestrator', 'consultee', 'arbiter', 'nobody'];
const VERDICTS = ['AGREE', 'AGREE', 'AGREE', 'SKEPTICAL', 'SKEPTICAL', 'REJECT', 'ILL-FORMED', 'agreed', 'sceptical'];

const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** Mostly a sensible choice, sometimes anything, sometimes nonsense. */
function biased<T>(n: number, preferred: readonly T[], fallback: readonly T[]): T | undefined {
  const roll = n % 10;
  const rest = Math.floor(n / 10);
  if (roll < 7 && preferred.length) return pick(preferred, rest);
  return pick(fallback.length ? fallback : preferred, rest);
}

function evidenceOf(seeds: EvidenceSeed[]): Record<string, unknown>[] {
  return seeds.map((e) =>
    e.type === 'textual'
      ? { type: 'textual', source: pick(SOURCES, e.source)!, quote: pick(QUOTES, e.quote)!, detail: 'the passage' }
      : { type: e.source % 7 === 0 ? e.type.toUpperCase() : e.type, detail: `output ${e.quote}` },
  );
}

// ---------------------------------------------------------------------------------------------
// Ids in the current state

function ids(state: ArgState) {
  const points = state.pointOrder;
  const challenges = state.challengeOrder;
  const ch = (id: string) => state.challenges[id]!;
  const open = challenges.filter((id) => OPEN_CHALLENGE.includes(ch(id).status));
  return {
    points,
    challenges,
    open,
    defendable: open.filter((id) => ch(id).status !== 'answered' && ch(id).kind !== 'ILL-FORMED' && ch(id).windowStart <= state.n),
    answered: challenges.filter((id) => ch(id).status === 'answered'),
    illFormed: open.filter((id) => ch(id).kind === 'ILL-FORMED').map((id) => ch(id).point),
    mine: points.filter((id) => state.points[id]!.raisedBy === 'consultee' && !bucketOf(state.points[id]!)),
    pending: points.filter((id) => state.points[id]!.status === 'pending'),
    inPlay: points.filter((id) => !bucketOf(state.points[id]!)),
    bucketed: points.filter((id) => bucketOf(state.points[id]!)),
    deadlocked: points.filter((id) => state.points[id]!.deadlock && !state.points[id]!.deadlock!.cause),
    ledger: state.ledger.map((e) => e.id),
    evidence: Object.keys(state.evidence),
    all: [...points, ...challenges, ...state.ledger.map((e) => e.id), ...BOGUS_IDS],
  };
}

// ---------------------------------------------------------------------------------------------
// Moves

function consulteeMove(state: ArgState, s: MoveSeed): Record<string, unknown> {
  const k = ids(state);
  const claim = pick(CLAIMS, s.text)!;
  const kind = s.flag % 2 ? 'empirical' : 'value';
  const evidence = evidenceOf(s.evidence);
  const bin = s.sel % 20;
  if (bin < 7) {
    const relation = state.phase === 'CONSTRUCTIVE' ? s.a % 4 : [1, 2, 1, 0][s.a % 4]!;
    const target = biased(s.b, [...k.points, ...k.ledger], BOGUS_IDS);
    return {
      type: 'point',
      claim,
      kind,
      ...(evidence.length ? { evidence } : {}),
      ...(relation === 1 && target ? { extends: target } : {}),
      ...(relation === 2 && target ? { rebuts: target } : {}),
    };
  }
  if (bin < 12) {
    const challenge = biased(s.b, k.defendable, [...k.challenges, ...BOGUS_IDS, undefined]);
    const byPoint = state.config.mode === 'quick' && s.c % 2 === 0 && challenge && state.challenges[challenge];
    return {
      type: 'defend',
      ...(byPoint ? { point: state.challenges[challenge]!.point } : challenge ? { challenge } : {}),
      argument: `defense ${s.text}`,
      ...(evidence.length ? { evidence } : {}),
    };
  }
  if (bin < 14) {
    return s.c % 2
      ? { type: 'concede', challenge: biased(s.b, k.open, BOGUS_IDS) ?? 'C1', reason: 'fair' }
      : { type: 'concede', point: biased(s.b, k.mine, [...k.points, ...BOGUS_IDS]) ?? 'P1' };
  }
  if (bin < 17) {
    return {
      type: 'revise',
      point: biased(s.b, k.mine, [...k.points, ...k.ledger, ...BOGUS_IDS]) ?? 'P1',
      claim,
      because: s.c % 9 === 0 ? '' : 'new information',
      ...(s.flag % 3 === 0 ? { kind } : {}),
      ...(evidence.length ? { evidence } : {}),
    };
  }
  return {
    type: 'clarify',
    point: biased(s.b, k.illFormed, [...k.points, ...BOGUS_IDS]) ?? 'P1',
    claim,
    ...(s.flag % 3 === 0 ? { kind } : {}),
  };
}

function orchestratorMove(state: ArgState, s: MoveSeed, purpose: string | undefined): Record<string, unknown> {
  const k = ids(state);
  const bin = s.sel % 40;
  if (purpose === 'open' ? bin < 34 : bin === 0) return { type: 'propose', position: `position ${s.text}` };
  if (bin === 1 || (purpose === 'open' && bin < 37)) return { type: 'nature', nature: s.a % 2 ? 'factual' : 'open' };
  if (bin < 22) {
    const verdict = pick(VERDICTS, s.a)!;
    const point = biased(s.b, k.pending.length ? k.pending : k.inPlay, [...k.points, ...BOGUS_IDS]) ?? 'P1';
    return {
      type: 'assess',
      point,
      ...(s.c % 12 === 0 ? { scope: 'out' } : s.c % 12 === 1 ? { scope: 'OUT-OF-SCOPE' } : { scope: 'in' }),
      verdict,
      ...(s.flag % 15 === 0 ? {} : { objection: `objection ${s.text}` }),
      ...(s.flag % 4 === 1 ? { kind: s.flag % 8 === 1 ? 'empirical' : 'value' } : {}),
      ...(s.evidence.length ? { evidence: evidenceOf(s.evidence) } : {}),
      ...(s.flag % 3 === 0 ? { revision: `Revising from X to ${verdict} because the evidence changed` } : {}),
    };
  }
  if (bin < 33) {
    return {
      type: 'rule',
      challenge: biased(s.b, k.answered, [...k.challenges, ...BOGUS_IDS]) ?? 'C1',
      ruling: s.a % 3 === 0 ? 'rejected' : s.a % 3 === 1 ? 'accepted' : 'ACCEPT',
      reason: s.c % 20 === 0 ? '' : 'the ruling',
    };
  }
  if (bin < 35) {
    return {
      type: 'contradiction',
      point: biased(s.b, k.points, BOGUS_IDS) ?? 'P1',
      earlier: biased(s.c, k.points, BOGUS_IDS) ?? 'P2',
      explanation: 'they clash',
    };
  }
  return {
    type: 'deadlock',
    point: biased(s.b, k.deadlocked, [...k.points, ...BOGUS_IDS]) ?? 'P1',
    cause: pick(['missing-data', 'definitional', 'criteria', 'MISSING-EMPIRICAL-DATA', 'vibes'], s.a)!,
    detail: `detail ${s.text}`,
  };
}

function arbiterAnswer(state: ArgState, seeds: MoveSeed[]): Record<string, unknown> {
  const k = ids(state);
  return {
    flags: seeds.map((s) => ({ item: biased(s.b, k.bucketed, BOGUS_IDS) ?? 'P1', concern: `concern ${s.text}` })),
    assessment: 'overall fine',
  };
}

function movesFor(state: ArgState, seat: string, seeds: MoveSeed[]): Record<string, unknown>[] {
  const purpose = state.pending.find((t) => t.seat === seat)?.purpose;
  switch (seat) {
    case 'consultee':
      return seeds.map((s) => consulteeMove(state, s));
    case 'orchestrator':
      return seeds.map((s) => orchestratorMove(state, s, purpose));
    default:
      return seeds.map((s) => (s.sel % 2 ? consulteeMove(state, s) : orchestratorMove(state, s, purpose)));
  }
}

/** The answer text (or object) a seat sends, in one of the shapes agents really produce. */
function answerFor(state: ArgState, seat: string, seeds: MoveSeed[], wrap: number): unknown {
  if (seat === 'arbiter') {
    const body = arbiterAnswer(state, seeds);
    return wrap % 10 === 9 ? 'I have no flags.' : wrap % 10 === 7 ? `Here:\n\`\`\`json\n${JSON.stringify(body)}\n\`\`\`` : body;
  }
  const moves = movesFor(state, seat, seeds);
  switch (wrap % 10) {
    case 5:
      return seat === 'orchestrator' ? { nature: wrap % 20 === 5 ? 'factual' : 'open', moves } : { moves };
    case 6:
      return moves;
    case 7:
      return `Here is my answer.\n\`\`\`json\n${JSON.stringify({ moves })}\n\`\`\`\nThanks.`;
    case 8:
      return seat === 'orchestrator' ? { position: `the position ${wrap}`, moves } : { moves };
    case 9:
      return wrap % 20 === 9 ? 'I cannot answer in JSON today.' : { moves: [{ type: 'teleport' }] };
    default:
      return { moves };
  }
}

// ---------------------------------------------------------------------------------------------
// Human actions

function humanStep(d: TracedDebate, s: Extract<Step, { t: 'human' }>): void {
  const state = d.state;
  const descriptors = argumentation.humanActions(state);
  const corrupt = s.corrupt % 12;
  const descriptor = pick(descriptors, s.kind);
  if (!descriptor || corrupt === 0) {
    const kind = pick(['teleport', 'verify', 'choose', 'answer', 'undo', 'rule', 'attest'], s.kind)!;
    d.human(kind, { item: pick(ids(state).all, s.item)!, value: 'agreed', text: 'x', reason: 'because' });
    return;
  }
  const input: Record<string, string> = {};
  const schema = descriptor.schema;
  if (schema.item) input.item = pick(descriptor.targets, s.item) ?? 'P1';
  if (schema.value) input.value = pick(schema.value.options?.map((o) => o.value) ?? ['x'], s.value)!;
  if (schema.text && (schema.text.required || s.text % 2)) input.text = `human text ${s.text}`;
  if (schema.reason && (schema.reason.required || s.text % 3)) input.reason = `human reason ${s.value}`;
  switch (corrupt) {
    case 1:
      delete input.reason;
      delete input.text;
      break;
    case 2:
      input.item = pick(BOGUS_IDS, s.item)!;
      break;
    case 3:
      input.value = 'maybe';
      break;
    case 4:
      input.item = pick(ids(state).all, s.item)!; // any real id, possibly of the wrong sort
      break;
  }
  d.human(descriptor.kind, input);
}

// ---------------------------------------------------------------------------------------------
// Garbage

function garbageStep(d: TracedDebate, s: Extract<Step, { t: 'garbage' }>): void {
  const state = d.state;
  const seat = pick(SEATS, s.seat)!;
  const k = ids(state);
  const idle = SEATS.filter((x) => !state.pending.some((t) => t.seat === x));
  switch (s.variant % 14) {
    case 0:
      d.record('mystery.event', { seat, moves: [] });
      return;
    case 1:
      d.record('move.accepted', { seat: 42 });
      return;
    case 2:
      d.record('move.accepted', { seat, moves: 'not an array' });
      return;
    case 3:
      d.record('evidence.checked', { evidence: pick(k.evidence, s.a) ?? 'E1', result: 'perhaps' });
      return;
    case 4: // a check for evidence that is not waiting for one (or does not exist)
      d.record('evidence.checked', { evidence: pick([...k.evidence, 'E99'], s.a)!, result: 'match', detail: 'forged' });
      return;
    case 5: // an answer from a seat that is not due, through parse
      d.answer(pick(idle, s.a) ?? 'nobody', answerFor(state, pick(idle, s.a) ?? 'consultee', s.moves, s.a));
      return;
    case 6: {
      // the same, bypassing parse
      const who = pick(idle, s.a) ?? 'nobody';
      d.record('move.accepted', { seat: who, moves: movesFor(state, who, s.moves), refused: [] }, who);
      return;
    }
    case 7:
      d.record('human.move', { item: 5, value: null, reason: ['x'] }, 'human');
      return;
    case 8:
      d.record('agent.requested', s.a % 2 ? { seat } : {});
      return;
    case 9:
      d.record('agent.failed', {});
      return;
    case 10:
      d.record('human.undo', s.a % 2 ? { reason: 'oops' } : {}, 'human');
      return;
    case 11:
      d.record('move.rejected', { problem: 7 });
      return;
    case 12: {
      // the due seat, with junk moves and junk refusals straight into reduce
      const who = state.pending[0]?.seat ?? seat;
      d.record(
        'move.accepted',
        { seat: who, moves: [null, 5, 'str', { type: 'point' }, ...movesFor(state, who, s.moves)], refused: [{ move: { x: 1 }, reason: 'bad' }] },
        who,
      );
      return;
    }
    default:
      d.record('human.', { item: 'P1' }, 'human');
  }
}

// ---------------------------------------------------------------------------------------------
// The traced driver

export interface Frame {
  event: DebateEvent;
  before: ArgState;
  after: ArgState;
}

export interface Trace {
  config: Config;
  debate: TracedDebate;
  frames: Frame[];
  /** Plans computed by the driver: the state they were computed on and the result. */
  plans: { state: ArgState; plan: Plan }[];
  crash?: { step: number; error: unknown };
}

export class TracedDebate extends Debate {
  frames: Frame[] = [];

  override record(type: string, data: Record<string, unknown>, actor = 'runner'): Notice[] {
    const before = this.state;
    const notices = super.record(type, data, actor);
    this.frames.push({ event: this.events[this.events.length - 1]!, before, after: this.state });
    return notices;
  }
}

function dueStep(d: TracedDebate, s: Extract<Step, { t: 'due' }>, plan: Plan): void {
  switch (plan.kind) {
    case 'check':
      plan.citations.forEach((c, i) => {
        const result = s.results[i % s.results.length]!;
        d.check(c.evidence, result, result === 'match' ? '' : 'the lines differ');
      });
      return;
    case 'ask':
    case 'await-human': {
      const seat = plan.kind === 'ask' ? plan.requests[0]!.seat : plan.seat;
      if (s.direct) {
        // straight into reduce, unparsed: reduce must re-check everything itself
        d.record('agent.requested', { seat });
        d.record('move.accepted', { seat, moves: movesFor(d.state, seat, s.moves), refused: [] }, seat);
        return;
      }
      d.answer(seat, answerFor(d.state, seat, s.moves, s.wrap));
      return;
    }
    case 'done':
      return;
  }
}

function formatStep(d: TracedDebate, s: Extract<Step, { t: 'format' }>, plan: Plan): void {
  const due = plan.kind === 'ask' ? plan.requests[0]!.seat : plan.kind === 'await-human' ? plan.seat : undefined;
  const seat = s.seat % 10 < 7 && due ? due : pick(SEATS, s.seat)!;
  if (s.variant % 2) d.record('move.rejected', { seat, problem: 'no JSON object found' }, seat);
  else d.record('agent.failed', { seat, reason: 'timed out' });
}

export function simulate(config: Config, steps: Step[]): Trace {
  const debate = new TracedDebate(config);
  const plans: Trace['plans'] = [];
  const trace: Trace = { config, debate, frames: debate.frames, plans };
  steps.forEach((step, i) => {
    if (trace.crash) return;
    try {
      const plan = argumentation.plan(debate.state);
      plans.push({ state: debate.state, plan });
      switch (step.t) {
        case 'due':
          // once the debate is done only the person (and garbage) can act
          if (plan.kind === 'done') humanStep(debate, { t: 'human', kind: step.wrap, item: step.wrap >> 3, value: step.wrap >> 5, text: step.wrap, corrupt: 5 });
          else dueStep(debate, step, plan);
          return;
        case 'format':
          return formatStep(debate, step, plan);
        case 'human':
          return humanStep(debate, step);
        case 'garbage':
          return garbageStep(debate, step);
      }
    } catch (error) {
      trace.crash = { step: i, error };
    }
  });
  if (!trace.crash) {
    try {
      plans.push({ state: debate.state, plan: argumentation.plan(debate.state) });
    } catch (error) {
      trace.crash = { step: steps.length, error };
    }
  }
  return trace;
}

/** A compact, readable rendering of the events of a trace, for failure messages. */
export function describeEvents(events: DebateEvent[]): string {
  return events.map((e) => `${e.seq} ${e.actor} ${e.type} ${JSON.stringify(e.data)}`).join('\n');
}
