// Round drivers for phase tests: play whole rounds until a given round begins.
import { assess, Debate, value } from './debate.js';

/**
 * Plays lively rounds until round `n` begins: each round the consultee adds one point (an extension
 * of P1 once new points are closed) and the orchestrator agrees with it, so the debate never converges.
 */
export function liveTo(d: Debate, n: number): void {
  while (d.state.n < n && !d.state.done) {
    const extend = d.state.phase === 'CONSTRUCTIVE' ? {} : { extends: 'P1' };
    d.consultee(value(`Round ${d.state.n}: another consideration`, extend));
    d.orchestrator(assess(d.state.pointOrder.at(-1)!, 'AGREE'));
  }
}

/** Plays quiet turns (no moves) until round `n` begins or the debate ends. */
export function quietTo(d: Debate, n: number): void {
  for (let guard = 0; d.state.n < n && !d.state.done && guard < 40; guard++) {
    const seat = d.state.pending[0]?.seat;
    if (seat === 'consultee' || seat === 'orchestrator') d.silence(seat);
    else break;
  }
}

/** Round 6 (CRYSTALLIZATION) begins with P1–P4 Agreed and C1 (SKEPTICAL on P5) open. */
export function crystallization(): Debate {
  const d = new Debate({ mode: 'minimal' });
  liveTo(d, 5);
  d.consultee(value('Round 5: Redis also clusters', { extends: 'P1' }));
  d.orchestrator(assess('P5', 'SKEPTICAL', { objection: 'clustering is not needed for sessions' }));
  return d;
}

/** Round 3 (DEVELOPMENT) begins with P1 and P2 Agreed and no dispute. */
export function development(): Debate {
  const d = new Debate({ mode: 'minimal' });
  liveTo(d, 3);
  return d;
}
