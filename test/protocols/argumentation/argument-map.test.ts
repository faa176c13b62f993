// The argument map: the debate as a bipolar framework, each item's grounded label and score in the
// view, and a flag where the procedural bucket and the formal status disagree.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import type { ArgumentMapView } from '../../../src/protocols/types.js';
import { QUESTION, SCRIPT } from '../../fixtures/debates/redis-memcached.js';
import { assess, Debate, defend, empirical, rule, textual, value } from '../../helpers/debate.js';

const mapOf = (d: Debate): ArgumentMapView => argumentation.view(d.state).argumentMap!;
const node = (d: Debate, id: string) => mapOf(d).nodes.find((n) => n.id === id);
const edges = (d: Debate) => mapOf(d).edges.map((e) => `${e.from} ${e.relation} ${e.to}`);
const fact = (d: Debate, item: string, label: string) =>
  argumentation.view(d.state).details[item]!.facts.find((f) => f.label === label)?.value;

/** Round 2: P1 agreed; P2 under SKEPTICAL C1, defended, and the defense accepted (P2 Agreed). */
function defended(): Debate {
  const d = new Debate({ mode: 'minimal' });
  d.consultee(
    value('Redis is the better fit'),
    value('Sessions must survive a restart', { evidence: [{ type: 'claim', detail: 'ops said so' }] }),
  );
  d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'SKEPTICAL', { objection: 'do they?' }));
  d.consultee(defend('C1', 'logins are expensive for us'));
  d.orchestrator(rule('C1', 'accepted', 'fair'));
  return d;
}

/** Standard mode, round 3: P1 Agreed; the stress test's P2 rebuts it and is Agreed, reopening P1 under C1. */
function rebutted(): Debate {
  const d = new Debate({ mode: 'standard' });
  d.consultee(value('Redis is the better fit'));
  d.orchestrator(assess('P1', 'AGREE'));
  d.silence('consultee');
  d.consultee(value('Redis needs more memory than the sessions justify', { rebuts: 'P1' }));
  d.orchestrator(assess('P2', 'AGREE'));
  return d;
}

describe('the mapping', () => {
  it('makes points, challenges, accepted defenses and evidence arguments: a challenge attacks its point, the defense the challenge, evidence supports', () => {
    const d = defended();
    expect(mapOf(d).nodes.map((n) => `${n.id}:${n.kind}`)).toEqual([
      'P1:point',
      'P2:point',
      'C1:challenge',
      'C1.d1:defense',
      'E1:evidence',
    ]);
    expect(edges(d)).toEqual(['C1 undercut P2', 'C1.d1 rebut C1', 'E1 support P2']);
  });

  it('labels an accepted defense IN, its challenge OUT and the defended point IN', () => {
    const d = defended();
    expect(['P2', 'C1', 'C1.d1'].map((id) => node(d, id)!.formal.label)).toEqual(['IN', 'OUT', 'IN']);
  });

  it('lets a challenge stand until a defense of it is accepted', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'REJECT', { objection: 'Memcached is simpler' }));
    d.consultee(defend('C1', 'simplicity is not the criterion'));
    expect(edges(d)).toEqual(['C1 rebut P1']);
    expect([node(d, 'P1')!.formal.label, node(d, 'C1')!.formal.label]).toEqual(['OUT', 'IN']);
  });

  it('makes a user constraint an unattackable argument scored 1, supporting the point that extends it', () => {
    const d = new Debate({ mode: 'minimal' });
    d.human('constrain', { text: 'Sessions must survive a deploy' });
    d.consultee(value('Redis persistence covers deploys', { extends: 'L1' }));
    expect(node(d, 'L1')).toMatchObject({ kind: 'constraint', unattackable: true, formal: { label: 'IN', score: 1 } });
    expect(edges(d)).toEqual(['L1 support P1']);
    expect(node(d, 'P1')!.formal.score).toBeCloseTo(0.7, 12);
  });

  it('carries a rebuttal by the challenge the engine raised for it, supported by the rebutting point', () => {
    const before = new Debate({ mode: 'standard' });
    before.consultee(value('Redis is the better fit'));
    before.orchestrator(assess('P1', 'AGREE'));
    before.silence('consultee');
    before.consultee(value('Redis needs more memory than the sessions justify', { rebuts: 'P1' }));
    expect(edges(before)).toEqual(['P2 rebut P1']);
    expect(edges(rebutted())).toEqual(['C1 undercut P1', 'P2 support C1']);
  });

  it('leaves out points out of scope, ill-formed or withdrawn, and evidence whose citation failed, saying why', () => {
    const d = new Debate({ mode: 'minimal', workdir: '/srv/app' });
    d.consultee(
      value('Our coffee machine is slow'),
      value('Caches are whatever'),
      value('Redis is the better fit'),
      empirical('The TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }),
    );
    d.check('E1', 'mismatch', 'line 3 holds something else');
    d.orchestrator(
      assess('P1', 'AGREE', { scope: 'out' }),
      assess('P2', 'ILL-FORMED', { objection: 'what?' }),
      assess('P3', 'AGREE'),
      assess('P4', 'AGREE'),
    );
    d.consultee({ type: 'concede', point: 'P3', reason: 'on reflection, no' }, { type: 'concede', challenge: 'C1' });
    expect(mapOf(d).omitted).toEqual([
      { id: 'P1', reason: 'out of scope: not weighed' },
      { id: 'P2', reason: 'ill-formed: not a claim that can be weighed' },
      { id: 'P3', reason: 'withdrawn by the consultee' },
      { id: 'C1', reason: 'P2 is not in the argument map' },
      { id: 'E1', reason: 'the cited lines do not hold the quote' },
    ]);
    expect(fact(d, 'P3', 'formal status')).toBe('not an argument in the map: withdrawn by the consultee');
  });
});

