// Mechanic 4: challenges. SKEPTICAL (two-round window, reminder on the first drop), REJECT (one
// round, terminal), ILL-FORMED (one clarification), unreferenced defenses, concessions, and accepted
// defenses that still face the evidence gate.
import { describe, expect, it } from 'vitest';
import { assess, Debate, defend, empirical, rule, textual, value, section } from '../../helpers/debate.js';

/** Round 2 begins with C1 (of the given kind) open on the value point P1. */
function challenged(kind: 'SKEPTICAL' | 'REJECT' | 'ILL-FORMED', config: Record<string, unknown> = {}): Debate {
  const d = new Debate({ mode: 'minimal', ...config });
  d.consultee(value('Redis is the better fit for sessions'));
  d.orchestrator(assess('P1', kind, kind === 'ILL-FORMED' ? { objection: 'fit for what?' } : {}));
  return d;
}

const CHALLENGE_ID = /\bC\d+\b/;

describe('a challenge is answered from the round after it is raised', () => {
  it('gives a challenge the person raises after the consultee spoke in a round its window from the next round', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    // Before the orchestrator judges round 1, the consultee's turn of it is over.
    d.human('reclassify', { item: 'P1', value: 'SKEPTICAL', text: 'what about restarts?', reason: 'I doubt it' });

    expect(d.challenge('C1')).toMatchObject({ round: 1, windowStart: 2, status: 'open' });
  });

  it("does not count a challenge raised during the consultee's own turn as missed in that turn", () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee(value('Redis is a poor fit for sessions', { rebuts: 'P1' }));

    const contradiction = d.state.challengeOrder.map((id) => d.challenge(id)).find((c) => c.origin === 'contradiction')!;
    expect(contradiction.status).toBe('open');
    expect(contradiction.drops).toBe(0);
  });
});

