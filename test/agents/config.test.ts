// The config file, seat options, prices, personas and redaction: the small parts agents rely on.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/agents/config.js';
import { readSeatOptions } from '../../src/agents/options.js';
import { PERSONA_FILES } from '../../src/agents/personas.js';
import { priceFor, usageFields } from '../../src/agents/prices.js';
import { redactorFor, splitUrlCredentials } from '../../src/agents/redact.js';
import { absolutizeSpec } from '../../src/agents/port.js';
import { hostOf } from '../../src/agents/host.js';
import { scratch } from '../fixtures/agents/support.js';

describe('the config file', () => {
  it('is read from agon.config.json in the working directory before the XDG one', async () => {
    const cwd = await scratch();
    const xdg = await scratch();
    await mkdir(join(xdg, 'agon'));
    await writeFile(join(xdg, 'agon', 'config.json'), JSON.stringify({ prices: { a: { input: 1, output: 2 } } }));
    expect(loadConfig(cwd, { XDG_CONFIG_HOME: xdg })).toMatchObject({ ok: true, config: { prices: { a: { input: 1, output: 2 } } } });
    await writeFile(join(cwd, 'agon.config.json'), JSON.stringify({ timeouts: { codex: 300 } }));
    expect(loadConfig(cwd, { XDG_CONFIG_HOME: xdg })).toEqual({
      ok: true,
      config: { timeouts: { codex: 300 } },
      path: join(cwd, 'agon.config.json'),
    });
  });

  it('is optional', async () => {
    expect(loadConfig(await scratch(), { XDG_CONFIG_HOME: await scratch() })).toEqual({ ok: true, config: {} });
  });

  it.each([
    [{ prices: { 'gpt-5.2': { input: 'cheap', output: 1 } } }, /agon\.config\.json: prices\.gpt-5\.2\.input: .*number/],
    [{ endpoints: { local: { base: 'not a url' } } }, /endpoints\.local\.base/],
    [
      { endpoints: { local: { base: 'http://x/v1', key_env: 'sk-live-123' } } },
      /endpoints\.local\.key_env: must be an environment variable name/,
    ],
    [{ seats: { consultee: 'gpt' } }, /seats\.consultee: unknown agent kind "gpt"/],
    [{ colour: 'blue' }, /Unrecognized key.*colour/],
  ])('refuses %j with one line naming the file and the bad part', async (content, reason) => {
    const cwd = await scratch();
    await writeFile(join(cwd, 'agon.config.json'), JSON.stringify(content));
    const loaded = loadConfig(cwd, {});
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(loaded.problem).toMatch(reason);
      expect(loaded.problem).not.toContain('\n');
    }
  });

  it('refuses a file that is not JSON, in one line', async () => {
    const cwd = await scratch();
    await writeFile(join(cwd, 'agon.config.json'), '{ prices: ');
    const loaded = loadConfig(cwd, {});
    expect(!loaded.ok && loaded.problem).toMatch(/agon\.config\.json is not valid JSON/);
  });
});

describe('seat options', () => {
  it('name the seat and the bad option in one line', () => {
    expect(readSeatOptions('consultee', 'codex', { kind: 'codex', temprature: '1' }, {})).toEqual({
      ok: false,
      problem: 'seat consultee (codex): unknown option "temprature" (known: model, timeout, persona, allow_edits, json, resume)',
    });
    expect(readSeatOptions('consultee', 'claude', { kind: 'claude', allow_edits: 'yes' }, {})).toEqual({
      ok: false,
      problem: 'seat consultee (claude): allow_edits must be true or false, not "yes"',
    });
    expect(readSeatOptions('c', 'openai', { kind: 'openai', model: 'm' }, {})).toMatchObject({
      problem: expect.stringMatching(/needs base=URL/),
    });
    expect(readSeatOptions('c', 'openai', { kind: 'openai', base: 'ftp://x', model: 'm' }, {})).toMatchObject({
      problem: expect.stringMatching(/must be an http or https URL/),
    });
    expect(readSeatOptions('c', 'openai', { kind: 'openai', base: 'http://x/v1' }, {})).toMatchObject({
      problem: expect.stringMatching(/needs model=NAME/),
    });
  });

  it('take an openai endpoint from the config file by name, with seat options winning', () => {
    const config = { endpoints: { ollama: { base: 'http://127.0.0.1:11434/v1/', model: 'llama3.1', key_env: 'OLLAMA_KEY' } } };
    const read = readSeatOptions('c', 'openai', { kind: 'openai', endpoint: 'ollama', model: 'qwen3' }, config);
    expect(read).toMatchObject({
      ok: true,
      options: { base: 'http://127.0.0.1:11434/v1', model: 'qwen3', keyEnv: 'OLLAMA_KEY', json: true, stream: true },
    });
    expect(readSeatOptions('c', 'openai', { kind: 'openai', endpoint: 'vllm' }, config)).toMatchObject({
      problem: 'seat c (openai): no endpoint "vllm" in the config file (known: ollama)',
    });
  });
});

