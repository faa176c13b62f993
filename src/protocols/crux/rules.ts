// The rule book for answers, written once and used by parse and again by reduce (kit/move-rules):
// each seat's answer format, and why a move is refused — not allowed in the stage, past the stage's
// budget or the turn's share of it, a CHALLENGE before an ACCURATE steelman, a question that is
// not binary, a falsifier that is not concrete. Every move of an answer is judged against the state
// the answer found, as parse judged it, so parse and reduce always agree.
import { answerFormat, describeMove, type MoveRules, once, type ResponseScope } from '../kit/move-rules.js';
import { binaryProblem } from './binary-question.js';
import type { Stage } from './config.js';
import { resolveDebater } from './context.js';
import { lockCriteria } from './crux-lock.js';
import { falsifierProblems } from './falsifier-validator.js';
import {
  debaterEnvelope,
  debaterMove,
  type DebaterMove,
  type Move,
  type MoveType,
  moderatorEnvelope,
  moderatorMove,
  type ModeratorMove,
} from './moves.js';
import { mayChallenge, pairOf, ungraded } from './steelman-tracker.js';
import type { CruxState } from './state.js';

/** What each stage takes; everything else is refused there. */
export const ALLOWED: Record<Stage, readonly MoveType[]> = {
  DISCOVERY: ['CLAIM', 'CHALLENGE', 'PROPOSE_QUESTION', 'STEELMAN', 'GRADE_STEELMAN', 'CONCEDE'],
  CRUX_LOCK: ['COMMIT_POSITION', 'STEELMAN', 'GRADE_STEELMAN', 'DECLARE_FALSIFIER'],
  EVIDENCE: ['PROVIDE_EVIDENCE', 'CHALLENGE', 'CLAIM', 'CONCEDE', 'COMMIT_POSITION', 'STEELMAN', 'GRADE_STEELMAN'],
  CONVERGED: [],
};

/** A turn's share of the thread: no debater fills a stage's budget alone. */
export const MESSAGES_PER_TURN = 3;

/** Seats a crux debate may have: the repeated debaters (see the declaration) and the moderator. */
const DEBATER_SEATS = [1, 2, 3, 4, 5].map((n) => `debater-${n}`);

const debaterFormat = answerFormat<Move, ReturnType<typeof debaterEnvelope.parse>>({
  envelope: debaterEnvelope,
  move: debaterMove,
  normalize: liftTopClaim,
  moves: (e) => ({ listed: e.moves, implied: e.topClaim ? [{ type: 'TOP_CLAIM', ...e.topClaim }] : [] }),
});

const moderatorFormat = answerFormat<Move, ReturnType<typeof moderatorEnvelope.parse>>({
  envelope: moderatorEnvelope,
  move: moderatorMove,
  moves: (e) => ({
    listed: [],
    implied: [
      ...(e.message ? [{ type: 'MODERATE' as const, text: e.message }] : []),
      ...(e.question ? [{ type: 'FRAME_QUESTION' as const, question: e.question }] : []),
      ...e.falsifiers.map((f) => ({ type: 'DRAFT_FALSIFIER' as const, ...f })),
    ],
  }),
});

export const RULES: MoveRules<CruxState, Move> = {
  formats: { ...Object.fromEntries(DEBATER_SEATS.map((seat) => [seat, debaterFormat])), moderator: moderatorFormat },
  check: (state, seat, move, scope) =>
    seat === 'moderator' ? checkModerator(state, move as ModeratorMove, scope) : checkDebater(state, seat, move as DebaterMove, scope),
  describe: (move) => describeMove(move, ['target', 'steelman', 'falsifier', 'draft', 'debater']),
};

/** `topclaim`, `top_claim` and `TopClaim` all name the TopClaim field. */
function liftTopClaim(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const key = Object.keys(record).find((k) => k !== 'topClaim' && k.replace(/[_\s-]/g, '').toLowerCase() === 'topclaim');
  if (!key) return body;
  const { [key]: topClaim, ...rest } = record;
  return { ...rest, topClaim };
}

function checkDebater(state: CruxState, seat: string, move: DebaterMove, scope: ResponseScope): string | null {
  if (!state.config.debaters.includes(seat)) return `${seat} is not a debater of this debate`;
  if (move.type === 'TOP_CLAIM') {
    return state.topClaims[seat]
      ? 'your TopClaim is stated already; a CONCEDE with "topClaim" says how it changes'
      : once(scope, 'topclaim', 'a TopClaim');
  }
  const stage = state.stage;
  if (!ALLOWED[stage].includes(move.type)) {
    return stage === 'CONVERGED'
      ? 'the debate has converged: it takes no more messages'
      : `${move.type} is not allowed in ${stage} (allowed: ${ALLOWED[stage].join(', ')})`;
  }
  return legality(state, seat, move, scope) ?? budgetProblem(state, move, scope);
}

