// Drives a crux debate in memory the way the runner does (test/harness/walk.ts): whoever is due
// answers with the moves given, through parse; a debater's first answer carries a TopClaim unless
// told otherwise. Move builders keep the tests readable as the seed's rules.
import { crux } from '../../../src/protocols/crux/index.js';
import type { CruxState } from '../../../src/protocols/crux/state.js';
import type { HumanInput, Notice, Plan, ViewModel } from '../../../src/protocols/types.js';
import { Walk } from '../../harness/walk.js';

export const QUESTION = 'Is Bitcoin digital gold?';
export const CRUX_QUESTION = 'Will Bitcoin fall more than 50% the next time the S&P 500 falls more than 30%?';

type Move = Record<string, unknown>;

export const claim = (text = 'a claim'): Move => ({ type: 'CLAIM', text });
export const challenge = (target: string, text = 'you are wrong'): Move => ({ type: 'CHALLENGE', target, text });
export const propose = (question = CRUX_QUESTION): Move => ({ type: 'PROPOSE_QUESTION', question });
export const commit = (side: string, confidence = 0.8, topClaimFlips: boolean | undefined = true): Move => ({
  type: 'COMMIT_POSITION',
  side,
  confidence,
  ...(topClaimFlips === undefined ? {} : { topClaimFlips }),
});
export const steelman = (target: string, text = 'your view at its strongest'): Move => ({ type: 'STEELMAN', target, text });
export const grade = (steelmanId: string, g: string, feedback?: string): Move => ({
  type: 'GRADE_STEELMAN',
  steelman: steelmanId,
  grade: g,
  ...(feedback ? { feedback } : {}),
});
export const falsifier = (over: Move = {}): Move => ({
  type: 'DECLARE_FALSIFIER',
  metric: 'Spot BTC ETF AUM',
  threshold: '>= $100B',
  deadline: '2027-12-31',
  ...over,
});
export const evidence = (f: string, data = 'the data shows it'): Move => ({ type: 'PROVIDE_EVIDENCE', falsifier: f, data });
export const concede = (text = 'fair point', topClaim?: Move): Move => ({ type: 'CONCEDE', text, ...(topClaim ? { topClaim } : {}) });

const TOP_CLAIMS: Record<string, Move> = {
  'debater-1': { statement: 'Bitcoin is a store of value', side: 'YES', confidence: 0.9 },
  'debater-2': { statement: 'Bitcoin is a risk asset', side: 'NO', confidence: 0.7 },
  'debater-3': { statement: 'It depends on the horizon', side: 'NUANCED', confidence: 0.5 },
};

export class CruxDebate {
  readonly walk: Walk;

  constructor(options: Record<string, unknown> = {}, debaters = 2) {
    const seats = Object.fromEntries(Array.from({ length: debaters }, (_, i) => [`debater-${i + 1}`, { kind: 'script' }]));
    this.walk = Walk.configured(crux, { question: QUESTION, seats, ...options });
  }

  get state(): CruxState {
    return this.walk.state as CruxState;
  }

  plan(): Plan {
    return this.walk.plan();
  }

  view(): ViewModel {
    return crux.view(this.state);
  }

  /** The seat the debate waits on now. */
  get due(): string {
    const plan = this.plan();
    if (plan.kind === 'ask') return plan.requests[0]!.seat;
    if (plan.kind === 'await-human') return plan.seat;
    throw new Error(`nobody is due: ${JSON.stringify(plan)}`);
  }

  /** The due seat answers with these moves (and its TopClaim, the first time). */
  say(moves: Move[] = [], options: { topClaim?: Move | null; seat?: string } = {}): Notice[] {
    const seat = this.due;
    if (options.seat && options.seat !== seat) throw new Error(`${options.seat} is not due; ${seat} is`);
    const topClaim =
      options.topClaim === null
        ? undefined
        : (options.topClaim ?? (this.state.topClaims[seat] || seat === 'moderator' ? undefined : TOP_CLAIMS[seat]));
    return this.answer(seat, JSON.stringify(seat === 'moderator' ? (moves[0] ?? {}) : { ...(topClaim ? { topClaim } : {}), moves }));
  }

  answer(seat: string, text: string): Notice[] {
    return this.walk.answer(seat, text);
  }

  /** Answers `n` turns with nothing but a claim each. */
  claims(n: number): void {
    for (let i = 0; i < n; i++) this.say([claim(`claim ${i}`)]);
  }

  human(kind: string, input: HumanInput): Notice[] {
    return this.walk.human(kind, input);
  }

  notices(): Notice[] {
    return this.walk.notices();
  }

  types(): string[] {
    return this.notices().map((n) => n.type);
  }

  /** The full prompt the seat would get now. */
  prompt(seat = this.due): string {
    const plan = this.plan();
    const request = plan.kind === 'ask' ? plan.requests.find((r) => r.seat === seat) : undefined;
    if (!request) throw new Error(`${seat} is not asked now`);
    return request.prompt.full;
  }

  /**
   * Plays DISCOVERY to CRUX_LOCK: both steelman each other ACCURATE, a binary question, 6 messages
   * (debater-1 opens; debater-1 is due when CRUX_LOCK begins).
   */
  toCruxLock(): this {
    this.say([steelman('debater-2'), claim()]);
    this.say([grade('S1', 'ACCURATE'), steelman('debater-1')]);
    this.say([grade('S2', 'ACCURATE')]);
    this.say([propose()]);
    if (this.state.stage !== 'CRUX_LOCK') throw new Error(`expected CRUX_LOCK, got ${this.state.stage}`);
    return this;
  }

  /** Plays CRUX_LOCK to a lock at its first attempt (6 messages, one round). */
  toEvidence(): this {
    this.toCruxLock();
    this.say([
      commit('NO', 0.7),
      falsifier({ metric: 'BTC drawdown in the next SPX crash', threshold: '> 50%', deadline: '2030-12-31' }),
      claimless(),
    ]);
    this.say([
      commit('YES', 0.8),
      falsifier({ metric: 'BTC-NDX 90-day correlation', threshold: '< 0.2', deadline: '2027-12-31' }),
      claimless(),
    ]);
    if (this.state.stage !== 'EVIDENCE') throw new Error(`expected EVIDENCE, got ${this.state.stage}`);
    return this;
  }
}

/** A third message for a CRUX_LOCK turn: a second falsifier. */
function claimless(): Move {
  return falsifier({ metric: 'gold-BTC correlation', threshold: 'above 0.5', deadline: 'within 24 months' });
}
