// What the workbench shows of a dialectic debate, reading first: the resolution as a headline in
// the seed's words, every synthesis rule with its verdict and why as the spotlight (agent text
// escaped so it never breaks the table), one row per seat's standing answer with its rounds in the
// detail, and the legend of the seed's field words.
import { describe, expect, it } from 'vitest';
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import type { ViewModel } from '../../../src/protocols/types.js';
import { playDemo } from '../../harness/contract.js';
import { argue, diagnose, object, play, review, stateOf, synthesize, walk } from './play.js';

/** Past the seats' preparation, to the first question. */
const ready = (w: ReturnType<typeof walk>) => {
  const plan = w.plan();
  if (plan.kind === 'prepare') w.prepare(plan);
};
const demoView = (): ViewModel => dialectic.view(playDemo(dialectic).walk.state as never);
/** A table's body rows, split on the pipes Markdown reads (an escaped `\|` is a cell's text). */
const cells = (line: string) => line.split(/(?<!\\)\|/).slice(1, -1);

describe('the dialectic view', () => {
  it('states the resolution as its headline, in the seed terms, whole: MODIFY with its modifications', () => {
    expect(demoView().headline).toEqual({
      text: 'MODIFY — the stakes are high and the critic disagrees, so the plan only goes ahead changed: Rename the table tonight and drop it after the quarterly export; take a snapshot first',
      tone: 'neutral',
    });
  });

  it('spotlights every planning rule with its verdict and why, then the resolution with its modifications', () => {
    const { spotlight } = demoView();
    const lines = spotlight!.markdown.split('\n');
    expect(lines[0]).toBe('| Rule | Verdict | Why |');
    const rows = lines.slice(2, 5).map((l) => cells(l).map((c) => c.trim()));
    expect(rows.map((r) => r[1])).toEqual(['unmet', 'decided', 'unmet']);
    expect(rows[0]![2]).toBe("the critic's SEVERITY is medium, not high");
    expect(rows[1]![2]).toContain('STAKES high and the critic objects: “A snapshot restores the data but not the hours of downtime');
    expect(lines[5]).toBe('');
    expect(spotlight!.markdown).toContain('**MODIFY**, decided by the rule “high stakes and any disagreement → MODIFY or ESCALATE” over');
    expect(spotlight!.markdown).toContain('1. Rename the table tonight and drop it after the quarterly export\n2. take a snapshot first');
    expect(lines.length).toBeLessThanOrEqual(14);
  });

  it('escapes agent text in the spotlight: a pipe, emphasis or a line break in an objection does not break the table', () => {
    const w = walk({ stakes: 'high' });
    play(w, {
      advocate: [argue('Delete it', 0.9)],
      critic: [object('high', 'CI | reads **it**\n# still', 'Keep a copy | first')],
      synthesis: [synthesize('PROCEED')],
    });
    const lines = dialectic.view(stateOf(w)).spotlight!.markdown.split('\n');
    const table = lines.slice(0, lines.indexOf(''));
    expect(table).toHaveLength(5);
    for (const line of table) expect(cells(line)).toHaveLength(3);
    expect(table[3]).toContain('CI \\| reads \\*\\*it\\*\\* \\# still');
  });

  it('spotlights the three failure rules, waiting before the critic answers, and says RETRY with its next approach', () => {
    const w = walk({ debate: 'failure', attempts: ['a', 'b'], errors: ['x failed', 'y failed'] });
    ready(w);
    w.answer('advocate', diagnose('import the entry', 'loads the module another way'));
    expect(dialectic.view(stateOf(w)).spotlight!.markdown).toContain('| waiting | waits for the critic |');
    w.answer('critic', review());
    w.answer('synthesis', synthesize('RETRY', { next_approach: 'import the entry point directly' }));
    const view = dialectic.view(stateOf(w));
    const rules = view.spotlight!.markdown.split('\n').slice(2, 5);
    expect(rules.map((l) => cells(l)[1]!.trim())).toEqual(['unmet', 'unmet', 'decided']);
    expect(view.headline!.text).toBe(
      'RETRY — the fix differs substantially from what failed and the critic sees no blind spot; next: import the entry point directly',
    );
    expect(view.record.rows.map((r) => `${r.badge}: ${r.text}`)).toContain('FIX: import the entry');
  });

  it('says a rule that held but was overruled by the person is met, overruled, and heads with the person’s resolution', () => {
    const w = walk({ stakes: 'high' });
    ready(w);
    w.answer('advocate', argue('Delete it', 0.9));
    w.answer('critic', object('high', 'CI reads it', 'move it aside'));
    w.answer('synthesis', synthesize('MODIFY', { modifications: ['move it aside'] }));
    w.human('overrule', { item: 'RES', value: 'ESCALATE', reason: 'the DBA is away' });
    const view = dialectic.view(stateOf(w));
    expect(view.spotlight!.markdown).toContain('| met, overruled by you |');
    expect(view.headline).toMatchObject({
      text: expect.stringMatching(/^ESCALATE — the person overruled MODIFY: the DBA is away/),
      tone: 'warning',
    });
  });

  it("shows each seat's standing answer once, its words first, with every round in its detail", () => {
    const view = demoView();
    const claim = view.record.rows.find((r) => r.id === 'A')!;
    expect(claim).toMatchObject({ mark: 'r2', badge: 'CLAIM', status: 'confidence 0.8' });
    expect(claim.text).toBe('Drop it tonight after a snapshot; a snapshot makes the drop reversible');
    expect(claim.latest).toBe(
      'the critic (r2), severity medium: A snapshot restores the data but not the hours of downtime while the export fails',
    );
    expect(view.details.A!.history.map((h) => h.mark)).toEqual(['r1', 'r2']);
    expect(view.details.A!.facts).toContainEqual({ label: 'SUPPORTS', value: 'the restore was tested last quarter' });
    expect(view.details.K!.facts).toContainEqual({ label: 'SEVERITY', value: 'medium' });
    expect(view.record.rows.find((r) => r.id === 'RES')).toMatchObject({ status: 'MODIFY', flags: ['by a rule', 'over PROCEED'] });
  });

  it("gives the seed's field words in its legend", () => {
    const marks = demoView()
      .legend!.map((l) => l.mark)
      .join(' ');
    for (const word of ['CLAIM', 'OBJECTION', 'severity', 'PROCEED', 'MODIFY', 'ESCALATE', 'RESOLUTION']) expect(marks).toContain(word);
  });

  it('says whose turn it is and what was said last while the debate runs', () => {
    const w = walk({ stakes: 'high', rounds: 2 });
    ready(w);
    w.answer('advocate', argue('Delete it', 0.9));
    expect(dialectic.view(stateOf(w)).headline).toEqual({
      text: "Round 1 of 2, the critic's turn; the advocate said (confidence 0.9): Delete it.",
      tone: 'neutral',
    });
  });
});
