// The test protocol's own rules: stages with a message budget, a preparation step, one retry, a
// finding with several fields, moves stored at version 1, memory of earlier sessions.
import { describe, expect, it } from 'vitest';
import { relay } from '../../fixtures/protocols/relay/index.js';
import { Walk } from '../walk.js';

const say = (text: string) => JSON.stringify({ moves: [{ type: 'say', text }] });
const scripted = { opener: { kind: 'script' }, closer: { kind: 'script' } };

function started(config: Record<string, unknown> = {}): Walk {
  const walk = Walk.configured(relay, { question: 'Is a relay a debate?', seats: scripted, ...config });
  const plan = walk.plan();
  if (plan.kind === 'prepare') walk.prepare(plan);
  return walk;
}

describe('relay', () => {
  it('prepares every seat an agent sits in before anyone is asked', () => {
    const walk = Walk.configured(relay, { question: 'Q?', seats: { opener: { kind: 'codex' }, closer: { kind: 'human' } } });
    const plan = walk.plan();
    expect(plan).toMatchObject({ kind: 'prepare', seats: [{ seat: 'opener', persona: expect.stringContaining('The question: Q?') }] });
    walk.prepare(plan as Extract<typeof plan, { kind: 'prepare' }>);
    expect(walk.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'opener', purpose: 'speak' }] });
  });

  it('closes a stage when its budget of messages is said, and reports the stage closed', () => {
    const walk = started({ budget: 2 });
    walk.answer('opener', say('first'));
    expect(walk.frames.at(-1)).toMatchObject({ event: { type: 'move.accepted' } });
    walk.answer('closer', say('second'));
    const closed = walk.frames.map((f) => relay.reduce(f.before as never, f.event).closed).filter(Boolean);
    expect(closed).toEqual([{ unit: 'stage', label: 'stage OPEN' }]);
    expect(relay.summary(walk.state as never).progress).toEqual({ unit: 'stage', done: 1, total: 2, label: 'CLOSE · 0 of 2 messages' });
  });

  it('ends after both stages', () => {
    const walk = started({ budget: 1 });
    walk.answer('opener', say('one'));
    walk.answer('closer', say('two'));
    expect(walk.plan()).toEqual({ kind: 'done', reason: 'both stages are over' });
    expect(relay.summary(walk.state as never).status).toBe('done');
  });

  it('asks a seat once more after an unusable answer, quoting the problem, and ends failed after a second', () => {
    const walk = started();
    walk.answer('opener', 'no JSON at all');
    const retry = walk.plan();
    expect(retry).toMatchObject({ kind: 'ask', requests: [{ seat: 'opener', purpose: 'retry' }] });
    expect(retry.kind === 'ask' && retry.requests[0]!.prompt.full).toContain('Your last answer could not be used');
    walk.answer('opener', 'still none');
    expect(walk.plan()).toMatchObject({ kind: 'done', failed: true });
  });

  it('refuses a second message in one answer, keeping the first', () => {
    const parsed = relay.parse(
      started().state as never,
      'opener',
      JSON.stringify({
        moves: [
          { type: 'say', text: 'a' },
          { type: 'say', text: 'b' },
        ],
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      moves: [{ type: 'say', text: 'a' }],
      refused: [{ move: { type: 'say', text: 'b' }, reason: 'one message per turn' }],
    });
  });

  it('records a finding with a statement, a list of premises and a weight', () => {
    const walk = started();
    walk.human('finding', { fields: { statement: 'Relays hand on', premises: ['one', 'two'], weight: '0.5' } });
    expect(relay.view(walk.state as never).groups).toEqual([{ name: 'Findings', items: [{ id: 'F1', text: 'Relays hand on' }] }]);
    expect(relay.view(walk.state as never).details.F1!.facts).toEqual([
      { label: 'premise 1', value: 'one' },
      { label: 'premise 2', value: 'two' },
      { label: 'weight', value: '0.5' },
    ]);
  });

  it('refuses a finding whose weight is out of range, before and during reduce', () => {
    const walk = started();
    const input = { fields: { statement: 'x', weight: '3' } };
    expect(relay.checkHuman(walk.state as never, 'finding', input)).toBe('the weight is a number from 0 to 1');
    expect(walk.human('finding', input)).toMatchObject([{ level: 'warning' }]);
    expect(relay.view(walk.state as never).groups[0]!.items).toEqual([]);
  });

  it('reads moves stored at version 1 (words under "body") as version 2', () => {
    const walk = started();
    walk.record('move.accepted', { seat: 'opener', moves: [{ type: 'say', body: 'old words' }] }, 'opener');
    expect(relay.view(walk.state as never).record.rows.map((r) => r.text)).toEqual(['old words']);
  });

  it('counts the earlier sessions on the same question the memory folder held', () => {
    const walk = started();
    walk.record('memory.loaded', { records: [{ file: 'relay.jsonl', line: { question: 'Is a relay a debate?', messages: 3 } }] });
    expect(relay.view(walk.state as never).progress.note).toBe('1 earlier session(s) on this question');
    expect(relay.memory!.save(walk.state as never)).toEqual([
      { file: 'relay.jsonl', line: { question: 'Is a relay a debate?', messages: 0 } },
    ]);
  });
});
