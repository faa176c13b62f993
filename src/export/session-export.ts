// The two plain exports of a session: the transcript with its report (md), and the outcome with
// every event (json). Shared by `agon export` and the TUI's `e`.
import type { AnyProtocol, DebateEvent } from '../protocols/types.js';
import { transcript } from './transcript.js';

export interface ExportSource {
  id: string;
  protocol: string;
  createdAt: string;
  config: { question: string } & Record<string, unknown>;
  meta: unknown;
  events: readonly DebateEvent[];
}

export function sessionExport(protocol: AnyProtocol, config: unknown, doc: ExportSource, state: unknown, format: 'md' | 'json'): string {
  if (format === 'md') return transcript(protocol, config, doc, doc.events);
  const { id, createdAt, meta, events } = doc;
  return `${JSON.stringify({ v: 2, session: id, protocol: doc.protocol, createdAt, config: doc.config, meta, outcome: protocol.outcome(state).json, events }, null, 2)}\n`;
}
