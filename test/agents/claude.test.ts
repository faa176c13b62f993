// The claude adapter against the fake `claude`, which prints the real formats byte for byte.
import { describe, expect, it } from 'vitest';
import { claudeArgs } from '../../src/agents/claude.js';
import { CLAUDE_READ_TOOLS } from '../../src/agents/read-only.js';
import type { AgentError } from '../../src/runner/types.js';
import { deps, fakeCall, fakeEnv, makeAgent, request, scenarioDir, scratch } from '../fixtures/agents/support.js';

const home = await scratch('agon-home-');
const env = fakeEnv(home);
const SESSION = '22795ca6-8222-4620-91dd-3001deaf3378';
const READ_ONLY = ['--permission-mode', 'default', '--tools', 'Read,Grep,Glob,WebFetch,WebSearch'];
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as AgentError,
  );

describe('the claude agent', () => {
  it('reads the result, session id, tokens and the cost Claude Code reports (not an estimate)', async () => {
    const dir = await scenarioDir('ok');
    const reply = await makeAgent('claude', { model: 'sonnet' }, deps(env, { prices: { sonnet: { input: 99, output: 99 } } }), dir).ask(
      request('q'),
    );
    expect(reply.text).toBe('Remote work raises output by removing commute time.');
    expect(reply.resumeRef).toBe(SESSION);
    expect(reply.tokens).toEqual({ input: 18 + 1476 + 16981, output: 257, total: 18 + 1476 + 16981 + 257 });
    expect(reply).toMatchObject({ costUsd: 0.0131, costEstimated: false, exitCode: 0 });
    expect((await fakeCall(dir, 1)).argv).toEqual(['-p', '--output-format', 'json', '--model', 'sonnet', ...READ_ONLY]);
  });

  it('checks is_error before subtype: "Not logged in" under subtype "success" is an auth failure', async () => {
    const error = await failureOf(makeAgent('claude', {}, deps(env), await scenarioDir('auth')).ask(request('q')));
    expect(error?.kind).toBe('auth');
    expect(error?.message).toBe(
      'claude is not logged in: run `claude` and log in with /login (or set ANTHROPIC_API_KEY) (Not logged in · Please run /login)',
    );
    expect(error?.raw).toContain('"is_error":true');
  });

  it('reports running out of usage as a limit', async () => {
    const error = await failureOf(makeAgent('claude', {}, deps(env), await scenarioDir('limit')).ask(request('q')));
    expect(error?.kind).toBe('limit');
    expect(error?.message).toMatch(/out of extra usage · resets Apr 24/);
  });

  it('continues its session with --resume, sending only the new part on stdin', async () => {
    const dir = await scenarioDir('ok');
    await makeAgent('claude', {}, deps(env), dir).ask(request('what changed', { form: 'delta', resumeRef: SESSION }));
    const call = await fakeCall(dir, 1);
    expect(call.argv).toEqual(['-p', '--output-format', 'json', '--resume', SESSION, ...READ_ONLY]);
    expect(call.stdin.toString()).toBe('what changed');
  });

  it('fails with Claude Code’s own words when the session to resume is gone', async () => {
    const error = await failureOf(
      makeAgent('claude', {}, deps(env), await scenarioDir('no-conversation')).ask(request('q', { form: 'delta', resumeRef: 'lost' })),
    );
    expect(error?.kind).toBe('exit');
    expect(error?.message).toBe('claude failed (exit 1): No conversation found with session ID: 736bd807-d4ce-482f-b62f-06fa6a560b2d');
  });

  it('streams text as it arrives when someone listens, and still returns the whole answer', async () => {
    const dir = await scenarioDir('ok');
    const chunks: string[] = [];
    const reply = await makeAgent('claude', {}, deps(env), dir).ask(request('q', { onText: (c) => chunks.push(c) }));
    expect(chunks).toEqual(['Remote work raises output ', 'by removing commute time.']);
    expect(reply.text).toBe('Remote work raises output by removing commute time.');
    expect((await fakeCall(dir, 1)).argv).toEqual([
      '-p',
      '--output-format',
      'stream-json',
      '--verbose',
      '--include-partial-messages',
      ...READ_ONLY,
    ]);
  });

  it('streams whole messages from an older Claude Code that refuses partial messages, and stops asking for them', async () => {
    const dir = await scenarioDir('no-partials');
    const agent = makeAgent('claude', {}, deps(env), dir);
    const chunks: string[] = [];
    const reply = await agent.ask(request('q', { onText: (c) => chunks.push(c) }));
    expect(chunks).toEqual(['Remote work raises output by removing commute time.']);
    expect(reply.text).toBe('Remote work raises output by removing commute time.');
    await agent.ask(request('q', { onText: () => undefined }));
    expect(await Promise.all([1, 2, 3].map(async (n) => (await fakeCall(dir, n)).argv.includes('--include-partial-messages')))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('keeps only the reading tools of a read-only seat, whatever the settings allow, and accepts edits when the seat allows them', () => {
    const base = { allowEdits: false, json: true, resume: true, stream: true };
    const readOnly = claudeArgs(base, false);
    expect(readOnly.slice(-4)).toEqual(READ_ONLY);
    expect(CLAUDE_READ_TOOLS.some((tool) => /Bash|Edit|Write|Notebook|Agent|Worktree/.test(tool))).toBe(false);
    expect(readOnly.join(' ')).not.toMatch(/skip|bypass|dangerously/);
    expect(claudeArgs({ ...base, allowEdits: true }, false)).toEqual(['-p', '--output-format', 'json', '--permission-mode', 'acceptEdits']);
  });
});
