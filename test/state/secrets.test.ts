// config never holds a secret: a key named like key/token/secret/password may only hold the NAME
// of an environment variable.
import { describe, expect, it } from 'vitest';
import { findSecret } from '../../state/index.js';

describe('finding a secret in config', () => {
  it('accepts the name of an environment variable under a secret-like key', () => {
    expect(findSecret({ seats: { a: { kind: 'openai', key_env: 'OPENAI_API_KEY', apiKey: 'MY_KEY' } } })).toBeUndefined();
  });

  it.each([
    [{ seats: { a: { kind: 'openai', api_key: 'sk-live-1234' } } }, 'config.seats.a.api_key'],
    [{ seats: { a: { kind: 'openai', key: 'abcdef' } } }, 'config.seats.a.key'],
    [{ auth: { password: 'hunter2' } }, 'config.auth.password'],
    [{ endpoints: [{ accessToken: 'ghp_x' }] }, 'config.endpoints[0].accessToken'],
    [{ clientSecret: 12345 }, 'config.clientSecret'],
  ])('refuses a value that is not an environment variable name: %j', (config, at) => {
    expect(findSecret(config)).toBe(at);
  });

  it('leaves keys that only look alike, such as token budgets, alone', () => {
    expect(findSecret({ budgets: { tokens: 50_000 }, maxTokens: 10, keyboard: 'qwerty', monkey: 'george' })).toBeUndefined();
  });
});
