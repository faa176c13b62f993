// Line-by-line reading for the framework formats: from a string or from a stream of chunks,
// holding only the current chunk and the unfinished line, never an array of all lines. And the
// writers' counterpart: lines produced in chunks of a few thousand.

/** A whole text, or its chunks as they arrive (a file stream yields Buffers); lines keep their breaks. */
export type TextSource = string | AsyncIterable<string | Uint8Array>;

export interface LineReader<T> {
  /** One line without its line break, numbered from 1. */
  line(text: string, lineNo: number): void;
  /** Optionally, one line as bytes[start .. end), read without decoding it to a string first. */
  lineBytes?(bytes: Uint8Array, start: number, end: number, lineNo: number): void;
  finish(): T;
}

/** A malformed input: the message names the line. */
export class FormatError extends Error {
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`line ${line}: ${detail}`);
    this.name = 'FormatError';
  }
}

export function readString<T>(text: string, reader: LineReader<T>): T {
  let lineNo = 0;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    reader.line(stripCr(text.slice(start, end)), ++lineNo);
    start = end + 1;
  }
  return reader.finish();
}

export async function readSource<T>(source: TextSource, reader: LineReader<T>): Promise<T> {
  if (typeof source === 'string') return readString(source, reader);
  if (reader.lineBytes) return readBytes(source, reader as Required<LineReader<T>>);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let rest = '';
  let lineNo = 0;
  const take = (text: string, final: boolean) => {
    let start = 0;
    for (;;) {
      const end = text.indexOf('\n', start);
      if (end < 0) break;
      reader.line(stripCr(text.slice(start, end)), ++lineNo);
      start = end + 1;
    }
    rest = text.slice(start);
    if (final && rest.length > 0) reader.line(stripCr(rest), ++lineNo);
  };
  try {
    for await (const chunk of source) take(rest + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })), false);
    take(rest + decoder.decode(), true);
  } catch (error) {
    if (error instanceof TypeError && /decode|encoded/i.test(error.message))
      throw new FormatError(lineNo + 1, 'the text is not valid UTF-8');
    throw error;
  }
  return reader.finish();
}

/** Splits byte chunks at newlines, carrying only the unfinished line over to the next chunk. */
async function readBytes<T>(source: AsyncIterable<string | Uint8Array>, reader: Required<LineReader<T>>): Promise<T> {
  const encoder = new TextEncoder();
  let carry: Uint8Array | null = null;
  let lineNo = 0;
  const emit = (bytes: Uint8Array, start: number, end: number) => {
    reader.lineBytes(bytes, start, end > start && bytes[end - 1] === 13 ? end - 1 : end, ++lineNo);
  };
  for await (const piece of source) {
    const chunk = typeof piece === 'string' ? encoder.encode(piece) : piece;
    let start = 0;
    // A plain loop: a native indexOf per line costs more than the scan itself on short lines.
    for (let i = 0; i < chunk.length; i++) {
      if (chunk[i] !== 10) continue;
      if (carry) {
        const joined = concat(carry, chunk, i);
        carry = null;
        emit(joined, 0, joined.length);
      } else emit(chunk, start, i);
      start = i + 1;
    }
    if (start < chunk.length) carry = carry ? concat(carry, chunk, chunk.length) : chunk.slice(start);
  }
  if (carry) emit(carry, 0, carry.length);
  return reader.finish();
}

function concat(head: Uint8Array, chunk: Uint8Array, upTo: number): Uint8Array {
  const joined = new Uint8Array(head.length + upTo);
  joined.set(head);
  joined.set(chunk.subarray(0, upTo), head.length);
  return joined;
}

const stripCr = (line: string): string => (line.endsWith('\r') ? line.slice(0, -1) : line);

/** The line shortened for an error message. */
export function excerpt(line: string): string {
  const t = line.trim();
  return `"${t.length > 60 ? `${t.slice(0, 57)}...` : t}"`;
}

/** Lines produced per id, joined into chunks of a few thousand lines. */
export function* batched(size: number, each: (id: number, out: string[]) => void): Generator<string> {
  let out: string[] = [];
  for (let i = 0; i < size; i++) {
    each(i, out);
    if (out.length >= 4096) {
      yield `${out.join('\n')}\n`;
      out = [];
    }
  }
  if (out.length > 0) yield `${out.join('\n')}\n`;
}
