// The TUI's panes read the neutral view: the record shows each expert once and the position's
// versions; what is open shows each dissent awaiting the proposer or a rebuttal; progress shows
// the phase, round n/max and the exit checks; the seats show each challenger's last verdict and strength.
import { describe, expect, it } from 'vitest';
import { consensus } from '../../../src/protocols/consensus/index.js';
import { debate, personas, rebuttal, respond, verdict } from './support.js';

function confronting() {
  return debate({ maxRounds: 3 }).toCheck({
    architect: verdict('architect', 'disagree', 'strong', 'It will not scale.'),
    operator: verdict('operator', 'partial', 'minor', 'Vacuum needs care.'),
    adversary: { verdict: 'agree', summary: 'Fine.' },
  });
}

describe('the view', () => {
  it('records each expert once, leading with its strongest point and its latest verdict, then the position versions', () => {
    const rows = consensus.view(confronting().state).record.rows;
    expect(rows.map((r) => [r.id, r.badge, r.text, r.status])).toEqual([
      ['architect', 'Architect', 'It will not scale.', 'disagree · strong'],
      ['operator', 'Operator', 'Vacuum needs care.', 'partial · minor'],
      ['adversary', 'Adversary', 'Fine.', 'partial · minor'],
      ['v1', 'position v1', 'Keep Redis for sessions.', 'current · HIGH'],
    ]);
    expect(rows.find((r) => r.id === 'adversary')).toMatchObject({ flags: ['hollow'], latest: 'r1 verdict partial (minor): Fine.' });
  });

  it('shows each dissent awaiting the proposer, then awaiting its rebuttal', () => {
    const d = confronting();
    expect(consensus.view(d.state).open.rows.map((r) => [r.id, r.owner, r.owes, r.status])).toEqual([
      ['D1', 'proposer', 'ACCEPT / PARTIAL / REJECT with a reason', 'awaiting the proposer'],
      ['D2', 'proposer', 'ACCEPT / PARTIAL / REJECT with a reason', 'awaiting the proposer'],
      ['D3', 'proposer', 'ACCEPT / PARTIAL / REJECT with a reason', 'awaiting the proposer'],
    ]);
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'ACCEPT' },
          { to: 'operator', decision: 'PARTIAL' },
          { to: 'adversary', decision: 'REJECT' },
        ],
        'Keep Redis, sharded.',
      ),
    );
    d.answer('architect', rebuttal('ACCEPT'));
    const open = consensus.view(d.state).open.rows;
    expect(open.map((r) => [r.id, r.owner, r.owes])).toEqual([
      ['D2', 'operator', 'ACCEPT / MAINTAIN / ESCALATE'],
      ['D3', 'adversary', 'ACCEPT / MAINTAIN / ESCALATE'],
    ]);
    expect(open[0]!.title).toBe('D2 Operator: partial · minor');
  });

  it('shows the phase, round n/max and the exit checks in progress', () => {
    const d = confronting();
    const progress = consensus.view(d.state).progress;
    expect(progress).toMatchObject({ phase: 'CONFRONTATION', label: 'round 1/3', done: 0, total: 3 });
    expect(progress.stages.map((s) => `${s.name}:${s.state}`)).toEqual([
      'PERSONAS:done',
      'PREFLIGHT:done',
      'OPENING:done',
      'CHALLENGE:done',
      'CONFRONTATION:current',
      'REBUTTAL:upcoming',
      'ASSUMPTIONS:upcoming',
      'REPORT:upcoming',
    ]);
    expect(progress.checklist.map((c) => [c.label, c.state, c.detail])).toEqual([
      ['challengers able to take part', 'met', '3 of 3 (at least 1)'],
      ['fast exit: every challenger agrees', 'unmet', '0 of 3'],
      ['fast exit: partial objections all minor', 'unmet', 'Architect'],
      ['agreements engage their own angle', 'unmet', 'Adversary counted as partial'],
      ['every dissent resolved', 'unmet', '3 open'],
      ['rounds left', 'met', '2 of 3'],
    ]);
    const before = debate();
    expect(consensus.view(before.state).progress).toMatchObject({
      phase: 'PERSONAS',
      label: 'before round 1 of 5',
      note: expect.stringContaining('read or edit them before round 1'),
    });
  });

  it("shows each challenger's last verdict and strength on its seat", () => {
    const d = confronting();
    expect(consensus.view(d.state).seats.map((s) => [s.seat, s.agent, s.stance])).toEqual([
      ['proposer', 'script', 'v1 · HIGH'],
      ['architect', 'script', 'disagree · strong'],
      ['operator', 'script', 'partial · minor'],
      ['adversary', 'script', 'partial · minor (hollow)'],
    ]);
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'ACCEPT' },
          { to: 'operator', decision: 'PARTIAL' },
          { to: 'adversary', decision: 'REJECT' },
        ],
        'Keep Redis, sharded.',
      ),
    );
    d.answer('architect', rebuttal('ACCEPT'));
    d.answer('operator', rebuttal('MAINTAIN'));
    d.answer('adversary', rebuttal('ESCALATE'));
    expect(consensus.view(d.state).seats.map((s) => s.stance)).toEqual(['v2 · MED', 'ACCEPT', 'MAINTAIN', 'ESCALATE']);
  });

  it('opens the detail of a challenger (its persona in full), a dissent (everything said on it) and a position (its causes)', () => {
    const d = confronting();
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'ACCEPT', change: 'shard it' },
          { to: 'operator', decision: 'PARTIAL' },
          { to: 'adversary', decision: 'REJECT' },
        ],
        'Keep Redis, sharded.',
      ),
    );
    const details = consensus.view(d.state).details;
    expect(details.architect!.body).toContain('# Persona: the Architect — cache architect');
    expect(details.D1!.history.map((h) => h.text)).toEqual([
      'V1 verdict disagree (strong): It will not scale.',
      'A1 ACCEPT: because architect (changes: shard it)',
    ]);
    expect(details.v2!.history.map((h) => h.text)).toEqual([
      'changed because Architect found shard it',
      'changed because Operator found Vacuum needs care.',
    ]);
  });

  it('names the dropped, the failed and the hollow among its flags, and the groups of agreeing, dissenting and absent', () => {
    const d = debate({}, { architect: { kind: 'gemini' } });
    d.answer('proposer', personas());
    d.answer('architect', { perspective: 'a generalist' });
    const view = consensus.view(d.state);
    expect(view.flags[0]).toMatchObject({
      level: 'warning',
      text: expect.stringMatching(/^Architect dropped: its answer does not name the Architect/),
    });
    expect(view.groups.find((g) => g.name === 'Out')!.items.map((i) => i.id)).toEqual(['architect']);
  });
});
