// The migration chain: every readable version parses through one discriminated union and is
// brought up to the latest by `migrate`, whose switch is exhaustive. Version 1 is the only one
// today, so the chain is tested at its ends: the current version passes through unchanged, and a
// version it does not know is refused, never replaced by defaults.
import { describe, expect, it } from 'vitest';
import { anySessionDocSchema, decodeSession, migrate, SCHEMA_VERSION, type SessionDoc } from '../../state/index.js';
import { config, meta } from './fixtures.js';

const v1: SessionDoc = {
  schemaVersion: 1,
  id: '007-redis-vs-memcached',
  createdAt: '2025-01-01T00:00:00.000Z',
  protocol: 'argumentation',
  config: config(),
  meta: meta(),
  events: [{ seq: 1, at: '2025-01-01T00:00:01.000Z', actor: 'runner', type: 'agent.requested', data: { seat: 'consultee' } }],
};

describe('the migration chain', () => {
  it('ends at the current schema version', () => {
    expect(SCHEMA_VERSION).toBe(1);
    expect(migrate(anySessionDocSchema.parse(v1)).schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('passes a current document through unchanged', () => {
    expect(migrate(anySessionDocSchema.parse(v1))).toEqual(v1);
    expect(decodeSession(JSON.stringify(v1), '/s/session.json')).toEqual(v1);
  });

  it.each([0, 0.5, '1'])('refuses the unknown schema version %j instead of defaulting', (schemaVersion) => {
    const text = JSON.stringify({ ...v1, schemaVersion });

    expect(() => decodeSession(text, '/s/session.json')).toThrow(
      expect.objectContaining({
        code: 'corrupt',
        message: "corrupt session file /s/session.json: schemaVersion: Invalid discriminator value. Expected '1' (the file was left untouched)",
      }),
    );
  });

  it('sends a newer version to read-only handling rather than through the chain', () => {
    expect(() => decodeSession(JSON.stringify({ ...v1, schemaVersion: 2 }), '/s/session.json')).toThrow(
      expect.objectContaining({ code: 'newer-version', version: 2, doc: expect.objectContaining({ id: v1.id }) }),
    );
  });
});
