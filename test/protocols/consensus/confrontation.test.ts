// Phases 4 to 6: the proposer answers each dissent (ACCEPT, PARTIAL, REJECT) and revises its
// position; the dissenters alone, in the same personas, accept, maintain or escalate; the iteration
// check ends in consensus, another round, or the assumption extraction once the rounds run out.
import { describe, expect, it } from 'vitest';
import type { PositionItem } from '../../../src/protocols/consensus/state.js';
import { debate, rebuttal, respond, verdict } from './support.js';

const split = () =>
  debate({ maxRounds: 3 }).toCheck({
    architect: verdict('architect', 'disagree', 'strong', 'Hot keys will melt one Postgres row.'),
    operator: verdict('operator', 'partial', 'strong'),
    adversary: verdict('adversary', 'agree'),
  });

describe('Phase 4: confrontation', () => {
  it('shows the proposer each dissent with its verdict and points, and asks ACCEPT, PARTIAL or REJECT for each', () => {
    const prompt = split().prompt('proposer');
    expect(prompt).toMatch(
      /## Dissents to answer now\n- D1 — the Architect[\s\S]*disagree, strong — Hot keys will melt one Postgres row\.[\s\S]*- D2 — the Operator/,
    );
    expect(prompt).not.toMatch(/the Adversary \(security/);
    expect(prompt).toContain('"decision": "ACCEPT" | "PARTIAL" | "REJECT"');
  });

  it('records each answer and produces position v(N+1), "changed because <perspective> found …"', () => {
    const d = split();
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'accept', change: 'hot keys need sharding' },
          { to: 'D2', decision: 'REJECT', reason: 'vacuum is tuned' },
        ],
        'Keep Redis, sharded by user.',
      ),
    );
    expect(
      Object.values(d.state.items)
        .filter((i) => i.kind === 'response')
        .map((i) => [i.seat, (i as { decision: string }).decision]),
    ).toEqual([
      ['architect', 'ACCEPT'],
      ['operator', 'REJECT'],
    ]);
    expect(d.state.items.v2).toMatchObject({
      version: 2,
      round: 1,
      text: 'Keep Redis, sharded by user.',
      changes: [{ perspective: 'architect', text: 'hot keys need sharding' }],
    } satisfies Partial<PositionItem>);
    expect(d.texts('position.stated').at(-1)).toContain('changed because Architect found hot keys need sharding');
  });

  it('answers a PARTIAL with its limit, and takes the objection itself as the cause when no change is named', () => {
    const d = split();
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'PARTIAL' },
          { to: 'operator', decision: 'REJECT' },
        ],
        'Keep Redis, with a hot-key cache.',
      ),
    );
    expect((d.state.items.v2 as PositionItem).changes).toEqual([
      { perspective: 'architect', text: 'Hot keys will melt one Postgres row.' },
    ]);
  });

  it('keeps the position when its text does not change, and says a dissent went unanswered', () => {
    const d = split();
    d.answer('proposer', respond([{ to: 'architect', decision: 'REJECT' }], 'Keep Redis for sessions.'));
    expect(d.state.version).toBe(1);
    expect(d.texts('position.stated').at(-1)).toBe('The proposer keeps position v1 unchanged.');
    expect(d.texts('dissent.answered').at(-1)).toBe('The proposer gave no answer to D2 (Operator); the dissent stands.');
    expect(d.prompt('operator')).toContain('The proposer gave no answer to your objection this round.');
  });

  it('refuses an answer to a challenger with no open dissent, and tells the proposer why', () => {
    const d = split();
    d.answer(
      'proposer',
      respond(
        [
          { to: 'adversary', decision: 'ACCEPT' },
          { to: 'architect', decision: 'REJECT' },
          { to: 'operator', decision: 'REJECT' },
        ],
        'Keep Redis.',
      ),
    );
    expect(d.texts('move.refused')[0]).toMatch(/^Refused proposer's answer to adversary: "adversary" names no open dissent/);
  });
});

