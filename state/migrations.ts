// Every version of the session document this agon can read, and the chain that brings each one up
// to the latest (after grafana/k6-studio's settings migrations). To add version 2: freeze today's
// schema as v1 (schema-v1.ts), write `migrateV1(doc: SessionDocV1): SessionDocV2`, add the v2
// schema to the union below and a `case 1: return migrate(migrateV1(doc));` to the switch; the
// `never` check fails to compile until every version has its case. Unlike k6-studio, a document
// that fits no version is never replaced by defaults: loading fails and the file stays as it is.
import { z } from 'zod';
import { SCHEMA_VERSION, type SessionDoc, sessionDocSchema } from './schema.js';

export const anySessionDocSchema = z.discriminatedUnion('schemaVersion', [sessionDocSchema]);
export type AnySessionDoc = z.infer<typeof anySessionDocSchema>;

export function migrate(doc: AnySessionDoc): SessionDoc {
  switch (doc.schemaVersion) {
    case SCHEMA_VERSION:
      return doc;
    default:
      return unreachable(doc.schemaVersion);
  }
}

function unreachable(version: never): never {
  throw new Error(`no migration from schema version ${String(version)}`);
}
