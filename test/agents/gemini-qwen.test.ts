// The gemini and qwen adapters against their fakes, which print the real formats byte for byte.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GEMINI_POLICY_FILE, QWEN_WRITING_TOOLS } from '../../src/agents/read-only.js';
import type { AgentError } from '../../src/runner/types.js';
import { deps, fakeCall, fakeEnv, makeAgent, request, scenarioDir, scratch } from '../fixtures/agents/support.js';

const home = await scratch('agon-home-');
const env = fakeEnv(home);
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as AgentError,
  );

describe('the gemini agent', () => {
  it('reads the pretty-printed JSON answer, its session id, tokens, and a cost estimated per model', async () => {
    const dir = await scenarioDir('ok');
    const prices = { 'gemini-2.5': { input: 1.25, output: 10 } };
    const reply = await makeAgent('gemini', { model: 'gemini-2.5-pro' }, deps(env, { prices }), dir).ask(request('q'));
    expect(reply.text).toBe('The capital of France is Paris.');
    expect(reply.resumeRef).toBe('c0ffee00-1234-4abc-8def-0123456789ab');
    expect(reply.tokens).toEqual({ input: 8965, output: 68, total: 9033 });
    expect(reply.costUsd).toBeCloseTo((8965 * 1.25 + 68 * 10) / 1e6, 6);
    expect(reply.costEstimated).toBe(true);
    const call = await fakeCall(dir, 1);
    const policy = join(dir, GEMINI_POLICY_FILE);
    expect(call.argv).toEqual([
      '-p',
      'Follow the instructions above.',
      '--output-format',
      'json',
      '-m',
      'gemini-2.5-pro',
      '--approval-mode',
      'default',
      '--policy',
      policy,
      '--admin-policy',
      policy,
    ]);
    expect(call.stdin.toString()).toBe('q');
    expect(call.env.GEMINI_CLI_TRUST_WORKSPACE).toBe('true');
  });

  it('turns exit 41 with its error JSON on stderr into "gemini is not logged in"', async () => {
    const error = await failureOf(makeAgent('gemini', {}, deps(env), await scenarioDir('auth')).ask(request('q')));
    expect(error?.kind).toBe('auth');
    expect(error?.exitCode).toBe(41);
    expect(error?.message).toMatch(
      /^gemini is not logged in: set GEMINI_API_KEY, or run `gemini` once and log in \(Please set an Auth method/,
    );
  });

  it('explains exit 55 as an untrusted working directory', async () => {
    const error = await failureOf(makeAgent('gemini', {}, deps(env), await scenarioDir('untrusted')).ask(request('q')));
    expect(error?.exitCode).toBe(55);
    expect(error?.message).toMatch(
      /^gemini does not trust the working directory \(set GEMINI_CLI_TRUST_WORKSPACE=true or use --skip-trust\): Gemini CLI is not running/,
    );
  });

  it('streams stream-json assistant deltas as they arrive and totals the result stats', async () => {
    const chunks: string[] = [];
    const reply = await makeAgent('gemini', {}, deps(env), await scenarioDir('ok')).ask(request('q', { onText: (c) => chunks.push(c) }));
    expect(chunks).toEqual(['2 + 2 = ', '4.']);
    expect(reply.text).toBe('2 + 2 = 4.');
    expect(reply.tokens).toEqual({ input: 8965, output: 10, total: 9033 });
    expect(reply.resumeRef).toBe('c0ffee00-1234-4abc-8def-0123456789ab');
  });

  it('denies a read-only seat the shell and writes by a policy file of its own, and auto-approves edits when the seat allows them', async () => {
    const dir = await scenarioDir('ok');
    await makeAgent('gemini', {}, deps(env), dir).ask(request('q'));
    const policy = await readFile(join(dir, GEMINI_POLICY_FILE), 'utf8');
    for (const tool of ['run_shell_command', 'write_file', 'replace']) expect(policy).toContain(`"${tool}"`);
    expect(policy).toMatch(/decision = "deny"\npriority = 999/);
    const loose = await scenarioDir('ok');
    await makeAgent('gemini', { allow_edits: 'true' }, deps(env), loose).ask(request('q'));
    expect((await fakeCall(loose, 1)).argv).toEqual([
      '-p',
      'Follow the instructions above.',
      '--output-format',
      'json',
      '--approval-mode',
      'auto_edit',
    ]);
  });

  it('never resumes (its resume flags differ between versions): every turn gets the bounded full prompt', async () => {
    expect(makeAgent('gemini', {}, deps(env), await scenarioDir('ok')).resumes).toBe(false);
  });
});

describe('the qwen agent', () => {
  it('takes the result element of the JSON array, and estimates the cost it reports as 0', async () => {
    const dir = await scenarioDir('ok');
    const reply = await makeAgent('qwen', {}, deps(env, { prices: { 'qwen3-coder-plus': { input: 1, output: 5 } } }), dir).ask(
      request('q'),
    );
    expect(reply.text).toBe('The capital of France is Paris.');
    expect(reply.resumeRef).toBe('5f0e2a1c-9b7d-4c1e-8a3f-2d6b9e0c4a71');
    expect(reply.tokens).toEqual({ input: 12034, output: 9, total: 12043 });
    expect(reply.costUsd).toBeCloseTo((12034 + 45) / 1e6, 6);
    expect(reply.costEstimated).toBe(true);
    expect((await fakeCall(dir, 1)).argv).toEqual([
      '-p',
      'Follow the instructions above.',
      '--output-format',
      'json',
      '--approval-mode',
      'default',
      '--exclude-tools',
      ...QWEN_WRITING_TOOLS,
    ]);
  });

  it('excludes the shell and the writing tools from a read-only seat, and auto-approves edits when the seat allows them', async () => {
    expect(QWEN_WRITING_TOOLS).toEqual(expect.arrayContaining(['run_shell_command', 'edit', 'write_file']));
    const dir = await scenarioDir('ok');
    await makeAgent('qwen', { allow_edits: 'true' }, deps(env), dir).ask(request('q'));
    expect((await fakeCall(dir, 1)).argv).toEqual([
      '-p',
      'Follow the instructions above.',
      '--output-format',
      'json',
      '--approval-mode',
      'auto-edit',
    ]);
  });

  it('reports a missing API key as an auth failure with the variables to set', async () => {
    const error = await failureOf(makeAgent('qwen', {}, deps(env), await scenarioDir('auth')).ask(request('q')));
    expect(error?.kind).toBe('auth');
    expect(error?.message).toMatch(
      /^qwen is not logged in: set OPENAI_API_KEY with OPENAI_BASE_URL and OPENAI_MODEL.*\(Missing API key for OpenAI-compatible auth/,
    );
  });
});