describe('Phase 5: rebuttal', () => {
  it("goes to the dissenters only, in the same personas, with the proposer's answer to each and the revised position", () => {
    const d = split();
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'ACCEPT', change: 'shard the hot keys' },
          { to: 'operator', decision: 'REJECT', reason: 'vacuum is tuned' },
        ],
        'Keep Redis, sharded.',
      ),
    );
    expect(d.asked()).toEqual(['architect:rebut', 'operator:rebut']);
    const prompt = d.prompt('operator');
    expect(prompt).toMatch(/the proposer \(round 1\): REJECT — vacuum is tuned/);
    expect(prompt).toMatch(/The position now \(v2[\s\S]*Keep Redis, sharded\./);
    expect(prompt).toContain('You are the Operator, as your context file describes');
    expect(prompt).not.toContain('Hot keys will melt');
  });

  it('ACCEPT resolves the dissent, MAINTAIN keeps it, ESCALATE keeps it and says it got worse', () => {
    const d = debate({ maxRounds: 3 }).toCheck({
      architect: verdict('architect', 'disagree'),
      operator: verdict('operator', 'disagree'),
      adversary: verdict('adversary', 'disagree'),
    });
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'ACCEPT' },
          { to: 'operator', decision: 'PARTIAL' },
          { to: 'adversary', decision: 'REJECT' },
        ],
        'Keep Redis, sharded.',
      ),
    );
    d.answer('architect', rebuttal('ACCEPT'));
    d.answer('operator', rebuttal('MAINTAIN'));
    d.answer('adversary', { response: 'escalated', reason: 'session tokens are now logged in plain text' });
    expect(Object.values(d.state.dissents).map((x) => [x.seat, x.status])).toEqual([
      ['architect', 'resolved'],
      ['operator', 'open'],
      ['adversary', 'open'],
    ]);
    expect(d.texts('rebuttal.given').at(-1)).toBe('Adversary (R3): ESCALATE — “session tokens are now logged in plain text”');
  });
});

describe('Phase 6: the iteration check', () => {
  it('every dissent resolved: CONSENSUS', () => {
    const d = split();
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'ACCEPT' },
          { to: 'operator', decision: 'ACCEPT' },
        ],
        'Keep Redis, sharded and monitored.',
      ),
    );
    d.answer('architect', rebuttal('ACCEPT'));
    d.answer('operator', rebuttal('ACCEPT'));
    expect(d.state.ended).toMatchObject({ kind: 'consensus', route: 'resolved', round: 1, confidence: 'HIGH' });
    expect(d.texts('round.closed')).toEqual(['Round 1 closes: every dissent is resolved.']);
  });

  it('a round left: back to Phase 4 with the dissents still open', () => {
    const d = split();
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'ACCEPT' },
          { to: 'operator', decision: 'REJECT' },
        ],
        'Keep Redis, sharded.',
      ),
    );
    d.answer('architect', rebuttal('ACCEPT'));
    d.answer('operator', rebuttal('MAINTAIN', 'vacuum is not the issue, bloat is'));
    expect(d.state.round).toBe(2);
    expect(d.asked()).toEqual(['proposer:confront']);
    const prompt = d.prompt('proposer');
    expect(prompt).toMatch(/- D2 — the Operator[\s\S]*round 1 rebuttal: MAINTAIN — vacuum is not the issue, bloat is/);
    expect(prompt).not.toContain('- D1 — the Architect');
  });

  it('no round left: the assumption extraction (Phase 7)', () => {
    const d = debate({ maxRounds: 1 }).toCheck({
      architect: verdict('architect', 'disagree'),
      operator: verdict('operator', 'agree'),
      adversary: verdict('adversary', 'agree'),
    });
    d.answer('proposer', respond([{ to: 'architect', decision: 'REJECT' }], 'Keep Redis.'));
    d.answer('architect', rebuttal('MAINTAIN'));
    expect(d.state.phase).toBe('ASSUMPTIONS');
    expect(d.asked()).toEqual(['proposer:assumptions', 'architect:assumptions']);
    expect(d.texts('round.closed')).toEqual([
      'Round 1 closes with 1 dissent(s) open (Architect) and no round left: the assumptions behind them are asked for.',
    ]);
  });

  it('closes each round as a step', () => {
    const d = split();
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'ACCEPT' },
          { to: 'operator', decision: 'REJECT' },
        ],
        'Keep Redis, sharded.',
      ),
    );
    d.answer('architect', rebuttal('ACCEPT'));
    const notices = d.answer('operator', rebuttal('MAINTAIN'));
    expect(notices.map((n) => n.type)).toContain('round.closed');
    const last = d.walk.frames.at(-1)!;
    expect(d.walk.protocol.reduce(last.before, last.event).closed).toEqual({ unit: 'round', label: 'round 1' });
  });
});
