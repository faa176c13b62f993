// The two plain exports of a session: the transcript with its report (md), and the outcome with
// every event (json). Shared by `agon export` and the TUI's `e`.
import { randomBytes } from 'node:crypto';
import { open as openFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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

/** A whole file or none: written beside the target under a unique name, fsynced, renamed over it. */
export async function writeFileAtomically(path: string, text: string): Promise<void> {
  const temp = join(dirname(path), `.${randomBytes(6).toString('hex')}.agon-tmp`);
  try {
    const handle = await openFile(temp, 'wx', 0o644);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}
