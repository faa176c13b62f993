// Round trips (fast-check): whatever a session document holds (any JSON in event data, any
// unicode, lone surrogates included) comes back from disk deep-equal, and the incremental
// serializer writes exactly the bytes JSON.stringify would.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { Low } from 'lowdb';
import { describe, expect, it } from 'vitest';
import { DurableFile, type NewStoredEvent, type SessionDoc, type SessionMeta, SessionStore, sessionCodec } from '../../state/index.js';
import { budget } from '../helpers/property.js';
import { config, NOW, tempDir } from './fixtures.js';

/** Wall-clock cap per property, failing when hit: many times what it takes on a loaded 2-core machine. */
const BUDGET_MS = 10_000;

const text = (minLength = 0) => fc.string({ unit: 'binary', minLength, maxLength: 20 });
// as JSON holds them: fast-check may generate -0, which JSON writes, and reads back, as 0
const json = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }).map((v) => JSON.parse(JSON.stringify(v)) as fc.JsonValue);

const newEvent: fc.Arbitrary<NewStoredEvent> = fc.record({
  at: text(),
  actor: text(1),
  type: text(1),
  data: fc.dictionary(text(), json, { maxKeys: 5 }),
});

const meta: fc.Arbitrary<SessionMeta> = fc.record(
  {
    question: text(),
    title: text(),
    phase: text(),
    progress: fc.record({ unit: fc.constantFrom('round', 'stage', 'message', 'turn'), done: fc.nat(), total: fc.nat(), label: text() }),
    status: fc.constantFrom('running', 'awaiting-human', 'done', 'stopped'),
    reason: text(),
    updatedAt: text(),
    eventCount: fc.nat(),
  },
  { requiredKeys: ['question', 'phase', 'progress', 'status', 'updatedAt', 'eventCount'] },
);

/**
 * Documents as JSON.parse gives them. JSON has no -0 (fc.jsonValue makes some), so a document is
 * taken through JSON once first; `append` does the same to what it is given, before it saves.
 */
const doc: fc.Arbitrary<SessionDoc> = fc
  .record({
    id: text(),
    createdAt: text(),
    protocol: text(),
    question: text(1),
    seats: fc.dictionary(text(), fc.record({ kind: text(1), model: text() }), { maxKeys: 3 }),
    extra: json,
    meta,
    events: fc.array(newEvent, { maxLength: 8 }),
  })
  .map(({ question, seats, extra, events, ...rest }) => ({
    schemaVersion: 3 as const,
    ...rest,
    config: { question, seats, extra },
    events: events.map((event, i) => ({ seq: i + 1, ...event })),
  }))
  .map((d) => JSON.parse(JSON.stringify(d)) as SessionDoc);

describe('round trips', () => {
  it('loads back every document it saves, deep-equal, as the bytes JSON.stringify gives', async () => {
    const dir = await tempDir();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(doc, async (saved) => {
        n += 1;
        const file = path.join(dir, `${n}.json`);
        await new Low(new DurableFile(file, sessionCodec(file)), saved).write();

        expect(await readFile(file, 'utf8')).toBe(JSON.stringify(saved));
        expect(await new DurableFile(file, sessionCodec(file)).read()).toEqual(saved);
      }),
      { numRuns: 60, ...budget(BUDGET_MS) },
    );
  });

  it('reopens a session appended in arbitrary batches equal to the one in memory', async () => {
    const store = new SessionStore(await tempDir());
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(newEvent, { maxLength: 4 }), { maxLength: 5 }), meta, async (batches, last) => {
        const session = await store.create({ protocol: 'argumentation', config: config(), meta: last, now: NOW });
        for (const batch of batches) await session.append(batch, last);
        await session.close();
        const again = await store.open(session.id, { readOnly: true });

        expect(again.doc).toEqual(session.doc);
        expect(again.doc.events.map(({ seq: _, ...event }) => event)).toEqual(batches.flat());
        expect(again.doc.meta).toEqual({ ...last, eventCount: batches.flat().length });
      }),
      { numRuns: 40, ...budget(BUDGET_MS) },
    );
  });

  it('writes the same bytes after appends as a full serialization would', async () => {
    const store = new SessionStore(await tempDir());
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(newEvent, { maxLength: 4 }), { minLength: 1, maxLength: 5 }), meta, async (batches, first) => {
        const session = await store.create({ protocol: 'argumentation', config: config(), meta: first, now: NOW });
        for (const batch of batches) {
          await session.append(batch, session.doc.meta);
          await session.fold();
          expect(await readFile(path.join(session.dir, 'session.json'), 'utf8')).toBe(JSON.stringify(session.doc));
        }
        await session.close();
      }),
      { numRuns: 30, ...budget(BUDGET_MS) },
    );
  });
});
