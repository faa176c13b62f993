// session.json as text: decoding (JSON, version, zod, migration) with one-line errors naming the
// file and the first problem, and the codec the durable lowdb adapter uses. Decoding never writes;
// a file that does not decode is reported and left exactly as it is.
import * as z from 'zod';
import type { Codec } from './durable-file.js';
import { oneLine, StoreError } from './errors.js';
import { type AnySessionDoc, anySessionDocSchema, migrate } from './migrations.js';
import { deepFreeze, SessionSerializer } from './serialize.js';
import { SCHEMA_VERSION, type SessionDoc, sessionDocSchema, type SessionMeta } from './schema.js';

export const SESSION_FILE = 'session.json';

/** A document written by a newer agon. `doc` is set when it still reads as this version's shape. */
export class NewerVersionError extends StoreError {
  constructor(
    message: string,
    readonly version: number,
    readonly doc?: SessionDoc,
  ) {
    super('newer-version', message);
    this.name = 'NewerVersionError';
  }
}

export interface SessionHeader {
  protocol: string;
  createdAt: string;
  meta: SessionMeta;
}

const newerDocSchema = sessionDocSchema.extend({ schemaVersion: z.number() });
const headerSchema = sessionDocSchema.pick({ schemaVersion: true, protocol: true, createdAt: true, meta: true });

/** Events come back frozen: the serializer keeps their JSON, so they must never change in place. */
export function sessionCodec(file: string): Codec<SessionDoc> {
  const serializer = new SessionSerializer();
  return {
    parse(text) {
      const doc = decodeSession(text, file);
      for (const event of doc.events) deepFreeze(event);
      return doc;
    },
    serialize: (doc) => serializer.serialize(doc),
  };
}

/**
 * Validates and migrates. The result is JSON.parse's own objects, not zod's copies: the schemas
 * transform nothing, and the copies would drop keys zod does not know (`__proto__` among them),
 * which the next save would then lose for good.
 */
export function decodeSession(text: string, file: string): SessionDoc {
  const raw = parseJson(text, file);
  refuseNewer(raw, file);
  const parsed = anySessionDocSchema.safeParse(raw);
  if (!parsed.success) throw corrupt(file, describeIssue(parsed.error));
  const doc = migrate(raw as AnySessionDoc);
  const gap = doc.events.findIndex((event, i) => event.seq !== i + 1);
  if (gap >= 0) throw corrupt(file, `events[${gap}].seq: expected ${gap + 1}, found ${doc.events[gap]?.seq}`);
  return doc;
}

/** What a listing shows, without validating every event of a current-version file. */
export function decodeSessionHeader(text: string, file: string): SessionHeader {
  const raw = parseJson(text, file);
  if (versionOf(raw) !== SCHEMA_VERSION) return decodeSession(text, file);
  const parsed = headerSchema.safeParse(raw);
  if (!parsed.success) throw corrupt(file, describeIssue(parsed.error));
  return parsed.data;
}

/** The first zod issue as `events[3].seq: Invalid input: expected number, received string`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid document';
  const where = issue.path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
  return oneLine(where ? `${where}: ${issue.message}` : issue.message);
}

function parseJson(text: string, file: string): unknown {
  if (text.trim() === '') throw corrupt(file, 'empty file');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw corrupt(file, `invalid JSON (${oneLine(error instanceof Error ? error.message : String(error), 120)})`);
  }
}

function versionOf(raw: unknown): unknown {
  return raw && typeof raw === 'object' && 'schemaVersion' in raw ? raw.schemaVersion : undefined;
}

function refuseNewer(raw: unknown, file: string): void {
  const version = versionOf(raw);
  if (typeof version !== 'number' || !(version > SCHEMA_VERSION)) return;
  const readable = newerDocSchema.safeParse(raw).success;
  throw new NewerVersionError(
    `${file} was saved by a newer agon (schema version ${version}; this one reads up to ${SCHEMA_VERSION})`,
    version,
    readable ? (raw as SessionDoc) : undefined,
  );
}

function corrupt(file: string, detail: string): StoreError {
  return new StoreError('corrupt', `corrupt session file ${file}: ${detail} (the file was left untouched)`);
}
