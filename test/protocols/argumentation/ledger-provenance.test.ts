// Mechanic 1: the ledger is append-only and every entry carries a provenance tag
// (user, verified, unverified, revision) that decides its epistemic weight.
import { describe, expect, it } from 'vitest';
import { assess, Debate, defend, empirical, rule, textual, value, section } from '../../helpers/debate.js';

const AUTHORITATIVE = 'From the person and verified sources (authoritative)';

/** A round-1 empirical point with a textual citation the runner has checked and found to match. */
function withVerifiedCitation(config: Record<string, unknown> = {}): Debate {
  const d = new Debate({ mode: 'minimal', workdir: '/tmp/agon-ledger', ...config });
  d.consultee(empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }));
  d.check('E1', 'match');
  return d;
}

describe('the ledger is append-only', () => {
  it('keeps every earlier entry unchanged while points are revised, clarified, verified and constrained', () => {
    const d = new Debate({ mode: 'minimal', workdir: '/tmp/agon-ledger' });
    d.human('constrain', { text: 'Sessions must survive a restart', reason: 'ops requirement' });
    d.consultee(
      value('Redis is the better fit'),
      empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }),
      value('Use whatever'),
    );
    const afterRaise = structuredClone(d.state.ledger);
    d.check('E1', 'match');
    d.orchestrator(assess('P1', 'SKEPTICAL'), assess('P2', 'AGREE'), assess('P3', 'ILL-FORMED'));
    const afterEvaluate = structuredClone(d.state.ledger);
    d.consultee(
      { type: 'revise', point: 'P1', claim: 'Redis fits if persistence is on', because: 'the objection about restarts holds' },
      { type: 'clarify', point: 'P3', claim: 'Use a cache with built-in eviction' },
    );
    d.human('constrain', { text: 'Budget is fixed', reason: 'finance' });

    const ledger = d.state.ledger;
    expect(ledger.slice(0, afterRaise.length)).toEqual(afterRaise);
    expect(ledger.slice(0, afterEvaluate.length)).toEqual(afterEvaluate);
    expect(ledger.length).toBeGreaterThan(afterEvaluate.length);
    expect(new Set(ledger.map((e) => e.id)).size).toBe(ledger.length);
  });

  it('keeps the superseded wording of a revised point in the ledger', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee({ type: 'revise', point: 'P1', claim: 'Redis fits if persistence is on', because: 'restarts matter' });

    const original = d.state.ledger.find((e) => e.item === 'P1' && e.kind === 'point')!;
    expect(original.text).toBe('Redis is the better fit');
    const revision = d.state.ledger.find((e) => e.kind === 'revision' && e.item === 'P1')!;
    expect(revision.supersedes).toBe(original.id);
  });
});

describe('provenance: user', () => {
  it('records a constraint from the person as a user entry', () => {
    const d = new Debate();
    d.human('constrain', { text: 'Sessions must survive a restart', reason: 'ops requirement' });

    const entry = d.state.ledger.at(-1)!;
    expect(entry).toMatchObject({ provenance: 'user', kind: 'constraint', text: 'Sessions must survive a restart' });
    expect(entry.seat).toBeUndefined();
  });

  it('shows a user constraint to both seats as authoritative', () => {
    const d = new Debate({ mode: 'minimal' });
    d.human('constrain', { text: 'Sessions must survive a restart', reason: 'ops requirement' });
    expect(section(d.promptOf('consultee'), AUTHORITATIVE)).toContain('[user]: Sessions must survive a restart');
    d.consultee(value('Redis is the better fit'));
    expect(section(d.promptOf('orchestrator'), AUTHORITATIVE)).toContain('[user]: Sessions must survive a restart');
  });

  it('refuses a consultee point that rebuts a user constraint, with the reason in its next prompt', () => {
    const d = new Debate({ mode: 'minimal' });
    d.human('constrain', { text: 'Sessions must survive a restart', reason: 'ops requirement' });
    const constraint = d.state.ledger[0]!.id;
    d.consultee(value('Restarts are rare enough to lose sessions', { rebuts: constraint }), value('Redis is the better fit'));

    expect(d.state.pointOrder).toHaveLength(1);
    expect(d.point('P1').claim).toBe('Redis is the better fit');
    d.orchestrator(assess('P1', 'AGREE'));
    expect(d.promptOf('consultee')).toMatch(new RegExp(`${constraint} is a user constraint: it is authoritative and cannot be rebutted`));
  });

  it('refuses a revision that tries to supersede a user constraint', () => {
    const d = new Debate({ mode: 'minimal' });
    d.human('constrain', { text: 'Sessions must survive a restart', reason: 'ops requirement' });
    const constraint = d.state.ledger[0]!.id;
    d.consultee(
      { type: 'revise', point: constraint, claim: 'Sessions may be lost on restart', because: 'restarts are rare' },
      value('Redis is the better fit'),
    );

    expect(d.noticeTypes()).toContain('move.refused');
    expect(d.state.ledger.some((e) => e.supersedes === constraint)).toBe(false);
    expect(d.state.ledger[0]).toMatchObject({ provenance: 'user', text: 'Sessions must survive a restart' });
    d.orchestrator(assess('P1', 'AGREE'));
    expect(d.promptOf('consultee')).toContain(`${constraint} is a user constraint and cannot be superseded`);
  });

  it("records the person's attestation of evidence as a user entry", () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(empirical('Redis answers in under a millisecond'));
    d.human('attest', { item: 'P1', value: 'execution', text: 'redis-benchmark: p99 0.4 ms', reason: 'I ran it' });

    expect(d.state.ledger.at(-1)).toMatchObject({
      provenance: 'user',
      kind: 'attestation',
      item: 'P1',
      text: 'redis-benchmark: p99 0.4 ms',
    });
  });
});

