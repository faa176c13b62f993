// The seed's error table, row by row: a timeout or an auth failure is logged and the others go on;
// an unreadable answer is asked for once more, then kept as raw text and the debate goes on; a
// challenger whose context file was not read is dropped with the reason; when every challenger
// fails the debate aborts, and with fewer answers than --min-challengers too.
import { describe, expect, it } from 'vitest';
import { consensus } from '../../../src/protocols/consensus/index.js';
import type { PositionItem, VerdictItem } from '../../../src/protocols/consensus/state.js';
import { debate, opening, personas, rebuttal, respond, verdict } from './support.js';

function atChallenge(options: Record<string, unknown> = {}) {
  const d = debate(options);
  d.answer('proposer', personas());
  d.answer('proposer', opening());
  return d;
}

describe('the error table', () => {
  it('timeout: logged, and the round goes on with the other challengers', () => {
    const d = atChallenge();
    d.fail('operator', 'timeout', 'codex did not answer within 120 s');
    expect(d.texts('challenger.failed')).toEqual([
      'Operator (script) failed (timeout: codex did not answer within 120 s); the debate goes on with the others.',
    ]);
    expect(d.asked()).toEqual(['architect:challenge', 'adversary:challenge']);
    d.answer('architect', verdict('architect', 'agree'));
    d.answer('adversary', verdict('adversary', 'agree'));
    expect(d.state.ended).toMatchObject({ kind: 'consensus', route: 'agree', confidence: 'MED' });
    expect(d.state.failures).toEqual([{ round: 1, seat: 'operator', kind: 'timeout', reason: 'codex did not answer within 120 s' }]);
    expect(consensus.outcome(d.state).report).toMatch(
      /- ⚠️ Operator \(script\): not validated — timeout: codex did not answer within 120 s[\s\S]*## Log\n\n- round 1: Operator failed \(timeout\)/,
    );
  });

  it('auth failure: logged, and the round goes on with the other challengers', () => {
    const d = atChallenge();
    d.answer('architect', verdict('architect', 'disagree'));
    d.fail('adversary', 'auth', 'qwen is not logged in: run qwen and log in');
    d.answer('operator', verdict('operator', 'agree'));
    expect(d.texts('challenger.failed')[0]).toContain('auth: qwen is not logged in');
    expect(d.asked()).toEqual(['proposer:confront']);
  });

  it('a failed rebuttal is logged and its dissent stands', () => {
    const d = atChallenge({ maxRounds: 2 });
    d.answer('architect', verdict('architect', 'disagree'));
    d.answer('operator', verdict('operator', 'disagree'));
    d.answer('adversary', verdict('adversary', 'agree'));
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'ACCEPT' },
          { to: 'operator', decision: 'ACCEPT' },
        ],
        'Keep Redis, monitored.',
      ),
    );
    d.answer('architect', rebuttal('ACCEPT'));
    d.fail('operator', 'exit', 'codex exited with 1');
    expect(d.state.dissents.D2!.status).toBe('open');
    expect(d.state.round).toBe(2);
    expect(d.asked()).toEqual(['proposer:confront']);
  });

  it('parse error: asked once more with the problem quoted, then the raw answer is wrapped and the debate goes on', () => {
    const d = atChallenge();
    d.answer('architect', 'I strongly disagree: one Postgres row per session will not survive a login storm.');
    expect(d.asked()).toContain('architect:retry challenge');
    expect(d.prompt('architect')).toContain('no JSON object found in the answer');
    d.answer('architect', 'Still prose: the login storm problem stands.');
    const wrapped = d.state.items.V1 as VerdictItem;
    expect(wrapped).toMatchObject({
      wrapped: true,
      verdict: 'partial',
      points: [{ point: 'Still prose: the login storm problem stands.' }],
    });
    expect(d.texts('answer.wrapped')[0]).toMatch(/could not be read .*kept as raw text in V1, it must be engaged/);
    d.answer('operator', verdict('operator', 'agree'));
    d.answer('adversary', verdict('adversary', 'agree'));
    expect(d.asked()).toEqual(['proposer:confront']);
    expect(d.prompt('proposer')).toContain('Still prose: the login storm problem stands.');
  });

  it("parse error in the proposer's answer: after the retry its raw text becomes the position", () => {
    const d = debate();
    d.answer('proposer', personas());
    d.answer('proposer', 'Keep Redis, obviously.');
    d.answer('proposer', 'Keep Redis: it is fast.');
    expect(d.state.items.v1).toMatchObject({
      text: 'Keep Redis: it is fast.',
      wrapped: true,
      confidence: null,
    } satisfies Partial<PositionItem>);
    expect(d.asked()).toEqual(['architect:challenge', 'operator:challenge', 'adversary:challenge']);
  });

  it('context file missing: a challenger that cannot show it read its persona is dropped with the reason logged', () => {
    const d = debate({}, { architect: { kind: 'gemini' }, operator: { kind: 'codex' } });
    d.answer('proposer', personas());
    d.answer('architect', { perspective: 'I have no instructions beyond this prompt' });
    d.answer('operator', { perspective: 'the Operator, a database reliability engineer' });
    expect(d.state.challengers.architect).toMatchObject({ status: 'dropped', check: 'failed' });
    expect(d.texts('challenger.dropped')).toEqual([
      'The Architect is dropped: its answer does not name the Architect or its persona: its context file was not read.',
    ]);
    d.answer('proposer', opening());
    expect(d.asked()).toEqual(['operator:challenge', 'adversary:challenge']);
    expect(consensus.outcome(d.state).report).toContain(
      '## Log\n\n- Architect dropped: its answer does not name the Architect or its persona',
    );
  });

  it('an answer recorded with nothing usable in it counts as a failure of that challenger for the round', () => {
    const d = atChallenge();
    d.walk.record('agent.requested', { seat: 'operator' });
    d.walk.record('move.accepted', { seat: 'operator', moves: [], refused: [] }, 'operator');
    expect(d.texts('challenger.failed')).toEqual([
      'Operator (script) failed (its answer held nothing usable); the debate goes on with the others.',
    ]);
    expect(d.asked()).toEqual(['architect:challenge', 'adversary:challenge']);
  });

  it('all CLIs fail: the debate aborts with the error', () => {
    const d = atChallenge();
    d.fail('architect', 'timeout', 'gemini did not answer within 120 s');
    d.fail('operator', 'auth', 'codex is not logged in');
    d.fail('adversary', 'exit', 'qwen exited with 2');
    expect(d.state.ended).toMatchObject({ kind: 'aborted', route: 'failed' });
    expect(d.state.ended!.detail).toBe(
      'every challenger asked in the challenge of round 1 failed (Architect (script): timeout: gemini did not answer within 120 s; Operator (script): auth: codex is not logged in; Adversary (script): exit: qwen exited with 2)',
    );
    expect(d.plan()).toMatchObject({ kind: 'done', failed: true });
  });

  it('fewer answers than --min-challengers: the debate aborts', () => {
    const d = atChallenge({ minChallengers: 2 });
    d.fail('architect');
    d.fail('operator');
    d.answer('adversary', verdict('adversary', 'agree'));
    expect(d.state.ended).toMatchObject({
      kind: 'aborted',
      route: 'min-challengers',
      detail: 'only 1 challenger(s) answered in round 1, fewer than --min-challengers 2',
    });
  });

  it('the proposer gets one retry; without a position to defend the debate aborts', () => {
    const d = debate();
    d.answer('proposer', personas());
    d.fail('proposer', 'timeout', 'claude did not answer');
    expect(d.asked()).toEqual(['proposer:retry open']);
    d.fail('proposer', 'timeout', 'claude did not answer');
    expect(d.state.ended).toMatchObject({ kind: 'aborted', route: 'proposer' });
  });
});
