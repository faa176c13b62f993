// Phase 7, assumption extraction, and Phase 8, the reports: CONSENSUS and TRADEOFF with every field
// of the seed's formats, the position history v1…vN with each change's cause, and the JSON outcome.
import { describe, expect, it } from 'vitest';
import { consensus } from '../../../src/protocols/consensus/index.js';
import { assumptions, debate, rebuttal, respond, verdict } from './support.js';

/** One round, the architect and the operator still dissenting: Phase 7 is due. */
function outOfRounds() {
  const d = debate({ maxRounds: 1 }).toCheck({
    architect: verdict('architect', 'disagree', 'strong'),
    operator: verdict('operator', 'disagree', 'strong'),
    adversary: verdict('adversary', 'agree'),
  });
  d.answer(
    'proposer',
    respond(
      [
        { to: 'architect', decision: 'PARTIAL', change: 'cap session size' },
        { to: 'operator', decision: 'REJECT' },
      ],
      'Keep Redis, with capped sessions.',
    ),
  );
  d.answer('architect', rebuttal('MAINTAIN', 'caps do not fix fan-out'));
  d.answer('operator', rebuttal('ESCALATE', 'no failover plan at all'));
  return d;
}

function tradeoff() {
  const d = outOfRounds();
  d.answer(
    'proposer',
    assumptions('the load will stay flat', [
      { assumption: 'traffic stays under 5k req/s', perspective: 'Architect' },
      { assumption: 'one region is enough', perspective: 'operator' },
    ]),
  );
  d.answer('architect', assumptions('fan-out grows with features', ['features will multiply session reads']));
  d.answer('operator', {
    why: 'a cache without failover is an outage',
    would_change: 'a tested failover',
    assumptions: [{ assumption: 'Redis will fail over badly' }],
  });
  return d;
}

describe('Phase 7: assumption extraction', () => {
  it('asks the proposer and each remaining dissenter why it disagrees and what would make the other side right', () => {
    const d = outOfRounds();
    expect(d.asked()).toEqual(['proposer:assumptions', 'architect:assumptions', 'operator:assumptions']);
    expect(d.prompt('architect')).toMatch(/why you still disagree[\s\S]*what would have to be true for the other side to be right/);
    expect(d.prompt('proposer')).toMatch(/The remaining dissents\n- D1 — the Architect[\s\S]*- D2 — the Operator/);
  });

  it('maps each core assumption to the position it supports and the perspective it concerns', () => {
    const d = tradeoff();
    const json = consensus.outcome(d.state).json as { assumptions: unknown[] };
    expect(json.assumptions).toEqual([
      { assumption: 'traffic stays under 5k req/s', heldBy: 'Proposer', supports: 'the position (v2)', perspective: 'Architect' },
      { assumption: 'one region is enough', heldBy: 'Proposer', supports: 'the position (v2)', perspective: 'Operator' },
      {
        assumption: 'features will multiply session reads',
        heldBy: 'Architect',
        supports: "the Architect's dissent",
        perspective: 'Architect',
      },
      { assumption: 'Redis will fail over badly', heldBy: 'Operator', supports: "the Operator's dissent", perspective: 'Operator' },
    ]);
    expect(d.state.ended).toMatchObject({ kind: 'tradeoff', route: 'rounds', confidence: 'MED' });
  });
});

describe('Phase 8: the reports', () => {
  it('TRADEOFF has every field of the seed: final position contested, confidence, rounds, perspective breakdown, core disagreement, assumptions table', () => {
    const report = consensus.outcome(tradeoff().state).report;
    expect(report).toContain('## DEBATE OUTCOME: TRADEOFF');
    expect(report).toContain('**Final position:** Keep Redis, with capped sessions. *(contested)*');
    expect(report).toContain('**Confidence:** MEDIUM');
    expect(report).toContain('**Rounds:** 1, the maximum (no consensus)');
    expect(report).toMatch(
      /\*\*Perspective Breakdown:\*\*\n- Architect \(script\): DISAGREE - caps do not fix fan-out\n- Operator \(script\): DISAGREE - no failover plan at all\n- Adversary \(script\): AGREE - /,
    );
    expect(report).toContain(
      '**Core disagreement:** Architect (script): caps do not fix fan-out; Operator (script): no failover plan at all',
    );
    expect(report).toContain('| Assumption | Held by | Supports | Perspective |');
    expect(report).toContain("| Redis will fail over badly | Operator | the Operator's dissent | Operator |");
    expect(report).toContain('- Operator: why — a cache without failover is an outage; would change its mind: a tested failover');
  });

  it('CONSENSUS has every field of the seed: final position, confidence, rounds to consensus, perspectives validated, what changed', () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'disagree', 'strong'),
      operator: verdict('operator', 'agree', 'minor', 'Failover and backups were checked and hold for sessions.'),
      adversary: verdict('adversary', 'agree'),
    });
    d.answer(
      'proposer',
      respond([{ to: 'architect', decision: 'ACCEPT', change: 'hot keys need sharding' }], 'Keep Redis, sharded by user.'),
    );
    d.answer('architect', rebuttal('ACCEPT', 'sharding answers the hot keys'));
    const report = consensus.outcome(d.state).report;
    expect(report).toContain('## DEBATE OUTCOME: CONSENSUS');
    expect(report).toContain('**Final position:** Keep Redis, sharded by user.');
    expect(report).toContain('**Confidence:** HIGH');
    expect(report).toContain('**Rounds to consensus:** 1');
    expect(report).toContain('- ✅ Architect (script): sharding answers the hot keys (validated v2)');
    expect(report).toContain('- ✅ Operator (script): Failover and backups were checked and hold for sessions. (validated v1)');
    expect(report).toContain('**What changed:**\n- Architect: hot keys need sharding (v2)');
  });

  it('both carry the position history v1…vN, each change with its cause', () => {
    const report = consensus.outcome(tradeoff().state).report;
    expect(report).toContain('## Position history');
    expect(report).toContain('- v1 (opening) [HIGH]: Keep Redis for sessions.');
    expect(report).toMatch(
      /- v2 \(final, after round 1\) \[MED\]: Keep Redis, with capped sessions\.\n {2}└── Changed because: Architect found cap session size/,
    );
  });

  it('gives the outcome as JSON: the ending, the positions with their causes, each perspective, the dissents and the record', () => {
    const json = consensus.outcome(tradeoff().state).json as Record<string, unknown>;
    expect(json).toMatchObject({
      protocol: 'consensus',
      outcome: 'TRADEOFF',
      route: 'rounds',
      confidence: 'MED',
      rounds: 1,
      bound: 1,
      finalPosition: { version: 2, text: 'Keep Redis, with capped sessions.' },
    });
    expect(json.positions).toMatchObject([
      { version: 1, changedBecause: [] },
      { version: 2, changedBecause: [{ perspective: 'architect', found: 'cap session size' }] },
    ]);
    expect(json.perspectives).toMatchObject([
      { seat: 'architect', status: 'dissent' },
      { seat: 'operator', status: 'dissent' },
      { seat: 'adversary', status: 'agree', validated: 1 },
    ]);
    expect(json.dissents).toMatchObject([
      { id: 'D1', seat: 'architect', status: 'open' },
      { id: 'D2', seat: 'operator', status: 'open' },
    ]);
    expect(consensus.outcome(tradeoff().state).buckets).toEqual({
      Validated: ['adversary'],
      Dissenting: ['architect', 'operator'],
      Out: [],
    });
  });
});
