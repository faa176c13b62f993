// A session written as a file meant for people: the transcript and report (md) or the outcome with
// every event (json), credentials redacted and no escape sequence or invisible character raw.
import type { SessionDoc } from '../../state/schema.js';
import { sessionJson } from '../export/session-json.js';
import type { Transcript } from '../export/transcript.js';
import type { DebateEvent, Outcome } from '../protocols/types.js';
import { safeJson } from '../text/json.js';
import { sanitizeDeep, sanitizeForPlain } from '../text/sanitize.js';

export interface Exported {
  doc: SessionDoc;
  events: readonly DebateEvent[];
  outcome: Outcome;
  transcript: Transcript;
  redact: (text: string) => string;
}

export function exportText(format: 'md' | 'json', { doc, events, outcome, transcript, redact }: Exported): string {
  if (format === 'md') return sanitizeForPlain(redact(transcript.render(doc, outcome.report)));
  return `${safeJson(sanitizeDeep(sessionJson({ ...doc, events: [...events] }, outcome.json), redact), 2)}\n`;
}
