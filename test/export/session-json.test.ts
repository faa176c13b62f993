// The JSON export of a session: version 2 of the export, the session's config and meta, its outcome
// and every event, which a reader parses back into what the session held.
import { describe, expect, it } from 'vitest';
import { type ExportSource, sessionJson } from '../../src/export/session-json.js';
import type { DebateEvent } from '../../src/protocols/types.js';
import { safeJson } from '../../src/text/json.js';

const EVENTS: DebateEvent[] = [
  { seq: 1, at: '2025-01-01T00:00:01.000Z', actor: 'human', type: 'session.created', data: { question: 'Redis or Memcached?' } },
  {
    seq: 2,
    at: '2025-01-01T00:00:02.000Z',
    actor: 'skeptic',
    type: 'move.accepted',
    data: { seat: 'skeptic', moves: [{ kind: 'point', text: 'Redis "fits"\nbetter' }], refused: [] },
  },
];

const doc = (): ExportSource => ({
  id: 's-1',
  protocol: 'crux',
  createdAt: '2025-01-01T00:00:00.000Z',
  config: { question: 'Redis or Memcached?', seats: { skeptic: { kind: 'codex' } } },
  meta: { status: 'done', rounds: 2 },
  events: EVENTS,
});

const OUTCOME = { verdict: 'Redis', scores: { P1: 0.5 } };

describe('sessionJson', () => {
  it('holds the export version, session id, protocol, creation time, config, meta, outcome and events, in that order', () => {
    const json = sessionJson(doc(), OUTCOME);

    expect(Object.keys(json)).toEqual(['v', 'session', 'protocol', 'createdAt', 'config', 'meta', 'outcome', 'events']);
    expect(json).toEqual({
      v: 2,
      session: 's-1',
      protocol: 'crux',
      createdAt: '2025-01-01T00:00:00.000Z',
      config: doc().config,
      meta: doc().meta,
      outcome: OUTCOME,
      events: EVENTS,
    });
  });

  it('leaves out whatever else the session document holds', () => {
    const source = { ...doc(), dir: '/home/someone/.agon/sessions/s-1', schemaVersion: 3 };

    const json = sessionJson(source, OUTCOME);

    expect(json).not.toHaveProperty('dir');
    expect(json).not.toHaveProperty('schemaVersion');
    expect(JSON.stringify(json)).not.toContain('/home/someone');
  });

  it('keeps an outcome of null as null, so a reader sees the debate has none', () => {
    expect(JSON.parse(JSON.stringify(sessionJson(doc(), null)))).toHaveProperty('outcome', null);
  });

  it('round-trips through the JSON the export writes: parsing it gives back the session and its outcome', () => {
    const hostile: ExportSource = {
      ...doc(),
      config: { question: 'Redis\u2028or\u009b Memcached? \u202e "quoted" ✓' },
      events: [
        ...EVENTS,
        {
          seq: 3,
          at: '2025-01-01T00:00:03.000Z',
          actor: 'optimist',
          type: 'agent.failed',
          data: { seat: 'optimist', reason: 'tab\there, nul\u0000, bell\u0007', nested: { list: [1, null, true, 'x'] } },
        },
      ],
    };

    const parsed = JSON.parse(safeJson(sessionJson(hostile, OUTCOME), 2)) as ReturnType<typeof sessionJson>;

    expect(parsed.v).toBe(2);
    expect({
      id: parsed.session,
      protocol: parsed.protocol,
      createdAt: parsed.createdAt,
      config: parsed.config,
      meta: parsed.meta,
      events: parsed.events,
    }).toEqual(hostile);
    expect(parsed.outcome).toEqual(OUTCOME);
  });
});
