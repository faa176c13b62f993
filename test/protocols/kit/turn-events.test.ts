import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../../src/protocols/kit/draft.js';
import { applyTurnEvent, TURN_EVENTS } from '../../../src/protocols/kit/turn-events.js';
import type { DebateEvent } from '../../../src/protocols/types.js';
import { deepFreeze } from '../../helpers/freeze.js';
import { draftOf, fakeState } from './fake.js';

const event = (type: string, data: Record<string, unknown>): DebateEvent => ({
  seq: 4,
  at: '2026-01-01T00:00:00.000Z',
  actor: 'runner',
  type,
  data,
});

function apply(type: string, data: Record<string, unknown>) {
  const draft = draftOf(deepFreeze(fakeState()));
  notify(draft, 'card.added', 'Something happened before.');
  const on = { answer: vi.fn(), failure: vi.fn() };
  applyTurnEvent(draft, event(type, data), on);
  return { draft, on };
}

describe("the events of an agent's turn", () => {
  it('are the four a turn-taking protocol reads', () => {
    expect(TURN_EVENTS).toEqual(['agent.requested', 'move.accepted', 'move.rejected', 'agent.failed']);
  });

  it('mark where in the journal a seat was prompted', () => {
    expect(apply('agent.requested', { seat: 'ann' }).draft.d.promptMark).toEqual({ ann: 1 });
  });

  it('pass over a malformed request without a notice', () => {
    const { draft } = apply('agent.requested', {});
    expect(draft.d.promptMark).toEqual({});
    expect(draft.out).toHaveLength(1);
  });

  it("hand a recorded answer to the protocol, with parse's refusals", () => {
    const { on, draft } = apply('move.accepted', { seat: 'ann', moves: [{ type: 'add' }], refused: [{ move: {}, reason: 'no' }] });
    expect(on.answer).toHaveBeenCalledExactlyOnceWith(draft, 'ann', [{ type: 'add' }], [{ move: {}, reason: 'no' }]);
  });

  it('read an answer recorded without refusals as having none', () => {
    const { on } = apply('move.accepted', { seat: 'ann', moves: [] });
    expect(on.answer.mock.calls[0]![3]).toEqual([]);
  });

  it('hand an unreadable answer to the protocol as a failure, with why', () => {
    expect(apply('move.rejected', { seat: 'ann', problem: 'no JSON' }).on.failure.mock.calls[0]!.slice(1)).toEqual(['ann', 'no JSON']);
  });

  it('leave a failed agent to the platform: no answer, no failure, no notice', () => {
    const { on, draft } = apply('agent.failed', { seat: 'ann', kind: 'other', reason: 'connection refused' });
    expect(on.answer).not.toHaveBeenCalled();
    expect(on.failure).not.toHaveBeenCalled();
    expect(draft.out.map((n) => n.type)).toEqual(['card.added']);
  });

  it('ignore a malformed answer or failure with a warning', () => {
    for (const [type, data] of [
      ['move.accepted', { seat: 'ann', moves: 'all' }],
      ['move.rejected', { problem: 7 }],
    ] as const) {
      const { on, draft } = apply(type, data);
      expect(draft.out.at(-1)).toMatchObject({ type: 'event.ignored', level: 'warning' });
      expect(on.answer).not.toHaveBeenCalled();
      expect(on.failure).not.toHaveBeenCalled();
    }
  });
});
