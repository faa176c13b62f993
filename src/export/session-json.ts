// The JSON export of a session: its config and meta, the outcome, and every event (the session
// writes it through the output policy, src/text/json.ts).
import type { DebateEvent } from '../protocols/types.js';

export interface ExportSource {
  id: string;
  protocol: string;
  createdAt: string;
  config: { question: string } & Record<string, unknown>;
  meta: unknown;
  events: readonly DebateEvent[];
}

export function sessionJson(doc: ExportSource, outcome: unknown): Record<string, unknown> {
  const { id, createdAt, meta, events } = doc;
  return { v: 2, session: id, protocol: doc.protocol, createdAt, config: doc.config, meta, outcome, events };
}
