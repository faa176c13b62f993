// Rule 9 of issue 16: cost per debate (from the agents' replies, priced by the price table when a
// CLI reports no cost) and wall time, shown live in the seats and flags and in the report; the
// seed's targets are under $0.50 and under two minutes.
import { describe, expect, it } from 'vitest';
import { crux } from '../../../src/protocols/crux/index.js';
import type { CruxState } from '../../../src/protocols/crux/state.js';
import type { DebateEvent } from '../../../src/protocols/types.js';
import { claim, CruxDebate } from './driver.js';

/** Folds events with their own times, each seat answering through parse as the runner does. */
class Timed {
  state: CruxState = new CruxDebate().state;
  seq = 0;

  record(type: string, data: Record<string, unknown>, at: string): void {
    const event: DebateEvent = { seq: ++this.seq, at, actor: 'runner', type, data };
    this.state = crux.reduce(this.state, event).state;
  }

  /** A turn: asked at `asked`, answered at `answered` with `usage`, then its moves recorded. */
  turn(seat: string, asked: string, answered: string, usage: Record<string, unknown>, moves = [claim()]): void {
    this.record('agent.requested', { seat }, asked);
    this.record('agent.responded', { seat, ...usage }, answered);
    const parsed = crux.parse(this.state, seat, JSON.stringify({ topClaim: { statement: 's', side: 'YES', confidence: 0.5 }, moves }));
    if (!parsed.ok) throw new Error(parsed.problem);
    this.record('move.accepted', { seat, moves: parsed.moves, refused: parsed.refused }, answered);
  }
}

describe('cost and time', () => {
  it('sums tokens, cost and agent time per seat and for the debate, from replies and failures', () => {
    const t = new Timed();
    t.turn('debater-1', '2026-11-23T10:00:00.000Z', '2026-11-23T10:00:04.000Z', {
      tokens: { total: 1200 },
      costUsd: 0.012,
      costEstimated: true,
      durationMs: 4000,
      wallMs: 4000,
    });
    t.record('agent.requested', { seat: 'debater-2' }, '2026-11-23T10:00:05.000Z');
    t.record('agent.failed', { seat: 'debater-2', reason: 'timed out', durationMs: 2500, wallMs: 2500 }, '2026-11-23T10:00:07.500Z');
    expect(t.state.usage).toMatchObject({
      tokens: 1200,
      usd: 0.012,
      seconds: 6.5,
      calls: 2,
      estimated: true,
      first: '2026-11-23T10:00:00.000Z',
      last: '2026-11-23T10:00:07.500Z',
    });
    expect(t.state.usage.bySeat).toEqual({
      'debater-1': { tokens: 1200, usd: 0.012, seconds: 4, calls: 1 },
      'debater-2': { tokens: 0, usd: 0, seconds: 2.5, calls: 1 },
    });
  });

  it("shows each seat's cost and seconds beside its position, live", () => {
    const t = new Timed();
    t.turn('debater-1', '2026-11-23T10:00:00.000Z', '2026-11-23T10:00:03.000Z', { tokens: { total: 900 }, costUsd: 0.0042, wallMs: 3000 });
    const seat = crux.view(t.state).seats.find((s) => s.seat === 'debater-1')!;
    expect(seat.stance).toBe('— $0.0042 3.0s');
  });

  it('gives the wall time between the first and the latest agent event, in the flags and the report', () => {
    const t = new Timed();
    t.turn('debater-1', '2026-11-23T10:00:00.000Z', '2026-11-23T10:00:30.000Z', { costUsd: 0.1, wallMs: 30000 });
    t.turn('debater-2', '2026-11-23T10:00:31.000Z', '2026-11-23T10:01:10.000Z', { costUsd: 0.05, wallMs: 39000 });
    expect(crux.view(t.state).flags[0]).toEqual({ text: 'wall 70.0s · $0.1500 · 0 tokens', level: 'info' });
    const report = crux.outcome(t.state).report;
    expect(report).toContain("- cost: $0.1500 (the seed's target: under $0.50)");
    expect(report).toContain('- tokens: 0; agent time 69.0s in 2 call(s); wall time 70.0s (target: under 2 minutes)');
    const { usage } = crux.outcome(t.state).json as { usage: { usd: number; wallSeconds: number; agentSeconds: number } };
    expect([usage.usd.toFixed(4), usage.wallSeconds, usage.agentSeconds]).toEqual(['0.1500', 70, 69]);
  });

  it("warns when a debate costs more than the seed's $0.50 or takes more than two minutes", () => {
    const t = new Timed();
    t.turn('debater-1', '2026-11-23T10:00:00.000Z', '2026-11-23T10:02:30.000Z', { costUsd: 0.62, wallMs: 150000 });
    expect(
      crux
        .view(t.state)
        .flags.filter((f) => f.level === 'warning')
        .map((f) => f.text),
    ).toEqual(["the cost is over the seed's $0.50 target per debate", "the debate took over the seed's 2 minutes"]);
  });

  it('ignores malformed usage instead of failing', () => {
    const t = new Timed();
    t.record('agent.responded', { seat: 'debater-1', tokens: 'many', costUsd: 'free', wallMs: null }, 'yesterday');
    expect(t.state.usage).toMatchObject({ tokens: 0, usd: 0, seconds: 0, calls: 1 });
    expect(t.state.usage.first).toBeUndefined();
  });
});