describe('SKEPTICAL: a defense window of two rounds, with a reminder on the first drop', () => {
  it('drops the challenge on a first miss and keeps the point in dispute', () => {
    const d = challenged('SKEPTICAL');
    d.silence('consultee');

    expect(d.challenge('C1').status).toBe('dropped');
    expect(d.point('P1').status).toBe('disputed');
    expect(d.bucket('P1')).toBeUndefined();
  });

  it("sends a reminder on the first drop, in the consultee's next prompt", () => {
    const d = challenged('SKEPTICAL');
    d.silence('consultee');

    const prompt = d.promptOf('consultee');
    const reminder = section(prompt, 'Since your last answer');
    expect(reminder).toContain('Reminder: C1 (SKEPTICAL on P1) went unanswered');
    expect(reminder).toContain('another miss dismisses P1');
    expect(section(prompt, 'Challenges you must answer this round')).toContain('missed once: last warning');
  });

  it('Dismisses the point as undefended on a second miss', () => {
    const d = challenged('SKEPTICAL');
    d.silence('consultee');
    d.silence('consultee');

    expect(d.challenge('C1').status).toBe('undefended');
    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.point('P1').reason).toContain('undefended');
  });

  it('can still be defended in the second round of its window after a first miss', () => {
    const d = challenged('SKEPTICAL');
    d.silence('consultee');
    d.consultee(defend('C1', 'Redis persists sessions across restarts'));
    d.orchestrator(rule('C1', 'accepted', 'persistence settles it'));

    expect(d.challenge('C1').status).toBe('defended');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('stays open after a rejected defense while its window lasts, and tells the consultee so', () => {
    const d = challenged('SKEPTICAL');
    d.consultee(defend('C1', 'It is popular'));
    d.orchestrator(rule('C1', 'rejected', 'popularity is no argument'));

    expect(d.challenge('C1').status).toBe('open');
    expect(d.point('P1').status).toBe('disputed');
    expect(section(d.promptOf('consultee'), 'Since your last answer')).toContain(
      'Your defense of C1 was rejected (popularity is no argument). It stays open one more round',
    );
  });

  it('lets a second defense within the window win the point', () => {
    const d = challenged('SKEPTICAL');
    d.consultee(defend('C1', 'It is popular'));
    d.orchestrator(rule('C1', 'rejected', 'popularity is no argument'));
    d.consultee(defend('C1', 'Redis persists sessions across restarts'));
    d.orchestrator(rule('C1', 'accepted', 'persistence settles it'));

    expect(d.bucket('P1')).toBe('agreed');
  });

  it('Dismisses the point when the defense in the last round of the window is rejected', () => {
    const d = challenged('SKEPTICAL');
    d.silence('consultee');
    d.consultee(defend('C1', 'It is popular'));
    d.orchestrator(rule('C1', 'rejected', 'popularity is no argument'));

    expect(d.challenge('C1').status).toBe('rejected');
    expect(d.bucket('P1')).toBe('dismissed');
  });

  it('Dismisses the point when a rejected defense is followed by silence in the last round', () => {
    const d = challenged('SKEPTICAL');
    d.consultee(defend('C1', 'It is popular'));
    d.orchestrator(rule('C1', 'rejected', 'popularity is no argument'));
    d.silence('consultee');

    expect(d.challenge('C1').status).toBe('undefended');
    expect(d.bucket('P1')).toBe('dismissed');
  });
});

describe('REJECT: one defense round, terminal on failure', () => {
  it('Dismisses an unanswered REJECT after one round, with no reminder', () => {
    const d = challenged('REJECT');
    d.silence('consultee');

    expect(d.challenge('C1').status).toBe('undefended');
    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.noticeTypes()).not.toContain('challenge.dropped');
  });

  it('Dismisses the point when its one defense is rejected', () => {
    const d = challenged('REJECT');
    d.consultee(defend('C1', 'It is popular'));
    d.orchestrator(rule('C1', 'rejected', 'popularity is no argument'));

    expect(d.challenge('C1').status).toBe('rejected');
    expect(d.bucket('P1')).toBe('dismissed');
  });

  it('gives no second defense round after a rejected defense', () => {
    const d = challenged('REJECT');
    d.consultee(defend('C1', 'It is popular'));
    d.orchestrator(rule('C1', 'rejected', 'popularity is no argument'));
    d.consultee(defend('C1', 'Redis persists sessions'));

    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('C1 is closed');
    expect(d.bucket('P1')).toBe('dismissed');
  });

  it('lets an accepted defense win the point', () => {
    const d = challenged('REJECT');
    d.consultee(defend('C1', 'Redis persists sessions across restarts'));
    d.orchestrator(rule('C1', 'accepted', 'persistence settles it'));

    expect(d.challenge('C1').status).toBe('defended');
    expect(d.bucket('P1')).toBe('agreed');
  });
});

describe('ILL-FORMED: one clarification request, then Dismissed', () => {
  it('Dismisses the point when the clarification request goes unanswered', () => {
    const d = challenged('ILL-FORMED');
    d.silence('consultee');

    expect(d.challenge('C1').status).toBe('unclarified');
    expect(d.bucket('P1')).toBe('dismissed');
  });

  it('Dismisses a clarified point that is still ill-formed, without asking again', () => {
    const d = challenged('ILL-FORMED');
    d.consultee({ type: 'clarify', point: 'P1', claim: 'Redis, for sessions, in general' });
    d.orchestrator(assess('P1', 'ILL-FORMED', { objection: 'still vague' }));

    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.state.challengeOrder).toEqual(['C1']);
  });

  it('assesses a clarified point anew, so it can be Agreed', () => {
    const d = challenged('ILL-FORMED');
    d.consultee({ type: 'clarify', point: 'P1', claim: 'Redis keeps sessions across restarts, Memcached does not' });
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.challenge('C1').status).toBe('clarified');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('refuses a defense as the answer to a clarification request', () => {
    const d = challenged('ILL-FORMED');
    d.stand('consultee', defend('C1', 'It is clear enough'));

    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('C1 asks for a clarification: answer it with "clarify"');
    expect(d.bucket('P1')).toBe('dismissed');
  });

  it('refuses a clarification nobody asked for', () => {
    const d = challenged('SKEPTICAL');
    d.stand('consultee', { type: 'clarify', point: 'P1', claim: 'Redis, restated' });

    expect(d.point('P1').claim).toBe('Redis is the better fit for sessions');
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('nobody asked to clarify P1');
  });

  it('does not ask a second time when the point was restated by a revision and is still ill-formed', () => {
    const d = challenged('ILL-FORMED');
    d.consultee({ type: 'revise', point: 'P1', claim: 'Redis, for sessions, in general', because: 'you asked' });
    d.orchestrator(assess('P1', 'ILL-FORMED', { objection: 'still vague' }));

    expect(d.bucket('P1')).toBe('dismissed');
  });
});