describe('a seat spec recorded at session start', () => {
  it('takes a named endpoint and a kind timeout from the config file, and an absolute persona path', async () => {
    const cwd = await scratch();
    await writeFile(
      join(cwd, 'agon.config.json'),
      JSON.stringify({
        timeouts: { openai: 300 },
        endpoints: { local: { base: 'http://127.0.0.1:8080/v1', model: 'qwen3', key_env: 'LOCAL_KEY' } },
      }),
    );
    expect(absolutizeSpec({ kind: 'openai', endpoint: 'local', persona: 'p.md' }, hostOf({}, cwd))).toEqual({
      kind: 'openai',
      base: 'http://127.0.0.1:8080/v1',
      model: 'qwen3',
      key_env: 'LOCAL_KEY',
      timeout: '300',
      persona: join(cwd, 'p.md'),
    });
    expect(absolutizeSpec({ kind: 'codex', timeout: '60' }, hostOf({}, cwd))).toEqual({ kind: 'codex', timeout: '60' });
  });
});

describe('prices', () => {
  it('match a model exactly, else by the longest prefix', () => {
    const prices = { 'gpt-5': { input: 1, output: 1 }, 'gpt-5.2': { input: 2, output: 2 }, 'GPT-4o': { input: 3, output: 3 } };
    expect(priceFor('gpt-5.2-codex', prices)?.input).toBe(2);
    expect(priceFor('gpt-5-mini', prices)?.input).toBe(1);
    expect(priceFor('gpt-4o', prices)?.input).toBe(3);
    expect(priceFor('claude', prices)).toBeUndefined();
  });

  it('mark an estimate as one, and believe a reported cost', () => {
    const counts = { input: 1_000_000, cachedInput: 500_000, output: 100_000 };
    expect(usageFields([{ model: 'm', counts }], { m: { input: 2, cachedInput: 0.5, output: 10 } })).toEqual({
      tokens: { input: 1_000_000, output: 100_000, total: 1_100_000 },
      costUsd: 2.25,
      costEstimated: true,
    });
    expect(usageFields([{ model: 'm', counts }], {}, 0.42)).toMatchObject({ costUsd: 0.42, costEstimated: false });
  });
});

describe('persona files', () => {
  it('are named for each CLI', () => {
    expect(PERSONA_FILES).toMatchObject({ codex: 'AGENTS.md', claude: 'CLAUDE.md', gemini: 'GEMINI.md', qwen: 'QWEN.md' });
  });
});

describe('redaction', () => {
  it('replaces a key read through key_env by value, whatever its variable is called', () => {
    const env = { LOCAL_MODEL_SETTING: 'plain-looking-value-42', HOME: '/home/u' };
    expect(redactorFor(env)('got plain-looking-value-42')).toBe('got plain-looking-value-42');
    expect(redactorFor(env, { names: ['LOCAL_MODEL_SETTING'] })('got plain-looking-value-42')).toBe('got [redacted:LOCAL_MODEL_SETTING]');
  });

  it('takes user info and secret query parameters out of every URL, and their values everywhere', () => {
    const { shown, secrets } = splitUrlCredentials('https://me:hunter2pw@api.example/v1?api-version=2&api_key=qk-123456');
    expect(shown).toBe('https://api.example/v1?api-version=2');
    expect(secrets).toEqual(['hunter2pw', 'qk-123456']);
    const redact = redactorFor({}, { values: secrets });
    expect(redact('see https://me:hunter2pw@api.example/v1?token=abc, or say hunter2pw')).toBe(
      'see https://api.example/v1, or say [redacted:credential]',
    );
  });

  it('replaces the exact values of secret variables and well-known key shapes', () => {
    const redact = redactorFor({ MY_SERVICE_TOKEN: 'tok-0123456789', HOME: '/home/u', SHORT_KEY: 'abc' });
    const text =
      'tok-0123456789 at /home/u; sk-proj-AAAAAAAAAAAAAAAAAAAAAAAA; AIzaSyA-1234567890abcdefghijklmnopqrstu; Bearer abcdefghijklmnop1234; abc';
    expect(redact(text)).toBe('[redacted:MY_SERVICE_TOKEN] at /home/u; [redacted]; [redacted]; Bearer [redacted]; abc');
  });
});
