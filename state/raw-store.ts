// Prompts and raw agent output, content-addressed: `raw/<sha256>.txt`, the ref being the hex hash
// of the stored text. Durable before the event that names it is; an existing file is never
// rewritten (unless a power failure emptied it). A text over RAW_CAP_BYTES keeps its head and ends
// with a visible marker line. Every read checks the bytes against the hash: an edited raw text is
// corruption, found, never used.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { flushNamedFile, fsyncDir, readFileNoFollow, regularFileSize, writeFileDurably } from './durable-file.js';
import { StoreError } from './errors.js';
import { requireDir } from './paths.js';

export const RAW_DIR = 'raw';
export const RAW_CAP_BYTES = 4 * 1024 * 1024;

const REF_PATTERN = /^[0-9a-f]{64}$/;

export function isRawRef(value: unknown): value is string {
  return typeof value === 'string' && REF_PATTERN.test(value);
}

/** `text` itself when it fits in `cap` bytes of UTF-8, else its head plus a marker line, `cap` bytes at most. */
export function capRaw(text: string, cap: number = RAW_CAP_BYTES): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= cap) return text;
  const marker = `\n[agon: truncated here: the original had ${bytes.length} bytes, over the ${cap}-byte limit]\n`;
  let keep = Math.max(0, cap - Buffer.byteLength(marker));
  // Never cut a multi-byte character in half: back up to the start of the one at the cut.
  while (keep > 0 && ((bytes[keep] ?? 0) & 0xc0) === 0x80) keep -= 1;
  return bytes.subarray(0, keep).toString('utf8') + marker;
}

export function rawRefOf(stored: string): string {
  return createHash('sha256').update(stored, 'utf8').digest('hex');
}

/**
 * Stores `text` (capped at `cap` bytes) under `rawDir` (atomically: temp file, rename) and returns
 * its ref once the file holds it under its name, with `written` telling whether this call wrote
 * it. Nothing is flushed: the caller flushes what was written (flushRawFiles) before anything
 * naming the ref is. A file already there of another size (one a power failure emptied before it
 * was flushed) is written again; one of the right size whose bytes are wrong is found by readRaw's
 * hash check.
 */
export async function putRaw(
  rawDir: string,
  text: string,
  cap: number = RAW_CAP_BYTES,
): Promise<{ ref: string; file: string; written: boolean }> {
  const stored = capRaw(text, cap);
  const ref = rawRefOf(stored);
  const file = path.join(rawDir, `${ref}.txt`);
  if (regularFileSize(file) === Buffer.byteLength(stored, 'utf8')) return { ref, file, written: false };
  await writeFileDurably(file, stored, { sync: false });
  return { ref, file, written: true };
}

/**
 * Flushes raw files written with `flush: false` and their directory, all side by side: the names
 * are already in raw/ (putRaw renamed them there), so its flush need not wait for the contents'.
 * Only the caller's next write, which names the files, must wait for all of them.
 */
export async function flushRawFiles(rawDir: string, files: readonly string[]): Promise<void> {
  await Promise.all([...files.map((file) => flushNamedFile(file)), fsyncDir(rawDir)]);
}

export async function readRaw(rawDir: string, ref: unknown): Promise<string> {
  if (!isRawRef(ref)) {
    throw new StoreError('bad-id', `not a raw ref: ${JSON.stringify(String(ref)).slice(0, 90)} (expected 64 hex digits)`);
  }
  await requireDir(rawDir, `${rawDir} is missing`);
  const file = path.join(rawDir, `${ref}.txt`);
  const text = await readFileNoFollow(file);
  if (text === null) throw new StoreError('not-found', `${file} is missing`);
  if (rawRefOf(text) !== ref) throw new StoreError('corrupt', `${file} no longer matches its hash: its bytes were changed`);
  return text;
}