describe('defenses must reference the challenge they answer', () => {
  it('refuses a defense without a challenge id in standard mode, with the reason in the next prompt', () => {
    const d = challenged('SKEPTICAL', { mode: 'standard' });
    d.stand('consultee', { type: 'defend', point: 'P1', argument: 'Redis persists sessions' });

    expect(d.challenge('C1').defenses).toEqual([]);
    expect(section(d.promptOf('consultee'), 'Since your last answer')).toContain('a defense must cite the challenge id it answers');
  });

  it('drops the challenge with a reminder the first time a defense comes unreferenced', () => {
    const d = challenged('SKEPTICAL');
    d.stand('consultee', { type: 'defend', point: 'P1', argument: 'Redis persists sessions' });

    expect(d.challenge('C1').status).toBe('dropped');
    expect(section(d.promptOf('consultee'), 'Since your last answer')).toContain('Reminder: C1');
  });

  it('leaves the challenge undefended and Dismisses the point the second time a defense comes unreferenced', () => {
    const d = challenged('SKEPTICAL');
    d.stand('consultee', { type: 'defend', point: 'P1', argument: 'Redis persists sessions' });
    d.stand('consultee', { type: 'defend', point: 'P1', argument: 'Redis persists sessions, really' });

    expect(d.challenge('C1').status).toBe('undefended');
    expect(d.bucket('P1')).toBe('dismissed');
  });

  it('sends back an answer whose defense names nothing, saying what the defense lacks, before anything counts', () => {
    const d = challenged('SKEPTICAL');
    d.consultee({ type: 'defend', argument: 'Redis persists sessions' }, value('Redis has richer data types'));

    expect(d.state.pointOrder).not.toContain('P2');
    expect(d.challenge('C1').status).toBe('open');
    expect(d.promptOf('consultee')).toMatch(
      /## Your last answer could not be used\n1 of the 2 moves[^\n]*\nSend the whole answer again[^\n]*\n- moves\[0\] \(defend\): a defense names the challenge it answers/,
    );
  });

  it('never counts a defense that still cannot be read after the retry as a missed defense: the challenge stays open', () => {
    const d = challenged('REJECT');
    d.stand('consultee', { type: 'defend', challenge: 'C1' }, value('Redis has richer data types'));

    expect(d.state.pointOrder).toContain('P2');
    expect(d.challenge('C1').status).toBe('open');
    expect(d.bucket('P1')).toBeUndefined();
    d.orchestrator(assess('P2', 'AGREE'));
    expect(section(d.promptOf('consultee'), 'Since your last answer')).toContain('Your answer to C1 could not be read');
  });

  it('does not count a defense citing the wrong challenge id for the right one', () => {
    const d = challenged('SKEPTICAL');
    d.stand('consultee', defend('C9', 'Redis persists sessions'));

    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('C9 does not exist');
    expect(d.challenge('C1').status).toBe('dropped');
  });
});