describe('provenance: verified', () => {
  it('adds a verified entry carrying the checked path:line reference when a citation matches', () => {
    const d = withVerifiedCitation();

    const verified = d.state.ledger.filter((e) => e.provenance === 'verified');
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatchObject({ kind: 'citation', ref: 'src/cache.ts:3', text: 'const ttl = 3600;', item: 'P1' });
  });

  it('adds no verified entry for a citation that has not been checked yet', () => {
    const d = new Debate({ mode: 'minimal', workdir: '/tmp/agon-ledger' });
    d.consultee(empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }));

    expect(d.plan().kind).toBe('check');
    expect(d.state.ledger.some((e) => e.provenance === 'verified')).toBe(false);
  });

  it('adds no verified entry for a citation whose check reports a mismatch', () => {
    const d = new Debate({ mode: 'minimal', workdir: '/tmp/agon-ledger' });
    d.consultee(empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }));
    d.check('E1', 'mismatch', 'line 3 reads "const ttl = 60;"');

    expect(d.state.ledger.some((e) => e.provenance === 'verified')).toBe(false);
  });

  it('adds no verified entry for a citation when no workdir is attached to check it', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }));
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.ledger.some((e) => e.provenance === 'verified')).toBe(false);
  });

  it('refuses an unverified consultee point that rebuts a verified citation', () => {
    const d = withVerifiedCitation();
    d.orchestrator(assess('P1', 'AGREE'));
    const citation = d.state.ledger.find((e) => e.provenance === 'verified')!.id;
    d.consultee(value('That line is dead code', { rebuts: citation }));

    expect(d.state.pointOrder).toEqual(['P1']);
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain(
      `${citation} is a verified citation: an unverified claim cannot rebut it`,
    );
  });

  it('refuses a revision that tries to supersede a verified citation', () => {
    const d = withVerifiedCitation();
    d.orchestrator(assess('P1', 'AGREE'));
    const citation = d.state.ledger.find((e) => e.provenance === 'verified')!.id;
    d.consultee({ type: 'revise', point: citation, claim: 'const ttl = 60;', because: 'I misread it' });

    expect(d.state.ledger.some((e) => e.supersedes === citation)).toBe(false);
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain(`${citation} is verified and cannot be superseded`);
  });
});

