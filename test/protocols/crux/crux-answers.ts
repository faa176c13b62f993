// Answers a crux seat might plausibly give in a state, for the random walks: `n` picks the moves
// (from those the stage takes, with targets that exist, legal or not), the sides, the grades, and
// whether the falsifier is concrete; one answer in three is a cooperative one, doing what the seat
// owes, so walks get past the gates. Deterministic in `n`, so a failing walk replays.
import type { CruxState } from '../../../src/protocols/crux/state.js';
import { ALLOWED } from '../../../src/protocols/crux/rules.js';

const SIDES = ['YES', 'NO', 'UNCERTAIN'];
const GRADES = ['ACCURATE', 'ACCURATE', 'INCOMPLETE', 'WRONG'];
const QUESTIONS = ['Will BTC halve in the next crash?', 'What is BTC?', 'Is BTC gold or tech?', 'Does BTC beat gold by 2030?'];

export function cruxAnswer(raw: unknown, seat: string, n: number): string {
  const state = raw as CruxState;
  const pick = <T>(list: readonly T[], k: number): T => list[Math.abs(k) % list.length]!;
  if (seat === 'moderator') {
    return JSON.stringify({
      message: n % 3 ? 'Commit, and name a number.' : undefined,
      question: n % 2 ? pick(QUESTIONS, n) : undefined,
      falsifiers:
        n % 5 === 0
          ? [{ debater: pick(state.config.debaters, n), metric: 'BTC drawdown', threshold: n % 2 ? '> 50%' : '', deadline: '2030-12-31' }]
          : undefined,
    });
  }
  const others = state.config.debaters.filter((d) => d !== seat);
  const topClaim =
    state.topClaims[seat] || n % 7 === 3 ? undefined : { statement: 'my claim', side: pick(['YES', 'NO', 'NUANCED'], n), confidence: 0.6 };
  if (n % 3 === 0) return JSON.stringify({ ...(topClaim ? { topClaim } : {}), moves: cooperative(state, seat, others) });
  const types = ALLOWED[state.stage];
  const count = n % 4;
  const moves = Array.from({ length: count }, (_, i) => {
    const k = Math.floor(n / 4) + i * 7;
    const other = pick(others.length ? others : [seat], k);
    const owed = Object.values(state.steelmen).filter((s) => s.of === seat && !s.grade);
    const falsifiers = Object.keys(state.falsifiers);
    switch (types.length ? pick(types, k) : 'CLAIM') {
      case 'CLAIM':
        return { type: 'CLAIM', text: `claim ${k}: above 40% by 2029` };
      case 'CHALLENGE':
        return { type: 'CHALLENGE', target: other, text: 'no' };
      case 'PROPOSE_QUESTION':
        return { type: 'PROPOSE_QUESTION', question: pick(QUESTIONS, k) };
      case 'COMMIT_POSITION':
        return { type: 'COMMIT_POSITION', side: pick(SIDES, k), confidence: (k % 10) / 10, topClaimFlips: k % 3 !== 0 };
      case 'STEELMAN':
        return { type: 'STEELMAN', target: other, text: 'your best case' };
      case 'GRADE_STEELMAN':
        return { type: 'GRADE_STEELMAN', steelman: owed[0]?.id ?? 'S1', grade: pick(GRADES, k) };
      case 'DECLARE_FALSIFIER': {
        const draft = Object.values(state.falsifiers).find((f) => f.status === 'draft' && f.seat === seat);
        if (draft && k % 2) return { type: 'DECLARE_FALSIFIER', draft: draft.id, ...(k % 4 === 1 ? { threshold: '> 10%' } : {}) };
        return {
          type: 'DECLARE_FALSIFIER',
          metric: 'BTC drawdown',
          threshold: k % 5 ? '> 50%' : 'probably big',
          deadline: k % 3 ? '2030-12-31' : 'soon',
        };
      }
      case 'PROVIDE_EVIDENCE':
        return { type: 'PROVIDE_EVIDENCE', falsifier: falsifiers.length ? pick(falsifiers, k) : 'F1', data: 'numbers' };
      default:
        return { type: 'CONCEDE', text: 'fair', ...(k % 2 ? { topClaim: { confidence: (k % 7) / 10 } } : {}) };
    }
  });
  return JSON.stringify({ ...(topClaim ? { topClaim } : {}), moves });
}

/** What the seat owes, as its stage asks: grades, steelmen, a question, a side, a falsifier, evidence. */
function cooperative(state: CruxState, seat: string, others: string[]): unknown[] {
  const moves: unknown[] = [];
  for (const s of Object.values(state.steelmen).filter((x) => x.of === seat && !x.grade))
    moves.push({ type: 'GRADE_STEELMAN', steelman: s.id, grade: 'ACCURATE' });
  for (const other of others) {
    const mine = Object.values(state.steelmen).filter((x) => x.by === seat && x.of === other);
    if (!mine.some((x) => x.grade === 'ACCURATE') && !mine.some((x) => !x.grade))
      moves.push({ type: 'STEELMAN', target: other, text: 'your best case' });
  }
  switch (state.stage) {
    case 'DISCOVERY':
      moves.push({ type: 'PROPOSE_QUESTION', question: 'Will BTC halve in the next crash?' });
      break;
    case 'CRUX_LOCK': {
      const side = state.config.debaters.indexOf(seat) % 2 ? 'YES' : 'NO';
      if (state.commitments[seat]?.side !== side) moves.unshift({ type: 'COMMIT_POSITION', side, confidence: 0.8, topClaimFlips: true });
      const draft = Object.values(state.falsifiers).find((f) => f.status === 'draft' && f.seat === seat);
      if (!Object.values(state.falsifiers).some((f) => f.status === 'declared' && f.seat === seat)) {
        moves.unshift(
          draft
            ? { type: 'DECLARE_FALSIFIER', draft: draft.id, threshold: '> 50%', deadline: '2030-12-31', metric: 'BTC drawdown' }
            : { type: 'DECLARE_FALSIFIER', metric: 'BTC drawdown', threshold: '> 50%', deadline: '2030-12-31' },
        );
      }
      break;
    }
    case 'EVIDENCE':
      for (const f of Object.values(state.falsifiers).filter((x) => x.status === 'declared' && x.evidence.length === 0))
        moves.unshift({ type: 'PROVIDE_EVIDENCE', falsifier: f.id, data: 'numbers' });
      break;
    case 'CONVERGED':
  }
  return moves;
}
