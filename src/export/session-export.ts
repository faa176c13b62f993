// The two plain exports of a session: the transcript with its report (md), and the outcome with
// every event (json). Shared by `agon export` and the TUI's `e`.
import type { DebateEvent, Protocol } from '../protocols/types.js';
import { transcript } from './transcript.js';

export interface ExportSource {
  id: string;
  protocol: string;
  createdAt: string;
  config: { question: string } & Record<string, unknown>;
  meta: unknown;
  events: readonly DebateEvent[];
}

export function sessionExport<S>(protocol: Protocol<S, unknown, unknown>, config: unknown, doc: ExportSource, state: S, format: 'md' | 'json'): string {
  if (format === 'md') return transcript(protocol, config, doc, doc.events);
  const { id, createdAt, meta, events } = doc;
  return `${JSON.stringify({ v: 1, session: id, protocol: doc.protocol, createdAt, config: doc.config, meta, outcome: protocol.outcome(state).json, events }, null, 2)}\n`;
}