describe('the formal status in the view', () => {
  it('gives every ledger row of a point, and every open challenge, its label and score', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'for what load?' }));
    const view = argumentation.view(d.state);
    expect(view.record.rows.find((r) => r.item === 'P1')!.formal).toEqual({ label: 'OUT', score: 0.3 });
    expect(view.open.rows[0]!.formal).toEqual({ label: 'IN', score: 0.5 });
  });

  it('puts the label, the score, the attackers and the supporters among the detail facts', () => {
    const d = defended();
    // C1 = 0.5 − 0.3·0.5 (its defense) = 0.35; P2 = 0.5 − 0.4·0.35 + 0.2·0.5 (E1) = 0.46
    expect(fact(d, 'P2', 'formal status')).toBe('IN (grounded) · score 0.46');
    expect(fact(d, 'P2', 'attacked by')).toBe('C1 (OUT)');
    expect(fact(d, 'P2', 'supported by')).toBe('E1 (IN)');
    expect(fact(d, 'C1', 'attacked by')).toBe('C1.d1 (IN)');
  });

  it('shows the same map for the same state without computing it again', () => {
    const d = defended();
    expect(argumentation.view(d.state).argumentMap).toBe(argumentation.view(d.state).argumentMap);
  });
});

describe('disagreements between the bucket and the formal status', () => {
  it('flags a point Agreed but formally OUT: the person agrees P1 again while the agreed rebuttal P2 stands', () => {
    const d = rebutted();
    d.human('reclassify', { item: 'P1', value: 'AGREE', reason: 'memory is cheap' });
    const view = argumentation.view(d.state);
    const row = view.record.rows.find((r) => r.item === 'P1')!;
    expect(d.bucket('P1')).toBe('agreed');
    expect(row.formal).toMatchObject({ label: 'OUT', disagrees: 'Agreed, but formally OUT: P2 stands against it' });
    expect(row.flags).toContain('formal');
    expect(view.flags).toContainEqual({ text: 'P1: Agreed, but formally OUT: P2 stands against it', level: 'info' });
    expect(fact(d, 'P1', 'formal disagreement')).toBe('Agreed, but formally OUT: P2 stands against it');
  });

  it('flags a point Dismissed but formally IN once the point behind the challenge it conceded to falls', () => {
    const d = rebutted();
    d.consultee({ type: 'concede', challenge: 'C1', reason: 'fair' });
    expect(node(d, 'P1')!.formal).toEqual({ label: 'OUT', score: expect.any(Number) });
    d.human('reclassify', { item: 'P2', value: 'REJECT', text: 'measured: 2 GB is nothing', reason: 'I measured it' });
    d.consultee({ type: 'concede', challenge: 'C2' });
    expect([d.bucket('P1'), d.bucket('P2')]).toEqual(['dismissed', 'dismissed']);
    expect(node(d, 'P1')!.formal).toMatchObject({
      label: 'IN',
      disagrees: 'Dismissed, but formally IN: its attackers (C1) are all defeated',
    });
  });

  it('does not flag a point the person placed in a bucket', () => {
    const d = rebutted();
    d.human('move', { item: 'P1', value: 'agreed', reason: 'memory is cheap' });
    expect(node(d, 'P1')!.formal.label).toBe('OUT');
    expect(node(d, 'P1')!.formal.disagrees).toBeUndefined();
  });

  it('finds no disagreement in the scripted eight-round debate, whose buckets the formal labels confirm', () => {
    const d = new Debate({ question: QUESTION, workdir: '/srv/project', highStakes: true, seats: { arbiter: { kind: 'script' } } });
    const queues = Object.fromEntries(Object.entries(SCRIPT).map(([seat, answers]) => [seat, [...answers]]));
    for (let plan = d.plan(); plan.kind !== 'done'; plan = d.plan()) {
      if (plan.kind === 'check')
        plan.citations.forEach((c) => {
          d.check(c.evidence, 'match');
        });
      else if (plan.kind === 'ask')
        plan.requests.forEach((r) => {
          d.answer(r.seat, queues[r.seat]!.shift()!);
        });
      else throw new Error(`unexpected ${plan.kind}`);
    }
    const points = mapOf(d).nodes.filter((n) => n.kind === 'point');
    expect(points.map((n) => `${n.id} ${n.status} ${n.formal.label}`)).toEqual([
      'P1 agreed IN',
      'P2 agreed IN',
      'P3 dismissed OUT',
      'P5 dismissed OUT',
      'P6 unresolved OUT',
      'P7 agreed IN',
    ]);
    expect(points.filter((n) => n.formal.disagrees)).toEqual([]);
    expect(mapOf(d).method).toMatchObject({ converged: true });
  });
});
