// The migration chain: every readable version parses through one discriminated union and is
// brought up to the latest by `migrate`, whose switch is exhaustive. One test per old version (what
// it becomes), the current version passes through unchanged, and a version it does not know is
// refused, never replaced by defaults.
import { describe, expect, it } from 'vitest';
import { anySessionDocSchema, decodeSession, migrate, SCHEMA_VERSION, type SessionDoc } from '../../state/index.js';
import { config, meta } from './fixtures.js';

const events = [{ seq: 1, at: '2025-01-01T00:00:01.000Z', actor: 'runner', type: 'agent.requested', data: { seat: 'consultee' } }];

const current: SessionDoc = {
  schemaVersion: 3,
  id: '007-redis-vs-memcached',
  createdAt: '2025-01-01T00:00:00.000Z',
  protocol: 'argumentation',
  config: config(),
  meta: meta(),
  events,
};

/** What agon 0.1 wrote: a meta that counted rounds only. */
const v1 = {
  schemaVersion: 1,
  id: '007-redis-vs-memcached',
  createdAt: '2025-01-01T00:00:00.000Z',
  protocol: 'argumentation',
  config: { ...config(), framing: 'how-to', maxRounds: 5 },
  meta: {
    question: 'Redis vs Memcached?',
    phase: 'CONSTRUCTIVE',
    round: 3,
    maxRounds: 5,
    status: 'running',
    updatedAt: '2025-01-01T00:00:00.000Z',
    eventCount: 1,
  },
  events,
};

describe('the migration chain', () => {
  it('ends at the current schema version', () => {
    expect(SCHEMA_VERSION).toBe(3);
    expect(migrate(anySessionDocSchema.parse(v1)).schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('passes a current document through unchanged', () => {
    expect(migrate(anySessionDocSchema.parse(current))).toEqual(current);
    expect(decodeSession(JSON.stringify(current), '/s/session.json')).toEqual(current);
  });

  it('reads a title in the meta without a new version: one saved before titles simply has none', () => {
    const titled = { ...current, meta: { ...meta(), title: 'Session cache' } };

    expect(decodeSession(JSON.stringify(titled), '/s/session.json')).toEqual(titled);
    expect(decodeSession(JSON.stringify(current), '/s/session.json').meta).not.toHaveProperty('title');
    expect(decodeSession(JSON.stringify({ ...current, schemaVersion: 2 }), '/s/session.json').meta).not.toHaveProperty('title');
  });

  it('brings version 1 up: its rounds become a progress in rounds, everything else is kept', () => {
    const doc = decodeSession(JSON.stringify(v1), '/s/session.json');

    expect(doc.schemaVersion).toBe(3);
    expect(doc.meta).toEqual({
      question: 'Redis vs Memcached?',
      phase: 'CONSTRUCTIVE',
      progress: { unit: 'round', done: 2, total: 5, label: 'round 3/5' },
      status: 'running',
      updatedAt: '2025-01-01T00:00:00.000Z',
      eventCount: 1,
    });
    expect(doc.config).toEqual(v1.config);
    expect(doc.events).toEqual(v1.events);
  });

  it('brings version 2 up as it is: its events kept their data inline, which version 3 still reads', () => {
    const v2 = { ...current, schemaVersion: 2 };
    expect(decodeSession(JSON.stringify(v2), '/s/session.json')).toEqual(current);
  });

  it('counts the last round as done in a finished version 1 session', () => {
    const doc = decodeSession(JSON.stringify({ ...v1, meta: { ...v1.meta, status: 'done' } }), '/s/session.json');

    expect(doc.meta.progress).toEqual({ unit: 'round', done: 3, total: 5, label: 'round 3/5' });
  });

  it.each([0, 0.5, '1'])('refuses the unknown schema version %j instead of defaulting', (schemaVersion) => {
    const text = JSON.stringify({ ...current, schemaVersion });

    expect(() => decodeSession(text, '/s/session.json')).toThrow(
      expect.objectContaining({
        code: 'corrupt',
        message: expect.stringMatching(/^corrupt session file \/s\/session\.json: schemaVersion: .*\(the file was left untouched\)$/),
      }),
    );
  });

  it('sends a newer version to read-only handling rather than through the chain', () => {
    expect(() => decodeSession(JSON.stringify({ ...current, schemaVersion: 4 }), '/s/session.json')).toThrow(
      expect.objectContaining({ code: 'newer-version', version: 4, doc: expect.objectContaining({ id: current.id }) }),
    );
  });
});
