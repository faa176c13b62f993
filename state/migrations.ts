// Every version of the session document this agon can read, and the chain that brings each one up
// to the latest (after grafana/k6-studio's settings migrations). To add version N+1: freeze today's
// schema as schema-vN.ts, write `migrateVN(doc): next`, add the new schema to the union below and a
// case to the switch; the `never` check fails to compile until every version has its case. Unlike
// k6-studio, a document that fits no version is never replaced by defaults: loading fails and the
// file stays as it is. Migrating happens in memory; the file is rewritten in the new version only
// by the next save of a session opened for writing.
import * as z from 'zod';
import { type SessionDocV1, sessionDocSchemaV1 } from './schema-v1.js';
import { type SessionDocV2, sessionDocSchemaV2 } from './schema-v2.js';
import { SCHEMA_VERSION, type SessionDoc, sessionDocSchema } from './schema.js';

export const anySessionDocSchema = z.discriminatedUnion('schemaVersion', [sessionDocSchemaV1, sessionDocSchemaV2, sessionDocSchema]);
export type AnySessionDoc = z.infer<typeof anySessionDocSchema>;

export function migrate(doc: AnySessionDoc): SessionDoc {
  switch (doc.schemaVersion) {
    case 1:
      return migrate(migrateV1(doc));
    case 2:
      return migrateV2(doc);
    case SCHEMA_VERSION:
      return doc;
    default:
      return unreachable(doc);
  }
}

/** Version 1 counted only rounds: its meta becomes a progress in rounds. */
function migrateV1(doc: SessionDocV1): SessionDocV2 {
  const { round, maxRounds, ...meta } = doc.meta;
  const finished = meta.status === 'done';
  return {
    ...doc,
    schemaVersion: 2,
    meta: {
      ...meta,
      progress: { unit: 'round', done: finished ? round : Math.max(0, round - 1), total: maxRounds, label: `round ${round}/${maxRounds}` },
    },
  };
}

/** Version 2 kept every event's data inline, which version 3 still reads as it is. */
function migrateV2(doc: SessionDocV2): SessionDoc {
  return { ...doc, schemaVersion: SCHEMA_VERSION };
}

function unreachable(doc: never): never {
  throw new Error(`no migration from schema version ${String((doc as { schemaVersion: unknown }).schemaVersion)}`);
}
