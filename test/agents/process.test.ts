// Process discipline for every CLI agent, against the fake CLIs: stdin, process trees, output
// caps, the environment allowlist, redaction, and hostile output on the screen.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTPUT_LIMIT_BYTES } from '../../src/agents/config.js';
import { visibleNames } from '../../src/agents/env.js';
import { createAgent } from '../../src/agents/registry.js';
import { askWithTimeout } from '../../src/runner/ask.js';
import { AgentError } from '../../src/runner/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import {
  alive,
  deps,
  fakeCall,
  fakeEnv,
  makeAgent,
  pidIn,
  request,
  scenarioDir,
  scratch,
  treePids,
  waitUntil,
} from '../fixtures/agents/support.js';

const home = await scratch('agon-home-');
const env = fakeEnv(home);

describe('running a CLI agent', () => {
  it('closes stdin after the prompt, so a CLI that reads to EOF answers at once', async () => {
    const dir = await scenarioDir('ok');
    const started = Date.now();
    const reply = await makeAgent('codex', {}, deps(env), dir).ask(request('What now?'));
    expect(reply.text).toBe('Remote work raises output by removing commute time.');
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await fakeCall(dir, 1)).stdin.toString()).toBe('What now?');
  });

  it('runs each CLI as the leader of its own process group and session, with no controlling terminal', async () => {
    const dir = await scenarioDir('ok');
    await makeAgent('codex', {}, deps(env), dir).ask(request('q'));
    const { proc } = await fakeCall(dir, 1);
    expect(proc.group).toBe(proc.pid);
    expect(proc.session).toBe(proc.pid);
    expect(proc.tty).toBe(0);
  });

  it('delivers a 1 MB prompt intact on stdin, never in argv', async () => {
    const dir = await scenarioDir('ok');
    const prompt = `${'Ünïcödé ✓ line\n'.repeat(60_000)}end`;
    expect(Buffer.byteLength(prompt)).toBeGreaterThan(1_000_000);
    await makeAgent('codex', {}, deps(env), dir).ask(request(prompt));
    const call = await fakeCall(dir, 1);
    expect(call.stdin.equals(Buffer.from(prompt))).toBe(true);
    expect(call.argv.every((a) => a.length < 1000)).toBe(true);
  });

  it('kills the whole process tree on timeout, a grandchild holding stdout included, within a second', async () => {
    const dir = await scenarioDir('hang-grandchild');
    const agent = makeAgent('codex', {}, deps(env), dir);
    const started = Date.now();
    const result = await askWithTimeout(agent, request('hang', { timeoutMs: 600 }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('timeout');
      expect(result.error.raw).toBe('thinking about it\n');
    }
    const pids = [pidIn(dir, 'child.pid'), pidIn(dir, 'grandchild.pid')];
    const waited = await waitUntil(() => pids.every((p) => !alive(p)), 3000);
    expect(waited).toBeGreaterThanOrEqual(0);
    expect(Date.now() - started).toBeLessThan(600 + 1000);
  });

  it('kills every descendant on timeout: one in the group, one that called setsid, and one orphaned after setsid', async () => {
    const dir = await scenarioDir('hang-tree');
    const result = await askWithTimeout(makeAgent('codex', {}, deps(env), dir), request('hang', { timeoutMs: 800 }));
    expect(!result.ok && result.error.kind).toBe('timeout');
    const pids = treePids(dir);
    expect(pids).toHaveLength(4);
    expect(
      await waitUntil(() => pids.every((p) => !alive(p)), 2000),
      `still running: ${pids.filter(alive).join(', ')}`,
    ).toBeGreaterThanOrEqual(0);
  });

  it('takes the answer of a CLI that printed it whole and then did not exit, stopping it at the timeout', async () => {
    for (const kind of ['codex', 'claude', 'gemini', 'qwen'] as const) {
      const dir = await scenarioDir('linger');
      const result = await askWithTimeout(makeAgent(kind, {}, deps(env), dir), request('q', { timeoutMs: 800 }));
      expect(result.ok, kind).toBe(true);
      if (result.ok) {
        expect(result.reply.text, kind).not.toBe('');
        expect(result.reply.stoppedAfterAnswer, kind).toBe(true);
        expect(result.reply.exitCode, kind).toBeUndefined();
      }
    }
  });

  it('still fails as a timeout a CLI that hung before its answer was complete', async () => {
    const dir = await scenarioDir('hang-grandchild');
    const result = await askWithTimeout(makeAgent('codex', { json: 'false' }, deps(env), dir), request('q', { timeoutMs: 600 }));
    expect(!result.ok && result.error.kind).toBe('timeout');
  });

  it('kills what a CLI left running when it exits, so the answer is not held up by it', async () => {
    const dir = await scenarioDir('exit-grandchild');
    const started = Date.now();
    const reply = await makeAgent('codex', {}, deps(env), dir).ask(request('q'));
    expect(reply.text).toContain('Remote work');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await waitUntil(() => !alive(pidIn(dir, 'grandchild.pid')), 1000)).toBeGreaterThanOrEqual(0);
  });

  it('kills the process tree when the run is cancelled', async () => {
    const dir = await scenarioDir('hang-grandchild');
    const agent = makeAgent('codex', {}, deps(env), dir);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 400);
    const result = await askWithTimeout(agent, request('hang', { signal: controller.signal }));
    expect(!result.ok && result.error.kind).toBe('cancelled');
    const pids = [pidIn(dir, 'child.pid'), pidIn(dir, 'grandchild.pid')];
    expect(await waitUntil(() => pids.every((p) => !alive(p)), 1000)).toBeGreaterThanOrEqual(0);
  });

  it('stops a CLI writing 50 MB, keeps the first 4 MB with a marker saying how much there was, and fails the call as output too large', async () => {
    const dir = await scenarioDir('flood');
    const started = Date.now();
    const error = await makeAgent('codex', {}, deps(env), dir)
      .ask(request('q'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    const failure = error as AgentError;
    expect(failure.kind).toBe('output-too-large');
    expect(failure.message).toMatch(/more than 4 MB/);
    expect(failure.raw!.startsWith('xxxx')).toBe(true);
    expect(failure.raw).toMatch(
      /\[agon: output truncated: kept the first 41937\d\d of 52428800 bytes; the call failed as "output too large"\]\n$/,
    );
    expect(Buffer.byteLength(failure.raw!)).toBeLessThanOrEqual(DEFAULT_OUTPUT_LIMIT_BYTES);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives each CLI only allowlisted variables, so no other vendor key reaches it', async () => {
    const parent = fakeEnv(home, {
      OPENAI_API_KEY: 'sk-openai-test-key-000000000000',
      ANTHROPIC_API_KEY: 'sk-ant-test-key-0000000000000000',
      GEMINI_API_KEY: 'gemini-test-key-000000000000',
      AWS_SECRET_ACCESS_KEY: 'aws-secret-0000000000000',
      GITHUB_TOKEN: 'ghp_test0000000000000000000000000000',
      HTTPS_PROXY: 'http://proxy.example:3128',
      NODE_EXTRA_CA_CERTS: '/etc/ssl/extra.pem',
      CLAUDECODE: '1',
      SOMETHING_ELSE: 'x',
    });
    for (const kind of ['codex', 'claude', 'gemini', 'qwen'] as const) {
      const dir = await scenarioDir('ok');
      await makeAgent(kind, {}, deps(parent), dir).ask(request('q'));
      const seen = (await fakeCall(dir, 1)).env;
      const allowed = visibleNames(kind);
      expect(
        Object.keys(seen).filter((name) => !allowed.has(name)),
        kind,
      ).toEqual([]);
      expect(seen.TERM).toBe('dumb');
      expect(seen.HTTPS_PROXY).toBe('http://proxy.example:3128');
      expect(seen.NODE_EXTRA_CA_CERTS).toBe('/etc/ssl/extra.pem');
      for (const name of ['AWS_SECRET_ACCESS_KEY', 'GITHUB_TOKEN', 'CLAUDECODE', 'SOMETHING_ELSE'])
        expect(seen[name], `${kind} ${name}`).toBeUndefined();
      expect(Boolean(seen.ANTHROPIC_API_KEY)).toBe(kind === 'claude');
      expect(Boolean(seen.GEMINI_API_KEY)).toBe(kind === 'gemini');
      expect(Boolean(seen.OPENAI_API_KEY)).toBe(kind === 'codex' || kind === 'qwen');
    }
  });

  it('passes cloud credentials to Claude Code only when the person chose that cloud for it', async () => {
    const dir = await scenarioDir('ok');
    await makeAgent(
      'claude',
      {},
      deps(fakeEnv(home, { CLAUDE_CODE_USE_BEDROCK: '1', AWS_REGION: 'eu-west-1', GEMINI_API_KEY: 'gemini-test-key-000000000000' })),
      dir,
    ).ask(request('q'));
    const seen = (await fakeCall(dir, 1)).env;
    expect(seen.AWS_REGION).toBe('eu-west-1');
    expect(seen.GEMINI_API_KEY).toBeUndefined();
  });

  it('runs Claude Code even when agon itself runs inside Claude Code (CLAUDECODE is not passed on)', async () => {
    const dir = await scenarioDir('ok');
    const reply = await makeAgent('claude', {}, deps(fakeEnv(home, { CLAUDECODE: '1' })), dir).ask(request('q'));
    expect(reply.text).toBe('Remote work raises output by removing commute time.');
  });

  it('keeps no secret in what is stored: key values from the environment and known key shapes are redacted', async () => {
    const dir = await scenarioDir('leak');
    const key = 'sk-proj-abcdefghijklmnopqrstuvwxyz012345';
    const reply = await makeAgent('codex', {}, deps(fakeEnv(home, { OPENAI_API_KEY: key })), dir).ask(request('q'));
    expect(reply.text).toContain('[redacted:OPENAI_API_KEY]');
    expect(reply.text).toContain('[redacted]');
    for (const stored of [reply.text, reply.rawOutput!]) {
      expect(stored).not.toContain(key);
      expect(stored).not.toContain('sk-ant-api03-');
    }
  });

  it('passes hostile escape sequences through to the record, and nothing but SGR reaches the screen', async () => {
    const dir = await scenarioDir('hostile');
    const reply = await makeAgent('codex', {}, deps(env), dir).ask(request('q'));
    expect(reply.text).toContain('\x1b]52;c;');
    const screen = sanitizeForTerminal(reply.text);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test asserts that no raw control character is left on the screen
    expect(screen.replace(/\x1b\[[0-9;:]*m/g, '')).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f\u0080-\u009f\u202a-\u202e\u2066-\u2069\u200b]/);
    expect(screen).toContain('\x1b[1;31mred\x1b[0m');
    expect(screen).toContain('^[]52;c;ZXZpbA==^G');
    expect(screen).toContain('^[]8;;http://evil.example^[\\click');
    expect(screen).toContain('^[]0;pwned^G^[[2J^[[H^[[10A^Mover<U+202E>desrever<U+200B>^G');
  });

  it('says a CLI is not installed, with the install command, when it is not on PATH', () => {
    const created = createAgent('consultee', 'gemini', { kind: 'gemini' }, deps({ PATH: '/nonexistent', HOME: home }));
    expect(created.ok).toBe(false);
    if (!created.ok) {
      expect(created.problem).toBe(
        'seat consultee: gemini is not installed (not found on PATH): npm install -g @google/gemini-cli; see `agon doctor`',
      );
      expect(created.usage).toBe(false);
    }
  });
});
