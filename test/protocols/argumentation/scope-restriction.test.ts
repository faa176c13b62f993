// Mechanic 3, second half: scope restriction by phase, and how refusals reach the refused seat.
import { describe, expect, it } from 'vitest';
import { assess, Debate, defend, rule, value, section } from '../../helpers/debate.js';
import { crystallization, development } from '../../helpers/rounds.js';

describe('scope restriction in DEVELOPMENT', () => {
  it('refuses a new point that neither extends nor rebuts, and tells the consultee why in its next prompt', () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'), value('Redis keys expire precisely', { extends: 'P1' }));
    d.orchestrator(assess('P3', 'AGREE'));

    expect(d.state.pointOrder).toEqual(['P1', 'P2', 'P3']);
    expect(section(d.promptOf('consultee'), 'Since your last answer')).toContain(
      'DEVELOPMENT admits no new points: extend or rebut an existing point or position instead',
    );
  });

  it('admits an extension of an existing point', () => {
    const d = development();
    d.consultee(value('Redis keys expire precisely', { extends: 'P1' }));

    expect(d.point('P3')).toMatchObject({ extends: 'P1', status: 'pending' });
  });

  it('admits a rebuttal of an existing point', () => {
    const d = development();
    d.consultee(value('Memcached is no simpler once persistence is needed', { rebuts: 'P2' }));

    expect(d.point('P3')).toMatchObject({ rebuts: 'P2' });
  });

  it('admits a defense of an open challenge', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee(defend('C1'));
    d.orchestrator(rule('C1', 'rejected', 'try again'));
    expect(d.state.phase).toBe('DEVELOPMENT');
    d.consultee(defend('C1', 'Redis persists sessions across restarts'));

    expect(d.challenge('C1').status).toBe('answered');
  });
});

describe('scope restriction in CRYSTALLIZATION', () => {
  it('refuses a new point', () => {
    const d = crystallization();
    d.consultee(defend('C1'), value('Use a CDN for static assets'));

    expect(d.state.pointOrder).toHaveLength(5);
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('CRYSTALLIZATION admits only defenses to open challenges');
  });

  it('refuses an extension of an existing point', () => {
    const d = crystallization();
    d.consultee(defend('C1'), value('Redis keys expire precisely', { extends: 'P1' }));

    expect(d.state.pointOrder).toHaveLength(5);
    expect(d.noticeTypes()).toContain('move.refused');
  });

  it('refuses a revision', () => {
    const d = crystallization();
    d.consultee(defend('C1'), { type: 'revise', point: 'P2', claim: 'Something else', because: 'second thoughts' });

    expect(d.point('P2').claim).toBe('Round 2: another consideration');
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('CRYSTALLIZATION admits no revisions');
  });

  it('refuses withdrawing a point that has no open challenge', () => {
    const d = crystallization();
    d.consultee(defend('C1'), { type: 'concede', point: 'P2', reason: 'on reflection' });

    expect(d.bucket('P2')).toBe('agreed');
    expect(d.noticeTypes()).toContain('move.refused');
  });

  it('admits a defense of an open challenge', () => {
    const d = crystallization();
    d.consultee(defend('C1', 'Clustering keeps sessions available during failover'));

    expect(d.challenge('C1').status).toBe('answered');
    expect(d.noticeTypes()).not.toContain('move.refused');
  });

  it('refuses the orchestrator opening a new challenge against a settled point', () => {
    const d = crystallization();
    d.consultee(defend('C1'));
    d.orchestrator(rule('C1', 'accepted', 'fair'), assess('P2', 'REJECT', { objection: 'late doubt' }));

    expect(d.bucket('P2')).toBe('agreed');
    expect(d.state.challengeOrder).toEqual(['C1']);
    expect(d.notices.some((n) => n.type === 'move.refused' && n.seat === 'orchestrator')).toBe(true);
  });
});

describe('illegal moves are recorded, refused with a reason, and the reason reaches that seat', () => {
  it('records the refused move and its reason in the event log', () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'));

    const event = d.events.at(-1)!;
    expect(event.type).toBe('move.accepted');
    expect(event.data.refused).toEqual([
      {
        move: expect.objectContaining({ type: 'point', claim: 'Use a CDN for static assets' }),
        reason: expect.stringContaining('DEVELOPMENT admits no new points'),
      },
    ]);
  });

  it('announces the refusal with its reason', () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'));

    const refusal = d.notices.find((n) => n.type === 'move.refused')!;
    expect(refusal).toMatchObject({ seat: 'consultee' });
    expect(refusal.text).toContain('DEVELOPMENT admits no new points');
  });

  it('applies the legal moves of the same answer', () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'), value('Redis keys expire precisely', { extends: 'P1' }));

    expect(d.state.pointOrder).toEqual(['P1', 'P2', 'P3']);
    expect(d.point('P3').claim).toBe('Redis keys expire precisely');
  });

  it("puts the reason only in the refused seat's next prompt", () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'), value('Redis keys expire precisely', { extends: 'P1' }));

    expect(d.promptOf('orchestrator')).not.toContain('DEVELOPMENT admits no new points: extend');
    d.orchestrator(assess('P3', 'AGREE'));
    expect(d.promptOf('consultee')).toContain('Your point “Use a CDN for static assets” was refused: DEVELOPMENT admits no new points');
  });

  it("puts an orchestrator's refused move in the orchestrator's next prompt", () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'), rule('C7', 'accepted', 'no such challenge'));
    d.consultee(defend('C1'));

    const inbox = section(d.promptOf('orchestrator'), 'Since your last answer');
    expect(inbox).toContain('C7 does not exist');
  });

  it('delivers a refusal once: it is gone after the seat answers again', () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'), value('Redis keys expire precisely', { extends: 'P1' }));
    d.orchestrator(assess('P3', 'AGREE'));
    expect(d.promptOf('consultee')).toContain('DEVELOPMENT admits no new points');
    d.consultee(value('Redis keys can be namespaced', { extends: 'P1' }));
    d.orchestrator(assess('P4', 'AGREE'));

    expect(d.promptOf('consultee')).not.toContain('DEVELOPMENT admits no new points: extend');
  });

  it('refuses an illegal move even when it reaches the engine in a recorded event without parsing', () => {
    const d = development();
    d.record('agent.requested', { seat: 'consultee' });
    d.record('move.accepted', { seat: 'consultee', moves: [value('Use a CDN for static assets')], refused: [] }, 'consultee');

    expect(d.state.pointOrder).toEqual(['P1', 'P2']);
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('DEVELOPMENT admits no new points');
  });
});
