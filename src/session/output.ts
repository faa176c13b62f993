// What headless commands print. With --json: one JSON object per line, versioned, events and
// notices as they happen and the result last. Without: readable lines for a person. Both go
// through print.ts, so the output policy holds for every line.
import type { DebateEvent, Notice } from '../protocols/types.js';
import { printJson, printText } from '../text/print.js';

/** 2: notices carry section/mark/level, steps end with `{kind: 'step', closed, label}`, meta has `progress`. */
export const JSON_STREAM_VERSION = 2;

export interface Output {
  json: boolean;
  event(sessionId: string, event: DebateEvent, notices: Notice[]): void;
  text(line: string): void;
  result(record: Record<string, unknown>, lines: string[]): void;
}

/** `quiet`: print nothing (the headless demo prints only its report). */
export function makeOutput(json: boolean, quiet = false): Output {
  const line = (value: unknown) => !quiet && printJson(value);
  const write = (text: string) => !quiet && printText(`${text}\n`);
  return {
    json,
    event(session, event, notices) {
      if (json) {
        line({ v: JSON_STREAM_VERSION, kind: 'event', session, event, notices });
        return;
      }
      for (const n of notices) write(`${n.mark ? `[${n.mark}] ` : ''}${n.text}`);
    },
    text(text) {
      if (!json) write(text);
    },
    result(record, lines) {
      if (json) line({ v: JSON_STREAM_VERSION, ...record });
      else for (const l of lines) write(l);
    },
  };
}
