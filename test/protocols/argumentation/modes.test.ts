// Mechanic 9 — modes: standard (everything), minimal (no arbitration, no stress test; phases,
// ledger and challenge tracking kept), quick (two rounds at most, challenge ids kept internal).
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import type { Prompt } from '../../../src/protocols/types.js';
import { assess, Debate, value } from '../../helpers/debate.js';

function promptObject(d: Debate, seat: string): Prompt | undefined {
  const plan = d.plan();
  return plan.kind === 'ask' ? plan.requests.find((r) => r.seat === seat)?.prompt : undefined;
}

/** Round 1 in the given mode: the consultee raises P1, the orchestrator is sceptical (C1). */
function disputed(mode: string, config: Record<string, unknown> = {}): Debate {
  const d = new Debate({ mode, ...config });
  d.consultee(value('Redis suits a session cache because it can persist sessions'));
  d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'persistence is not needed for a cache' }));
  return d;
}

describe('standard mode', () => {
  it('standard mode runs the stress test before converging: a quiet round 2 makes round 3 an extended CONSTRUCTIVE attack on the agreed points', () => {
    const d = new Debate({ seats: { arbiter: { kind: 'codex' } } });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    expect(d.state.done).toBeUndefined();
    expect(d.state.n).toBe(3);
    expect(d.state.phase).toBe('CONSTRUCTIVE');
    expect(d.noticeTypes()).toEqual(expect.arrayContaining(['stress.scheduled', 'phase.extended']));
    expect(d.promptOf('consultee')).toMatch(/## Stress test \(this round\)\nAttack the strongest agreed points: P1/);
    d.silence('consultee');
    expect(d.state.done?.reason).toBe('converged');
  });

  it('standard mode arbitrates when a trigger holds', () => {
    const d = new Debate({ highStakes: true, seats: { arbiter: { kind: 'codex' } } });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE', { scope: 'out' }));
    d.silence('consultee');
    expect(d.state.done).toBeDefined();
    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'arbiter' }] });
  });
});

describe('minimal mode', () => {
  it('minimal mode never arbitrates, even when the session is high-stakes and the agreement unanimous', () => {
    const d = new Debate({ mode: 'minimal', highStakes: true, seats: { arbiter: { kind: 'codex' } } });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    expect(d.state.done?.reason).toBe('converged');
    expect(d.noticeTypes()).not.toContain('arbitration.triggered');
    expect(d.plan().kind).toBe('done');
  });

  it('minimal mode refuses the person a request for arbitration', () => {
    const d = new Debate({ mode: 'minimal' });
    expect(argumentation.humanActions(d.state).map((a) => a.kind)).not.toContain('arbitrate');
    const notices = d.human('arbitrate', { reason: 'please check' });
    expect(notices.map((n) => n.type)).toEqual(['action.refused']);
    expect(d.state.pending.map((t) => t.seat)).toEqual(['consultee']);
  });

  it('minimal mode runs no stress test: a quiet round 2 converges at once', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    expect(d.promptOf('consultee')).not.toContain('Stress test');
    d.silence('consultee');
    expect(d.state.done).toMatchObject({ reason: 'converged', round: 2 });
    expect(d.noticeTypes()).not.toContain('stress.scheduled');
    expect((argumentation.outcome(d.state).json as { flags: string[] }).flags).not.toContain('the stress test did not run');
  });

  it('minimal mode keeps the phases: round 3 is DEVELOPMENT and refuses a new unrelated point', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee(value('Sessions should expire after 30 minutes'));
    d.orchestrator(assess('P2', 'AGREE'));
    expect(d.state.phase).toBe('DEVELOPMENT');
    expect(d.promptOf('consultee')).toContain('Round 3 of 8: DEVELOPMENT');
    d.consultee(value('Use Kubernetes'), value('Redis Sentinel gives it failover', { extends: 'P1' }));
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('DEVELOPMENT admits no new points');
    expect(d.state.pointOrder).toEqual(['P1', 'P2', 'P3']);
    expect(d.point('P3').extends).toBe('P1');
  });

  it('minimal mode keeps the ledger with provenance tags', () => {
    const d = new Debate({ mode: 'minimal' });
    d.human('constrain', { text: 'Sessions must survive a deploy' });
    d.consultee(value('Redis suits a session cache'));
    const tags = argumentation.view(d.state).record.rows.map((r) => [r.badge, r.seat, r.text]);
    expect(tags).toEqual([
      ['user', 'human', 'Sessions must survive a deploy'],
      ['unverified', 'consultee', 'Redis suits a session cache'],
    ]);
  });

  it('minimal mode keeps challenge tracking: the challenge has an id, a first miss is reminded, a second dismisses the point', () => {
    const d = disputed('minimal');
    expect(d.promptOf('consultee')).toMatch(/- C1 on P1 \(SKEPTICAL/);
    d.silence('consultee');
    expect(d.challenge('C1').status).toBe('dropped');
    expect(d.promptOf('consultee')).toContain('Reminder: C1 (SKEPTICAL on P1) went unanswered');
    d.silence('consultee');
    expect(d.challenge('C1').status).toBe('undefended');
    expect(d.bucket('P1')).toBe('dismissed');
  });
});

