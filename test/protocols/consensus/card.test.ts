// What a person reads first in a consensus debate: where it stands in one sentence, the three
// experts side by side with the position's versions, each expert's verdicts over the rounds folded
// into one row with its history, and the verdict words explained.
import { describe, expect, it } from 'vitest';
import { consensus } from '../../../src/protocols/consensus/index.js';
import type { ConsensusState } from '../../../src/protocols/consensus/state.js';
import { playDemo } from '../../harness/contract.js';
import { debate, verdict } from './support.js';

const demoEnd = () => playDemo(consensus).walk.state as ConsensusState;

describe('the consensus headline', () => {
  it('the finished demo says it ended in a trade-off, who still dissents and with what, and the position in force', () => {
    expect(consensus.view(demoEnd()).headline).toEqual({
      text: 'Trade-off after 2 rounds: the Operator (MAINTAIN · strong) still dissents; position v3 (MED).',
      tone: 'warning',
    });
  });

  it('while it runs, it names the round, the dissenters, the position and what is owed next', () => {
    const d = debate({ maxRounds: 3 }).toCheck({
      architect: verdict('architect', 'disagree', 'strong', 'It will not scale.'),
      operator: verdict('operator', 'partial', 'minor', 'Vacuum needs care.'),
      adversary: { verdict: 'agree', summary: 'Fine.' },
    });
    expect(consensus.view(d.state).headline?.text).toMatch(
      /^CONFRONTATION, round 1 of 3: the Architect \(disagree · strong\) .*dissent; position v1 \(HIGH\)\. Next: the proposer answers the dissents\.$/,
    );
  });
});

describe('the experts side by side', () => {
  it('the spotlight has one row per expert: perspective, latest verdict and strength, strongest point; then each version with what changed and why', () => {
    const markdown = consensus.view(demoEnd()).spotlight!.markdown;
    const [experts, versions] = markdown.split('\n\n');
    expect(experts!.split('\n')).toEqual([
      '| Expert | Perspective | Latest verdict | Strongest point |',
      '| --- | --- | --- | --- |',
      '| Architect | streaming platform architect | ACCEPT | Streaming is right, but replacing 14 jobs in one cut-over ignores state growth and end-to-end exactly-once. |',
      '| Operator | data reliability engineer | MAINTAIN · strong | Runbooks help, but without a dedicated streaming team on-call the risk stays. |',
      expect.stringMatching(
        /^\| Adversary \| data security engineer \| ACCEPT \| Now that I look from my angle: the topics would carry customer personal data/,
      ),
    ]);
    const rows = versions!.split('\n');
    expect(rows.slice(2).map((r) => r.split(' | ')[0])).toEqual(['| v1 MED', '| v2 MED', '| v3 MED · current']);
    expect(rows[3]).toContain('Architect: a big-bang migration risks state and exactly-once gaps');
  });

  it("escapes an expert's words so a pipe, emphasis or a line break cannot break the table", () => {
    const state = structuredClone(demoEnd());
    const r4 = Object.values(state.items).find((i) => i.kind === 'rebuttal' && i.seat === 'operator' && i.round === 2)!;
    if (r4.kind === 'rebuttal') r4.reason = 'on-call | **nobody**\nowns it';
    const lines = consensus.view(state).spotlight!.markdown.split('\n');
    expect(lines[3]).toBe('| Operator | data reliability engineer | MAINTAIN · strong | on-call \\| \\*\\*nobody\\*\\* owns it |');
  });
});

describe('the record folds what recurs', () => {
  it("an expert dissenting round after round is one row, its verdicts, the proposer's answers and its rebuttals in its history", () => {
    const view = consensus.view(demoEnd());
    expect(view.record.rows.map((r) => r.id)).toEqual(['architect', 'operator', 'adversary', 'v1', 'v2', 'v3', 'S1', 'S2']);
    const operator = view.record.rows.find((r) => r.id === 'operator')!;
    expect(operator).toMatchObject({ item: 'operator', status: 'MAINTAIN · strong' });
    expect(operator.latest).toBe('r2 MAINTAIN: Runbooks help, but without a dedicated streaming team on-call the risk stays.');
    const history = view.details.operator!.history.map((h) => `${h.mark} ${h.text.split(' ')[0]}`);
    expect(history).toEqual(['r1 V2', 'r1 A2', 'r1 R2', 'r2 A4', 'r2 R4', 'r2 S2']);
  });

  it('each position version is one row with what changed and why as its latest word', () => {
    const rows = consensus.view(demoEnd()).record.rows;
    expect(rows.find((r) => r.id === 'v3')).toMatchObject({
      status: 'current · MED',
      latest: expect.stringMatching(/^changed because Operator found on-call risk is real/),
    });
    expect(rows.find((r) => r.id === 'v1')).toMatchObject({ status: 'superseded · MED', latest: 'the opening position' });
  });

  it('explains its verdict words in the legend', () => {
    const marks = consensus.view(demoEnd()).legend!.map((l) => l.mark);
    for (const word of [
      'agree / partial / disagree',
      'minor / strong',
      'ACCEPT / MAINTAIN / ESCALATE',
      'ACCEPT / PARTIAL / REJECT',
      'hollow',
    ])
      expect(marks).toContain(word);
  });
});
