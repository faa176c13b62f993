// A saved session's status as the start screen says it: in words a person reads ("waiting for you",
// "stopped: the token budget is spent"), never the stored label (`awaiting-human`).
import type { SESSION_STATUSES } from '../../state/schema.js';

export type SessionStatus = (typeof SESSION_STATUSES)[number];

export function statusWords(status: SessionStatus, reason?: string): string {
  switch (status) {
    case 'awaiting-human':
      return 'waiting for you';
    case 'running':
      return 'running';
    case 'done':
      return reason ? `done: ${reason}` : 'done';
    case 'stopped':
      return reason ? `stopped: ${reason}` : 'stopped';
    default:
      return status satisfies never;
  }
}