describe('quick mode', () => {
  it('quick mode caps the debate at two rounds whatever bound is configured', () => {
    const d = disputed('quick', { maxRounds: 8 });
    expect(d.state.maxRounds).toBe(2);
    expect(d.promptOf('consultee')).toContain('Round 2 of 2');
    d.consultee({ type: 'defend', point: 'P1', argument: 'sessions are costly to rebuild' });
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'still not convinced' }));
    expect(d.state.done).toMatchObject({ reason: 'bound', round: 2 });
    expect(d.state.n).toBe(2);
  });

  it('quick mode converges after two quiet rounds without a stress test', () => {
    const d = new Debate({ mode: 'quick' });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    expect(d.state.done).toMatchObject({ reason: 'converged', round: 2 });
    expect(d.noticeTypes()).not.toContain('stress.scheduled');
  });

  it('quick mode keeps challenge ids internal: the consultee is shown "Objection to P1", never "C1"', () => {
    const d = disputed('quick');
    expect(d.state.challengeOrder).toEqual(['C1']);
    const prompt = d.promptOf('consultee');
    expect(prompt).toContain('Objection to P1');
    expect(prompt).not.toMatch(/\bC\d+\b/);
  });

  it('quick mode asks the consultee to defend by point', () => {
    const prompt = disputed('quick').promptOf('consultee');
    expect(prompt).toContain('{"type": "defend", "point": "<id of the challenged point>"');
    expect(prompt).not.toContain('"challenge"');
  });

  it('in quick mode a defense naming only the point answers the objection to it', () => {
    const d = disputed('quick');
    d.consultee({ type: 'defend', point: 'P1', argument: 'sessions are costly to rebuild' });
    expect(d.challenge('C1').status).toBe('answered');
    expect(d.noticeTypes()).not.toContain('move.refused');
  });

  it('outside quick mode a defense naming only the point is refused: it must cite the challenge id', () => {
    const d = disputed('standard');
    d.stand('consultee', { type: 'defend', point: 'P1', argument: 'sessions are costly to rebuild' });
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('must cite the challenge id');
  });

  it('quick mode keeps challenge ids internal in the orchestrator prompt too: the defense to rule on is shown by its point', () => {
    const d = disputed('quick');
    d.consultee({ type: 'defend', point: 'P1', argument: 'sessions are costly to rebuild' });
    const prompt = d.promptOf('orchestrator');
    expect(prompt).toContain('Objection to P1');
    expect(prompt).not.toMatch(/\bC\d+\b/);
  });

  it('in quick mode the orchestrator rules on a defense by naming the point', () => {
    const d = disputed('quick');
    d.consultee({ type: 'defend', point: 'P1', argument: 'sessions are costly to rebuild' });
    d.orchestrator({ type: 'rule', point: 'P1', ruling: 'accepted', reason: 'a fair point' });
    expect(d.noticeTypes()).not.toContain('turn.failed');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it("quick mode keeps challenge ids internal when the agents are told of the person's ruling", () => {
    const d = disputed('quick');
    d.consultee({ type: 'defend', point: 'P1', argument: 'sessions are costly to rebuild' });
    d.human('rule', { item: 'C1', value: 'accepted', reason: 'rebuilding is costly here' });
    const told = d
      .promptOf('orchestrator')
      .split('\n')
      .find((l) => l.startsWith('- The person:'));
    expect(told).toContain('rebuilding is costly here');
    expect(told).not.toMatch(/\bC\d+\b/);
  });

  it("quick mode shows a point's status without the id of the challenge that decided it", () => {
    const d = disputed('quick');
    d.consultee({ type: 'defend', point: 'P1', argument: 'sessions are costly to rebuild' });
    d.human('rule', { item: 'C1', value: 'accepted', reason: 'convincing' });
    const line = d
      .promptOf('orchestrator')
      .split('\n')
      .find((l) => l.startsWith('- P1 ['));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/\bC\d+\b/);
  });

  it('quick mode sends full prompts only, never a delta', () => {
    const d = disputed('quick');
    const prompt = promptObject(d, 'consultee');
    expect(prompt?.full).toBeTruthy();
    expect(prompt?.delta).toBeUndefined();
  });

  it("standard mode sends a delta from a seat's second turn on", () => {
    const d = disputed('standard');
    expect(promptObject(d, 'consultee')?.delta).toBeTruthy();
  });
});
