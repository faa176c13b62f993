// The events a person's change of a session is recorded as, built in one place: a seat given
// another agent, an action, a move in a seat they hold, new budgets, a title.
import type { SeatSpec } from '../../state/schema.js';
import { EVENT, humanEventType, platformEvent } from '../protocols/contract/platform-events.js';
import type { HumanInput } from '../protocols/types.js';
import type { Budgets, NewEvent } from '../runner/types.js';

export const seatEvent = (seat: string, spec: SeatSpec, reason: string | undefined, at: string): NewEvent => ({
  actor: 'human',
  ...platformEvent(EVENT.sessionSeat, { seat, spec: { ...spec }, ...(reason ? { reason } : {}) }),
  at,
});

export const actionEvent = (kind: string, input: HumanInput, at: string): NewEvent => ({
  actor: 'human',
  type: humanEventType(kind),
  data: { ...input },
  at,
});

export const moveEvent = (seat: string, moves: unknown[], rawRef: string, v: number | undefined, at: string): NewEvent => ({
  actor: 'human',
  ...platformEvent(EVENT.moveAccepted, { seat, moves, refused: [], rawRef, v }),
  at,
});

export const budgetsEvent = (budgets: Budgets, at: string): NewEvent => ({
  actor: 'human',
  ...platformEvent(EVENT.sessionBudgets, { budgets }),
  at,
});

export const titleEvent = (title: string, at: string): NewEvent => ({
  actor: 'human',
  ...platformEvent(EVENT.sessionTitle, { title }),
  at,
});
