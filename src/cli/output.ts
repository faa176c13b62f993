// What headless commands print. With --json: one JSON object per line, versioned, events and
// notices as they happen and the result last. Without: readable lines for a person.
import type { DebateEvent, Notice } from '../protocols/types.js';

/** 2: notices carry section/mark/level, steps end with `{kind: 'step', closed, label}`, meta has `progress`. */
export const JSON_STREAM_VERSION = 2;

export interface Output {
  json: boolean;
  event(sessionId: string, event: DebateEvent, notices: Notice[]): void;
  text(line: string): void;
  result(record: Record<string, unknown>, lines: string[]): void;
}

export function makeOutput(json: boolean, write: (s: string) => void = (s) => void process.stdout.write(s)): Output {
  const line = (value: unknown) => write(`${JSON.stringify(value)}\n`);
  return {
    json,
    event(session, event, notices) {
      if (json) {
        line({ v: JSON_STREAM_VERSION, kind: 'event', session, event, notices });
        return;
      }
      for (const n of notices) write(`${n.mark ? `[${n.mark}] ` : ''}${n.text}\n`);
    },
    text(text) {
      if (!json) write(`${text}\n`);
    },
    result(record, lines) {
      if (json) line({ v: JSON_STREAM_VERSION, ...record });
      else for (const l of lines) write(`${l}\n`);
    },
  };
}
