// A full scripted debate: the bundled demo (rule 10 of issue 16) played to its validated crux,
// with the live events in the order the seed names them, and a lock that fails once first.
import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../../../src/protocols/crux/declaration.js';
import { crux } from '../../../src/protocols/crux/index.js';
import type { CruxState } from '../../../src/protocols/crux/state.js';
import { playDemo } from '../../harness/contract.js';

describe('the bundled demo', () => {
  const { walk, end } = playDemo(crux);
  const state = walk.state as CruxState;
  const live = new Set<string>(LIVE_EVENTS.map((e) => e.type));

  it('ends with a validated crux, no agent installed', () => {
    expect(end).toEqual({ kind: 'done', reason: 'the crux is crystallized and validated' });
    expect(state.stage).toBe('CONVERGED');
  });

  it('fails its lock once before it succeeds', () => {
    expect(state.locks.map((l) => [l.n, l.ok])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it("raises each of the nine live events, first in the seed's pipeline order", () => {
    const seen = walk
      .notices()
      .map((n) => n.type)
      .filter((t) => live.has(t));
    const firsts = [...new Set(seen)];
    expect(firsts).toEqual([
      'message_posted',
      'steelman_attempt',
      'steelman_graded',
      'stage_transition',
      'commitment_made',
      'falsifier_declared',
      'lock_attempted',
      'lock_failed',
      'lock_succeeded',
      'debate_complete',
    ]);
    expect(seen.at(-1)).toBe('debate_complete');
  });

  it('shows its mechanics on the way: refusals, an INCOMPLETE grade, a cheap concession', () => {
    const refused = walk
      .notices()
      .filter((n) => n.type === 'move.refused')
      .map((n) => n.text.replace(/:.*/s, ''));
    expect(refused).toEqual([
      "Refused debater-1's CHALLENGE on Hayes",
      "Refused debater-1's PROPOSE_QUESTION move",
      "Refused debater-1's DECLARE_FALSIFIER move",
      "Refused debater-2's PROVIDE_EVIDENCE on F1",
    ]);
    expect(Object.values(state.steelmen).map((s) => s.grade)).toEqual(['ACCURATE', 'INCOMPLETE', 'ACCURATE']);
    expect(state.concessions.map((c) => c.topClaimChanged)).toEqual([true, false]);
  });

  it('reports the crux, each lock attempt criterion by criterion, the steelmen, the cost and the time', () => {
    const { report, json, summary } = crux.outcome(state);
    expect(summary).toMatch(
      /^crux validated: Will Bitcoin fall more than 50% .* — debater-1 NO 0\.80 vs debater-2 YES 0\.80; 2 falsifier\(s\); \$0\.0000, 0\.0s$/,
    );
    for (const heading of [
      '## The crux',
      '### Falsifiers',
      '### Counterfactual',
      '### Resolution criteria',
      '### Validation',
      '### Attempt 1 (after 7 CRUX_LOCK messages): failed',
      '### Attempt 2 (after 8 CRUX_LOCK messages): locked',
      '## Steelmen',
      '## Concessions',
      '## Cost and time',
      '## Thread: EVIDENCE',
    ]) {
      expect(report).toContain(heading);
    }
    expect(json).toMatchObject({
      protocol: 'crux',
      crux: { validated: true, counterfactual: { topClaimsThatFlip: 2 } },
      locked: { attempt: 2 },
    });
  });
});