describe('quick mode keeps challenge ids out of the prompts', () => {
  it('lets the consultee defend by naming the point', () => {
    const d = challenged('SKEPTICAL', { mode: 'quick' });
    d.consultee({ type: 'defend', point: 'P1', argument: 'Redis persists sessions' });

    expect(d.challenge('C1').status).toBe('answered');
    expect(d.challenge('C1').defenses[0]?.argument).toBe('Redis persists sessions');
  });

  it("shows no challenge id in the consultee's prompt", () => {
    const d = challenged('SKEPTICAL', { mode: 'quick' });

    const prompt = d.promptOf('consultee');
    expect(prompt).toContain('Objection to P1');
    expect(prompt).not.toMatch(CHALLENGE_ID);
  });

  it("shows no challenge id in the orchestrator's prompt", () => {
    const d = challenged('SKEPTICAL', { mode: 'quick' });
    d.consultee({ type: 'defend', point: 'P1', argument: 'Redis persists sessions' });

    const prompt = d.promptOf('orchestrator');
    expect(section(prompt, 'Defenses waiting for your ruling')).toContain('Objection to P1');
    expect(prompt).not.toMatch(CHALLENGE_ID);
  });

  it('lets the orchestrator rule on a defense by naming the point', () => {
    const d = challenged('SKEPTICAL', { mode: 'quick' });
    d.consultee({ type: 'defend', point: 'P1', argument: 'Redis persists sessions' });
    d.orchestrator({ type: 'rule', point: 'P1', ruling: 'accepted', reason: 'persistence settles it' });

    expect(d.challenge('C1').status).toBe('defended');
    expect(d.bucket('P1')).toBe('agreed');
  });
});

describe('concession', () => {
  it('Dismisses the point on an explicit concession of its challenge', () => {
    const d = challenged('SKEPTICAL');
    d.consultee({ type: 'concede', challenge: 'C1', reason: 'restarts would lose sessions' });

    expect(d.challenge('C1').status).toBe('conceded');
    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.point('P1').reason).toContain('conceded');
  });

  it('Dismisses an own point the consultee withdraws without a challenge', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'), value('Memcached is simpler'));
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'AGREE'));
    d.consultee({ type: 'concede', point: 'P2', reason: 'on reflection it is not simpler' });

    expect(d.bucket('P2')).toBe('dismissed');
  });
});

describe('an accepted defense: defended, then the evidence gate', () => {
  it('marks the challenge defended and puts a value point in Agreed', () => {
    const d = challenged('SKEPTICAL');
    d.consultee(defend('C1', 'Redis persists sessions across restarts'));
    d.orchestrator(rule('C1', 'accepted', 'persistence settles it'));

    expect(d.challenge('C1').status).toBe('defended');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('stops an empirical point without verified evidence at the evidence gate', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(empirical('Redis answers in under a millisecond'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee(defend('C1', 'Every benchmark says so'));
    d.orchestrator(rule('C1', 'accepted', 'plausible'));

    expect(d.challenge('C1').status).toBe('defended');
    expect(d.point('P1').status).toBe('awaiting-evidence');
    expect(d.notices.find((n) => n.type === 'evidence.gate')?.item).toBe('P1');
  });

  it('lets an empirical point through the gate once the citation its defense gave checks out', () => {
    const d = new Debate({ mode: 'minimal', workdir: '/tmp/agon-challenges' });
    d.consultee(empirical('The session TTL is one hour'));
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'where is that configured?' }));
    d.consultee(defend('C1', 'It is in the cache module', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }));
    d.check('E1', 'match');
    d.orchestrator(rule('C1', 'accepted', 'the citation shows it'));

    expect(d.challenge('C1').status).toBe('defended');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('no longer accepts a defense once the point is Dismissed', () => {
    const d = challenged('SKEPTICAL');
    d.silence('consultee');
    d.silence('consultee');
    expect(d.bucket('P1')).toBe('dismissed');
    d.consultee(defend('C1', 'late, but Redis persists sessions'));

    expect(d.challenge('C1').status).toBe('undefended');
    expect(d.bucket('P1')).toBe('dismissed');
  });
});
