// Shared by the store tests: a temp sessions directory per test, a sample config and meta, and
// helpers that read what is really on disk.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { decodeSession, type NewStoredEvent, type SessionConfig, type SessionDoc, type SessionMeta } from '../../state/index.js';
import { applyJournal, readJournal } from '../../state/journal.js';
import { tempDir as scratch } from '../helpers/temp.js';

/** A fresh directory under the OS temp dir, removed after the test. */
export const tempDir = (): Promise<string> => scratch('agon-state-');

export const config = (question = 'Redis vs Memcached?'): SessionConfig => ({
  question,
  mode: 'standard',
  seats: { consultee: { kind: 'codex', key_env: 'OPENAI_API_KEY' }, orchestrator: { kind: 'human' } },
});

export const meta = (updatedAt = '2025-01-01T00:00:00.000Z', eventCount = 0): SessionMeta => ({
  question: 'Redis vs Memcached?',
  phase: 'raise',
  progress: { unit: 'round', done: 0, total: 5, label: 'round 1/5' },
  status: 'running',
  updatedAt,
  eventCount,
});

export const NOW = new Date('2025-01-01T00:00:00.000Z');

export const input = (question?: string) => ({ protocol: 'argumentation', config: config(question), meta: meta(), now: NOW });

export const event = (type = 'agent.requested', data: Record<string, unknown> = { seat: 'consultee' }): NewStoredEvent => ({
  at: '2025-01-01T00:00:01.000Z',
  actor: 'runner',
  type,
  data,
});

export async function sha256(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

/** What a session's folder holds, as the next agon to open it reads it: session.json and its journal. */
export async function savedDoc(dir: string): Promise<SessionDoc> {
  const file = path.join(dir, 'session.json');
  const doc = decodeSession(await readFile(file, 'utf8'), file);
  const entries = await readJournal(dir);
  return entries ? applyJournal(doc, entries, path.join(dir, 'session.journal')) : doc;
}

export async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

export async function mode(file: string): Promise<number> {
  return (await stat(file)).mode & 0o777;
}

/** The pid of a process that has already exited. */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid as number;
}