describe('provenance: unverified', () => {
  it("records a consultee's point as unverified, tagged with the consultee seat", () => {
    const d = new Debate();
    d.consultee(value('Redis is the better fit'));

    expect(d.state.ledger.at(-1)).toMatchObject({ provenance: 'unverified', seat: 'consultee', kind: 'point', item: 'P1' });
  });

  it("records the orchestrator's opening position as unverified, tagged with the orchestrator seat", () => {
    const d = new Debate({ framing: 'critique', question: 'Critique this design: sessions in Memcached' });
    d.answer('orchestrator', { position: 'Sessions live in Memcached with a one-hour TTL' });

    expect(d.state.ledger.at(-1)).toMatchObject({
      provenance: 'unverified',
      seat: 'orchestrator',
      kind: 'position',
      text: 'Sessions live in Memcached with a one-hour TTL',
    });
  });

  it("records a consultee's defense as unverified, tagged with the consultee seat", () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee(defend('C1', 'Redis persists sessions across restarts'));

    expect(d.state.ledger.at(-1)).toMatchObject({
      provenance: 'unverified',
      seat: 'consultee',
      kind: 'defense',
      text: 'Redis persists sessions across restarts',
      item: 'P1',
    });
  });

  it('cannot carry an empirical point to Agreed: an accepted defense backed by unverified claims leaves it short', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(empirical('Redis answers in under a millisecond', { evidence: [{ type: 'claim', detail: 'well known' }] }));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee(defend('C1', 'Every benchmark shows it', { evidence: [{ type: 'claim', detail: 'trust me' }] }));
    d.orchestrator(rule('C1', 'accepted', 'convincing'));

    expect(d.challenge('C1').status).toBe('defended');
    expect(d.point('P1').status).toBe('awaiting-evidence');
    expect(d.bucket('P1')).toBeUndefined();
  });

  it('are never shown to the seats as authoritative', () => {
    const d = new Debate({ mode: 'minimal', framing: 'critique', question: 'Critique this design: sessions in Memcached' });
    d.human('constrain', { text: 'Sessions must survive a restart', reason: 'ops requirement' });
    d.answer('orchestrator', { position: 'Sessions live in Memcached' });
    d.consultee(value('Memcached loses sessions on restart'));

    const prompt = d.promptOf('orchestrator');
    const authoritative = section(prompt, AUTHORITATIVE);
    expect(authoritative).toContain('Sessions must survive a restart');
    expect(authoritative).not.toContain('Sessions live in Memcached');
    expect(authoritative).not.toContain('Memcached loses sessions on restart');
    expect(prompt).toContain('Memcached loses sessions on restart');
  });

  it('never serve as arbitration constraints: the arbiter sees only user and verified entries as authoritative', () => {
    const d = withVerifiedCitation({ mode: 'standard', highStakes: true, maxRounds: 1 });
    d.human('constrain', { text: 'Sessions must survive a restart', reason: 'ops requirement' });
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.done).toBeDefined();
    const authoritative = section(d.promptOf('arbiter'), AUTHORITATIVE);
    expect(authoritative).toContain('[user]: Sessions must survive a restart');
    expect(authoritative).toContain('[verified src/cache.ts:3]: const ttl = 3600;');
    expect(authoritative).not.toContain('The session TTL is one hour');
    const unverified = d.state.ledger.filter((e) => e.provenance === 'unverified');
    expect(unverified.length).toBeGreaterThan(0);
    for (const entry of unverified) expect(authoritative).not.toContain(entry.id);
  });
});

describe('provenance: revision', () => {
  it("records a consultee's revision as a revision entry with its justification, tagged with the seat", () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee({ type: 'revise', point: 'P1', claim: 'Redis fits if persistence is on', because: 'restarts would drop sessions' });

    const revision = d.state.ledger.at(-1)!;
    expect(revision).toMatchObject({ provenance: 'revision', seat: 'consultee', kind: 'revision', item: 'P1' });
    expect(revision.text).toContain('Redis is the better fit');
    expect(revision.text).toContain('Redis fits if persistence is on');
    expect(revision.text).toContain('because restarts would drop sessions');
  });

  it("records the orchestrator's change of verdict as a revision entry with its justification", () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'), value('Memcached is simpler'));
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'AGREE'));
    d.consultee(value('Redis also offers pub/sub'));
    d.orchestrator(
      assess('P3', 'AGREE'),
      assess('P1', 'SKEPTICAL', { revision: 'Revising from AGREE to SKEPTICAL because restarts were not considered' }),
    );

    const revision = d.state.ledger.filter((e) => e.provenance === 'revision').at(-1)!;
    expect(revision).toMatchObject({ seat: 'orchestrator', item: 'P1' });
    expect(revision.text).toBe('Revising from AGREE to SKEPTICAL because restarts were not considered');
  });
});
