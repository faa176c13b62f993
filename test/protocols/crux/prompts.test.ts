// Seed 004's milestone 4, prompts: each stage tells a debater its work and the moves it takes, what
// it owes, and how to answer; agents that keep their own session get a delta; a seated moderator is
// told what its intervention must do at each failure.
import { describe, expect, it } from 'vitest';
import { claim, commit, CruxDebate, falsifier } from './driver.js';

describe("a debater's prompt", () => {
  it('in DISCOVERY: explore, propose a binary question, steelman before challenging; only DISCOVERY moves', () => {
    const prompt = new CruxDebate().prompt('debater-1');
    expect(prompt).toContain('## Your work now\nExplore the question.');
    expect(prompt).toContain('propose the crux: one question answerable YES or NO');
    expect(prompt).toContain('{"type": "PROPOSE_QUESTION"');
    expect(prompt).not.toContain('{"type": "COMMIT_POSITION"');
    expect(prompt).toContain('## Stage DISCOVERY: 0 of 10 messages used; the gate opens after 6 at the earliest');
  });

  it('in CRUX_LOCK: commit, steelman, declare a falsifier, and what the lock still needs from this seat', () => {
    const d = new CruxDebate().toCruxLock();
    const prompt = d.prompt('debater-1');
    expect(prompt).toContain('## Your work now\nLock the crux.');
    expect(prompt).toContain('- commit YES, NO or UNCERTAIN on the crux question');
    expect(prompt).toContain(
      '{"type": "DECLARE_FALSIFIER", "metric": "Spot BTC ETF AUM", "threshold": ">= $100B", "deadline": "2027-12-31"',
    );
    expect(prompt).not.toContain('{"type": "CLAIM"');
  });

  it('in EVIDENCE: evidence tied to the falsifiers still without any', () => {
    const d = new CruxDebate().toEvidence();
    expect(d.prompt('debater-1')).toContain('- evidence is still owed on F1 (debater-1), F2 (debater-1), F3 (debater-2), F4 (debater-2)');
    expect(d.prompt('debater-1')).toContain('{"type": "PROVIDE_EVIDENCE", "falsifier": "F1"');
  });

  it('comes with a delta of what happened since the seat last answered', () => {
    const d = new CruxDebate();
    d.say([claim('supply is fixed')]);
    d.say([claim('it moved with the Nasdaq')]);
    const plan = d.plan();
    const delta = plan.kind === 'ask' ? plan.requests[0]!.prompt.delta : undefined;
    expect(delta).toMatch(/^# Stage DISCOVERY: 2 of 10 messages used/);
    expect(delta).toContain('- debater-2 [CLAIM] “it moved with the Nasdaq”');
    expect(delta).not.toContain('## How this debate works');
  });
});

describe("a seated moderator's prompt", () => {
  it('asks after the third failed lock for drafts, besides the clarification and the binary framing', () => {
    const d = new CruxDebate({
      seats: { 'debater-1': { kind: 'script' }, 'debater-2': { kind: 'script' }, moderator: { kind: 'script' } },
    }).toCruxLock();
    d.say([commit('NO')]);
    d.say([commit('YES'), falsifier(), falsifier()]);
    d.say([commit('NO', 0.9)]);
    d.say([falsifier()]);
    expect(d.prompt('moderator')).toContain('## Lock attempt 1\n- met: at least 2 debaters committed');
    expect(d.prompt('moderator')).not.toContain('restate the crux question');
    for (let attempt = 1; attempt < 3; attempt++) {
      d.say([{}]);
      d.say([]);
      d.say([]);
    }
    const prompt = d.prompt('moderator');
    expect(prompt).toContain('Lock attempt 3 failed.');
    expect(prompt).toContain('restate the crux question so it can only be answered YES or NO');
    expect(prompt).toContain('draft a falsifier (metric, threshold, deadline) for each debater still without one');
    expect(prompt).toContain('"falsifiers": [{"debater": "debater-1"');
    expect(prompt).toContain('- debater-1: declare one falsifier');
  });
});
