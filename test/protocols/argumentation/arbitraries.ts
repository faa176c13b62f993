// Generators for the argumentation property tests. fast-check generates abstract steps (seeds:
// small integers and picks from fixed word lists); `simulate` interprets them against the live
// state, so moves name real ids (P1, C2, L3, E4 …) most of the time and deliberately bad ones the
// rest of the time. Interpretation is deterministic, so a step list always replays the same debate
// and fast-check can shrink it (a shrunk case may keep a few steps that no longer matter: dropping
// one step shifts what the later seeds pick).
import fc from 'fast-check';
import { FRAMING_IDS } from '../../../src/protocols/argumentation/framings.js';
import { type ArgState, bucketOf, OPEN_CHALLENGE } from '../../../src/protocols/argumentation/state.js';

import type { Config } from '../../helpers/debate.js';

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

const moveSeeds = fc.array(moveSeed, { minLength: 0, maxLength: 5 });

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 63,
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
  { weight: 5, arbitrary: fc.record({ t: fc.constant('format' as const), variant: small, seat: small }) },
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
  steps: fc.array(stepArb, { minLength: 1, maxLength: 60, size: 'max' }),
});

// ---------------------------------------------------------------------------------------------
// Word lists

const CLAIMS = [
  'Redis supports persistence',
  'Memcached is simpler to operate',
  'Sessions need TTLs',
  'Our load is read-heavy',
  'Redis clustering adds ops cost',
  'Latency matters more than durability',
];
/** A claim, now and then a blank one (which fails the schema and with it the whole answer). */
const claimOf = (n: number) => (n % 40 === 39 ? '   ' : pick(CLAIMS, n)!);
const SOURCES = ['src/cache.ts:3', 'src/cache.ts:10-12', 'C:/win/path.ts:7', 'README.md:1', 'src/a.ts:1', 'src/b.ts:2-4'];
const QUOTES = ['const ttl = 3600;', 'export default redis', 'maxmemory-policy allkeys-lru'];
/** Well-formed ids that name nothing (or the wrong sort of thing); `p1` and `#C1` normalise to P1 and C1. */
export const BOGUS_IDS = ['P99', 'C99', 'L99', 'E99', 'p1', '#C1', 'P0'];
/** Now and then an id the schema itself refuses, which sinks the whole answer. */
const bogus = (n: number) => (n % 50 === 49 ? 'X1' : pick(BOGUS_IDS, n)!);
export const SEATS = ['orchestrator', 'consultee', 'arbiter', 'nobody'];
const VERDICTS = ['AGREE', 'AGREE', 'AGREE', 'SKEPTICAL', 'SKEPTICAL', 'REJECT', 'ILL-FORMED', 'agreed', 'sceptical'];

export const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

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
      ? {
          type: 'textual',
          source: e.source % 40 === 39 ? 'no-line-number' : pick(SOURCES, e.source)!,
          quote: e.quote % 40 === 39 ? '' : pick(QUOTES, e.quote)!,
          detail: 'the passage',
        }
      : { type: e.source % 7 === 0 ? e.type.toUpperCase() : e.type, detail: `output ${e.quote}` },
  );
}

// ---------------------------------------------------------------------------------------------
// Ids in the current state

export function ids(state: ArgState) {
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
  const claim = claimOf(s.text);
  const kind = s.flag % 2 ? 'empirical' : 'value';
  const evidence = evidenceOf(s.evidence);
  // a seat with challenges to answer mostly answers them; otherwise it mostly raises points
  const bin = k.defendable.length && s.sel % 3 === 0 ? 7 : state.phase === 'CONSTRUCTIVE' && s.sel % 3 === 1 ? 0 : s.sel % 20;
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
    const challenge = biased(s.b, k.defendable, [...k.challenges, ...BOGUS_IDS]);
    const target = challenge ? state.challenges[challenge]?.point : undefined;
    const how = s.c % 25;
    const quick = state.config.mode === 'quick';
    // no reference at all (schema error), a malformed id, the point only (quick mode's way; refused
    // elsewhere: "defending without a challenge id"), or the challenge id
    const ref =
      how === 0
        ? {}
        : how === 1
          ? { challenge: bogus(49) }
          : target && (quick ? s.c % 2 === 0 : how < 5)
            ? { point: target }
            : { challenge };
    return { type: 'defend', ...ref, argument: `defense ${s.text}`, ...(evidence.length ? { evidence } : {}) };
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
      because: s.c % 40 === 0 ? '' : 'new information',
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
  // pending work first, mostly: deadlocks to classify, defenses to rule on
  const bin =
    purpose !== 'open' && k.deadlocked.length && s.sel % 2 === 0
      ? 38
      : purpose !== 'open' && k.answered.length && s.sel % 3 === 0
        ? 22
        : s.sel % 40;
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
      ...(s.flag % 30 === 0 ? {} : { objection: `objection ${s.text}` }),
      ...(s.flag % 4 === 1 ? { kind: s.flag % 8 === 1 ? 'empirical' : 'value' } : {}),
      ...(s.evidence.length ? { evidence: evidenceOf(s.evidence) } : {}),
      ...(s.flag % 3 === 0 ? { revision: `Revising from X to ${verdict} because the evidence changed` } : {}),
    };
  }
  if (bin < 30) {
    return {
      type: 'rule',
      challenge: biased(s.b, k.answered, [...k.challenges, ...BOGUS_IDS]) ?? 'C1',
      ruling: s.a % 3 === 0 ? 'rejected' : s.a % 3 === 1 ? 'accepted' : 'ACCEPT',
      reason: s.c % 20 === 0 ? '' : 'the ruling',
    };
  }
  if (bin < 36) {
    return {
      type: 'contradiction',
      // settled points half the time: flagging one must not unsettle what the person decided
      point: (s.flag % 2 ? biased(s.b, k.bucketed, k.points) : biased(s.b, k.points, BOGUS_IDS)) ?? 'P1',
      earlier: biased(s.c, k.points, BOGUS_IDS) ?? 'P2',
      explanation: 'they clash',
    };
  }
  return {
    type: 'deadlock',
    point: biased(s.b, k.deadlocked, [...k.points, ...BOGUS_IDS]) ?? 'P1',
    cause: pick(
      ['missing-data', 'definitional', 'criteria', 'MISSING-EMPIRICAL-DATA', 'missing-data', 'definitional', 'criteria', 'vibes'],
      s.a,
    )!,
    detail: `detail ${s.text}`,
  };
}

function arbiterAnswer(state: ArgState, seeds: MoveSeed[]): Record<string, unknown> {
  const k = ids(state);
  return {
    flags: seeds.map((s) => ({
      item: s.flag % 50 === 49 ? bogus(s.flag) : (biased(s.b, k.bucketed, BOGUS_IDS) ?? 'P1'),
      concern: `concern ${s.text}`,
    })),
    assessment: 'overall fine',
  };
}

export function movesFor(state: ArgState, seat: string, seeds: MoveSeed[]): Record<string, unknown>[] {
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
export function answerFor(state: ArgState, seat: string, seeds: MoveSeed[], wrap: number): unknown {
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
