// The phase note says why CONSTRUCTIVE runs on only while the reasons stand, and a challenge the
// person raises before the consultee has spoken in a round can be answered in that round.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { assess, Debate, defend, value } from '../../helpers/debate.js';

describe('the phase note of an extended round 3', () => {
  it('says the stress test has not run, and no longer once it has', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee();
    expect(argumentation.view(d.state).progress.note).toBe('extended: the stress test has not run');

    d.consultee(value('Redis needs more memory than the sessions justify', { rebuts: 'P1' }));

    expect(d.state.stressTest.status).toBe('done');
    expect(argumentation.view(d.state).progress.note).toBeUndefined();
  });

  it('says nothing of an extension once the debate has ended', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    d.silence('consultee');

    expect(d.state.done).toMatchObject({ reason: 'converged' });
    expect(argumentation.view(d.state).progress.note).toBeUndefined();
  });
});

describe('a challenge the person raises at the start of a round', () => {
  it('is due in this round when the consultee has not spoken yet: window rounds 2–3', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis keeps sessions across restarts'));
    d.orchestrator(assess('P1', 'AGREE'));
    expect(d.state.n).toBe(2);

    d.human('reclassify', { item: 'P1', value: 'SKEPTICAL', text: 'restarts are rare', reason: 'check it' });

    const challenge = d.challenge('C1');
    expect(challenge.windowStart).toBe(2);
    expect(argumentation.view(d.state).details.C1!.facts).toContainEqual({ label: 'window', value: 'rounds 2–3, missed 0' });
    d.consultee(defend('C1', 'restarts happen on every deploy'));
    expect(d.challenge('C1').defenses).toHaveLength(1);
  });

  it("is due from the next round when the orchestrator raises it after the consultee's turn", () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis keeps sessions across restarts'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));

    expect(d.challenge('C1')).toMatchObject({ round: 1, windowStart: 2 });
  });
});
