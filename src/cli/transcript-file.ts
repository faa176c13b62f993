// Regenerates transcript.md beside session.json after a command changed the session.
import type { OpenSession } from '../../state/index.js';
import { transcript } from '../export/transcript.js';
import type { AnyProtocol } from '../protocols/registry.js';
import type { DebateEvent } from '../protocols/types.js';

export async function writeTranscript(open: OpenSession, protocol: AnyProtocol, config: unknown): Promise<void> {
  await open.writeTranscript(transcript(protocol, config, open.doc, open.doc.events as DebateEvent[]));
}