function legality(state: CruxState, seat: string, move: DebaterMove, scope: ResponseScope): string | null {
  switch (move.type) {
    case 'CLAIM':
    case 'TOP_CLAIM':
      return null;
    case 'CHALLENGE': {
      const target = resolveDebater(state, move.target);
      if (!target || target === seat) return notAnOpponent(state, move.target, seat);
      if (!mayChallenge(state, seat, target))
        return `steelman ${target} first: no CHALLENGE of ${target} until they grade a steelman of yours ACCURATE (${pairWords(state, seat, target)})`;
      return null;
    }
    case 'PROPOSE_QUESTION': {
      const problem = binaryProblem(move.question);
      return problem ? `the question is not binary: ${problem}` : null;
    }
    case 'COMMIT_POSITION':
      if (state.binaryForced && move.side === 'UNCERTAIN') return 'the moderator forced a binary framing: commit YES or NO';
      return once(scope, 'commit', 'a COMMIT_POSITION');
    case 'STEELMAN': {
      const target = resolveDebater(state, move.target);
      if (!target || target === seat) return notAnOpponent(state, move.target, seat);
      const waiting = ungraded(state, seat, target);
      if (waiting) return `your steelman ${waiting.id} of ${target} still awaits their grade`;
      if (mayChallenge(state, seat, target)) return `${target} already graded your steelman of them ACCURATE`;
      return once(scope, `steelman:${target}`, `a STEELMAN of ${target}`);
    }
    case 'GRADE_STEELMAN': {
      const steelman = state.steelmen[move.steelman];
      if (!steelman) return `${move.steelman} is no steelman`;
      if (steelman.of !== seat) return `${move.steelman} steelmans ${steelman.of}: only they grade it`;
      if (steelman.grade) return `${move.steelman} is graded ${steelman.grade} already`;
      return once(scope, `grade:${move.steelman}`, `a grade of ${move.steelman}`);
    }
    case 'DECLARE_FALSIFIER': {
      const draft = move.draft ? state.falsifiers[move.draft] : undefined;
      if (move.draft && draft?.status !== 'draft') return `${move.draft} is no draft falsifier`;
      if (draft && draft.seat !== seat) return `${move.draft} was drafted for ${draft.seat}`;
      const problems = falsifierProblems({
        metric: move.metric ?? draft?.metric,
        threshold: move.threshold ?? draft?.threshold,
        deadline: move.deadline ?? draft?.deadline,
      });
      if (problems.length) return `the falsifier is not concrete: ${problems.join('; ')}`;
      return move.draft ? once(scope, `draft:${move.draft}`, `an answer to ${move.draft}`) : null;
    }
    case 'PROVIDE_EVIDENCE':
      return state.falsifiers[move.falsifier]?.status === 'declared' ? null : `${move.falsifier} is no declared falsifier`;
    case 'CONCEDE':
      return move.target !== undefined && !resolveDebater(state, move.target) ? notAnOpponent(state, move.target, seat) : null;
  }
}

function notAnOpponent(state: CruxState, ref: string, seat: string): string {
  const others = state.config.debaters.filter((d) => d !== seat);
  return `${ref} is not another debater (name one of ${others.join(', ')})`;
}

function pairWords(state: CruxState, by: string, of: string): string {
  const pair = pairOf(state, by, of);
  if (!pair.latest) return 'you have not steelmanned them yet';
  return pair.status === 'awaiting' ? `${pair.latest.id} awaits their grade` : `${pair.latest.id} was graded ${pair.status}: try again`;
}

/**
 * The stage's budget and the turn's share. Past CRUX_LOCK's budget the lock may still be repaired:
 * only the moves that answer an unmet criterion are taken then.
 */
function budgetProblem(state: CruxState, move: DebaterMove, scope: ResponseScope): string | null {
  const posted = [...scope].filter((key) => key.startsWith('posted#')).length;
  if (posted >= MESSAGES_PER_TURN) return `at most ${MESSAGES_PER_TURN} messages per turn`;
  const stage = state.stage as Exclude<Stage, 'CONVERGED'>;
  const { max } = state.config.budgets[stage];
  if (state.used[stage] + posted >= max) {
    if (stage !== 'CRUX_LOCK') return `past the budget: ${stage} takes ${max} messages and they are used`;
    if (!repairsLock(state, move))
      return `past the budget: CRUX_LOCK's ${max} messages are used, and only moves that repair an unmet lock criterion are taken now`;
  }
  scope.add(`posted#${posted}`);
  return null;
}

function repairsLock(state: CruxState, move: DebaterMove): boolean {
  const unmet = new Set(
    lockCriteria(state)
      .filter((c) => !c.met)
      .map((c) => c.key),
  );
  switch (move.type) {
    case 'COMMIT_POSITION':
      return unmet.has('committed') || unmet.has('split');
    case 'STEELMAN':
    case 'GRADE_STEELMAN':
      return unmet.has('steelmen');
    case 'DECLARE_FALSIFIER':
      return unmet.has('falsifiers');
    default:
      return false;
  }
}

function checkModerator(state: CruxState, move: ModeratorMove, scope: ResponseScope): string | null {
  const due = state.due;
  switch (move.type) {
    case 'MODERATE':
      return once(scope, 'moderate', 'a message');
    case 'FRAME_QUESTION': {
      if (due?.kind === 'lock' && due.attempt < 2) return 'the moderator reframes the question only after the second failed lock';
      const problem = binaryProblem(move.question);
      return problem ? `the question is not binary: ${problem}` : once(scope, 'frame', 'a question');
    }
    case 'DRAFT_FALSIFIER': {
      if (due?.kind !== 'lock' || due.attempt < 3) return 'the moderator drafts falsifiers only after the third failed lock';
      const seat = resolveDebater(state, move.debater);
      if (!seat) return `${move.debater} is not a debater`;
      return once(scope, `draft:${seat}`, `a draft for ${seat}`);
    }
  }
}
