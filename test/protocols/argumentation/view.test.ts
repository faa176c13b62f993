// The view a person reads first: each point once with its bucket, formal status and latest
// challenge, the ledger folded into each point's history, a headline saying where the debate
// stands, the questions left to the person, and the words of the rows explained.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import type { ArgState } from '../../../src/protocols/argumentation/state.js';
import { playDemo } from '../../harness/contract.js';
import { assess, Debate, defend, value } from '../../helpers/debate.js';

const demoEnd = () => playDemo(argumentation).walk.state as ArgState;

describe('the argumentation view', () => {
  it('the finished demo says in one sentence how it ended: the buckets and the points the arbiter flags', () => {
    expect(argumentation.view(demoEnd()).headline).toEqual({
      text: 'Converged: 1 agreed, 3 dismissed, 3 unresolved; the arbiter flags P1.',
      tone: 'warning',
    });
  });

  it('while it runs the headline names the phase, the round, the open challenges and who owes what', () => {
    const d = new Debate();
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'persistence is not needed' }));
    expect(argumentation.view(d.state).headline?.text).toBe(
      'CONSTRUCTIVE, round 2 of 8: 0 agreed, 0 dismissed, 0 unresolved, 1 challenge open; the consultee owes points and defenses.',
    );
  });

  it('the record is one row per point, P1 to Pn in order, each leading with the words of the point', () => {
    const state = demoEnd();
    const rows = argumentation.view(state).record.rows;
    expect(rows.map((r) => r.id)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7']);
    for (const row of rows) {
      expect(row.item).toBe(row.id);
      expect(row.text).toBe(state.points[row.id]!.claim);
    }
    expect(rows.map((r) => r.status)).toEqual(['agreed', 'unresolved', 'dismissed', 'dismissed', 'dismissed', 'unresolved', 'unresolved']);
    expect(rows[0]).toMatchObject({ flags: ['arbiter'], formal: { label: 'IN' } });
  });

  it('a point that recurs round after round is one row, with its ledger entries in its history round by round', () => {
    const view = argumentation.view(demoEnd());
    expect(view.record.rows.filter((r) => r.item === 'P6')).toHaveLength(1);
    const history = view.details.P6!.history;
    const ledger = history.filter((h) => / · L\d+$/.test(h.mark)).map((h) => h.mark);
    expect(ledger).toEqual(['r2 · L8', 'r3 · L10', 'r4 · L11', 'r5 · L13']);
    const rounds = history.map((h) => Number(/^r(\d+)/.exec(h.mark)![1]));
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    expect(history.find((h) => h.mark === 'r3 · L10')?.text).toContain('Revising P6 from');
  });

  it("a point's latest word is its latest challenge, with its kind, objection and how it stands", () => {
    const rows = argumentation.view(demoEnd()).record.rows;
    expect(rows.find((r) => r.id === 'P3')?.latest).toBe(
      'REJECT C1, r1: Redis 6 has threaded I/O and the figure has no source → defense rejected (r2 defense rejected: remembered benchmarks are not evidence)',
    );
    expect(rows.find((r) => r.id === 'P5')?.latest).toContain('→ undefended in time');
  });

  it('a point never challenged shows its latest ruling as its latest word', () => {
    const d = new Debate();
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    expect(argumentation.view(d.state).record.rows[0]?.latest).toMatch(/^r1 orchestrator: agreed/);
  });

  it("a defense folds into its point's row and history, not a row of its own", () => {
    const d = new Debate();
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee(defend('C1', 'sessions must survive a restart'));
    const view = argumentation.view(d.state);
    expect(view.record.rows.map((r) => r.id)).toEqual(['P1']);
    expect(view.details.P1!.history.some((h) => h.mark === 'r2 · L2' && h.text.includes('sessions must survive a restart'))).toBe(true);
  });

  it('the spotlight lists the questions left to the person, with agent text escaped so it cannot break the table', () => {
    const state = structuredClone(demoEnd());
    state.points.P7!.claim = 'Memcached | Redis **always**\nsecond line';
    const spotlight = argumentation.view(state).spotlight!;
    expect(spotlight.title).toBe('Questions for you (3)');
    const lines = spotlight.markdown.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe(
      '| P7 | Memcached \\| Redis \\*\\*always\\*\\* second line | Must sessions survive a cache restart, or is a re-login acceptable to the product? |',
    );
  });

  it('has no spotlight while no question waits for the person', () => {
    const d = new Debate();
    d.consultee(value('Redis suits a session cache'));
    expect(argumentation.view(d.state).spotlight).toBeUndefined();
  });

  it('explains its bucket and status words, the challenge kinds and the formal labels in the legend', () => {
    const marks = argumentation.view(demoEnd()).legend!.map((l) => l.mark);
    for (const word of ['agreed', 'dismissed', 'unresolved', 'disputed', 'awaiting evidence', 'IN / OUT / UNDEC', 'score', 'arbiter'])
      expect(marks).toContain(word);
  });
});
