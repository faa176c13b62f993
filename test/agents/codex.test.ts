// The codex adapter against the fake `codex`, which prints the real formats byte for byte.
import { describe, expect, it } from 'vitest';
import { codexArgs } from '../../src/agents/codex.js';
import { parseCodexPlain, parseCount } from '../../src/agents/codex-parse.js';
import type { AgentError } from '../../src/runner/types.js';
import { deps, fakeCall, fakeEnv, makeAgent, request, scenarioDir, scratch } from '../fixtures/agents/support.js';

const home = await scratch('agon-home-');
const env = fakeEnv(home);
const prices = { 'gpt-5.5': { input: 1.25, cachedInput: 0.125, output: 10 } };
const THREAD = '019a8f3e-6a2b-7c31-9d4e-0b5c2f7a1e90';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as AgentError,
  );

describe('the codex agent', () => {
  it('reads the answer, thread id, tokens and an estimated cost from --json output', async () => {
    const dir = await scenarioDir('ok');
    const reply = await makeAgent('codex', { model: 'gpt-5.5' }, deps(env, { prices }), dir).ask(request('q'));
    expect(reply.text).toBe('Remote work raises output by removing commute time.');
    expect(reply.resumeRef).toBe(THREAD);
    expect(reply.tokens).toEqual({ input: 16786, output: 5, total: 16791 });
    // (16786 - 11008) × 1.25 + 11008 × 0.125 + 5 × 10, per million tokens.
    expect(reply.costUsd).toBeCloseTo(0.0086485, 5);
    expect(reply.costEstimated).toBe(true);
    expect(reply.rawOutput).toContain('"type":"turn.completed"');
  });

  it('records tokens but no cost when the price table has no entry for the model', async () => {
    const dir = await scenarioDir('ok');
    const reply = await makeAgent('codex', { model: 'gpt-9' }, deps(env, { prices }), dir).ask(request('q'));
    expect(reply.tokens?.total).toBe(16791);
    expect(reply.costUsd).toBeUndefined();
  });

  it('treats a "Reconnecting…" error line as a notice when the turn then completes', async () => {
    const reply = await makeAgent('codex', {}, deps(env), await scenarioDir('reconnect')).ask(request('q'));
    expect(reply.text).toBe('Remote work raises output by removing commute time.');
  });

  it('reads the older usage shape without cache-write or reasoning counts', async () => {
    const reply = await makeAgent('codex', {}, deps(env), await scenarioDir('old-usage')).ask(request('q'));
    expect(reply.tokens).toEqual({ input: 16786, output: 5, total: 16791 });
  });

  it('reports a usage limit as a limit failure in codex’s own words, with the raw output', async () => {
    const error = await failureOf(makeAgent('codex', {}, deps(env), await scenarioDir('limit')).ask(request('q')));
    expect(error?.kind).toBe('limit');
    expect(error?.message).toBe("codex hit a usage or rate limit: You've hit your usage limit. Try again in 4 days 20 hours 9 minutes.");
    expect(error?.exitCode).toBe(1);
    expect(error?.raw).toContain('"type":"turn.failed"');
  });

  it('reports a 401 as "codex is not logged in: run `codex login`", in JSON and in the human format', async () => {
    for (const json of ['true', 'false']) {
      const error = await failureOf(makeAgent('codex', { json }, deps(env), await scenarioDir('auth')).ask(request('q')));
      expect(error?.kind).toBe('auth');
      expect(error?.message).toMatch(/^codex is not logged in: run `codex login` \(or set CODEX_API_KEY\) \(.*401 Unauthorized/);
    }
  });

  it('reads the human format with json=false: the session id header, the answer, and a 1,234-style token count', async () => {
    const dir = await scenarioDir('ok');
    const reply = await makeAgent('codex', { json: 'false' }, deps(env), dir).ask(request('q'));
    expect((await fakeCall(dir, 1)).argv).not.toContain('--json');
    expect(reply.text).toBe('Remote work raises output by removing commute time.');
    expect(reply.resumeRef).toBe(THREAD);
    expect(reply.tokens).toEqual({ total: 1234 });
  });

  it('reads the older human format that printed everything on stdout', () => {
    const stdout = `[2025-06-01T10:00:00] OpenAI Codex v0.20.0 (research preview)\n--------\nworkdir: /tmp\nmodel: gpt-5\nsession id: abc-123\n--------\n[2025-06-01T10:00:01] User instructions:\nq\n[2025-06-01T10:00:05] codex\n\nFirst line.\nSecond line.\n[2025-06-01T10:00:06] tokens used: 12.345\n`;
    const turn = parseCodexPlain(stdout, '');
    expect(turn).toMatchObject({ threadId: 'abc-123', model: 'gpt-5', text: 'First line.\nSecond line.', total: 12345, completed: true });
  });

  it('reads token counts formatted for any locale', () => {
    expect(['1,234', '1.234', '1 234', '1\u202f234', "1'234", '1234'].map(parseCount)).toEqual([1234, 1234, 1234, 1234, 1234, 1234]);
  });

  it('runs read-only with every flag before `resume`, the prompt on stdin', async () => {
    const dir = await scenarioDir('ok');
    await makeAgent('codex', { model: 'gpt-5.2' }, deps(env), dir).ask(request('only the news', { form: 'delta', resumeRef: 'thread-7' }));
    const call = await fakeCall(dir, 1);
    expect(call.argv).toEqual([
      'exec',
      '--skip-git-repo-check',
      '--color',
      'never',
      '--sandbox',
      'read-only',
      '--json',
      '-m',
      'gpt-5.2',
      '-C',
      dir,
      'resume',
      'thread-7',
      '-',
    ]);
    expect(call.stdin.toString()).toBe('only the news');
  });

  it('sends the whole prompt, without resume, when the seat says resume=false', async () => {
    const agent = makeAgent('codex', { resume: 'false' }, deps(env), await scenarioDir('ok'));
    expect(agent.resumes).toBe(false);
  });

  it('gets a writable sandbox only when the seat allows edits, and never bypasses approvals', () => {
    const base = { allowEdits: false, json: true, resume: true, stream: true };
    expect(codexArgs(base, '/w', true)).toContain('read-only');
    const writable = codexArgs({ ...base, allowEdits: true }, '/w', true);
    expect(writable.slice(writable.indexOf('--sandbox'), writable.indexOf('--sandbox') + 2)).toEqual(['--sandbox', 'workspace-write']);
    expect(writable.join(' ')).not.toMatch(/dangerously|full-auto|yolo/);
  });

  it('falls back to the human format once when an older codex rejects --json on resume, and remembers it', async () => {
    const dir = await scenarioDir('old-resume', ['one', 'unused', 'two', 'three']);
    const agent = makeAgent('codex', {}, deps(env), dir);
    expect((await agent.ask(request('q'))).text).toBe('one');
    const second = await agent.ask(request('news', { form: 'delta', resumeRef: THREAD }));
    expect(second).toMatchObject({ text: 'two', resumeRef: THREAD, tokens: { total: 6278 } });
    expect((await fakeCall(dir, 2)).argv).toContain('--json');
    expect((await fakeCall(dir, 3)).argv).not.toContain('--json');
    expect((await agent.ask(request('more', { form: 'delta', resumeRef: THREAD }))).text).toBe('three');
    expect((await fakeCall(dir, 4)).argv).not.toContain('--json');
  });

  it('treats a clean exit without an agent message as unreadable output, kept raw', async () => {
    const error = await failureOf(makeAgent('codex', {}, deps(env), await scenarioDir('empty')).ask(request('q')));
    expect(error?.kind).toBe('other');
    expect(error?.message).toBe('codex gave output agon could not read: no answer in its JSONL events');
    expect(error?.raw).toContain('thread.started');
  });

  it('puts the persona in front of a full prompt when it runs outside its seat folder, and not in a delta', async () => {
    const dir = await scenarioDir('ok');
    const agent = makeAgent('codex', {}, deps(env), dir, '# Persona: the consultee');
    await agent.ask(request('the question'));
    await agent.ask(request('the news', { form: 'delta', resumeRef: THREAD }));
    expect((await fakeCall(dir, 1)).stdin.toString()).toBe('# Persona: the consultee\n\n---\n\nthe question');
    expect((await fakeCall(dir, 2)).stdin.toString()).toBe('the news');
  });
});
