// The dialectic's failure sequence through the built CLI, as an agent or a CI job calls it: attempt
// and reset with their exit codes and the memory folder they write, ten concurrent attempts, and
// outcome and metrics.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { Workspace } from '../../helpers/cli.js';
import { cliHelpers, RETRY_DEBATE } from './cli-support.js';

let ws: Workspace;
beforeEach(async () => {
  ws = await Workspace.create();
});
const { memory, jsonl, sessions, script } = cliHelpers(() => ws);

describe('a failure sequence end to end', () => {
  it('keeps its memory in --memory-dir, else AGON_MEMORY_DIR, else ./memory beside the sessions', async () => {
    const failures = (folder: string) => readFile(join(ws.dir, folder, 'failures.jsonl'), 'utf8').then((t) => t.trim().split('\n').length);
    expect(
      (
        await ws.run(['attempt', '--task', 'Build the docs', '--error', 'E1: boom', '--memory-dir', 'flagged'], {
          env: { AGON_MEMORY_DIR: join(ws.dir, 'from-env') },
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await ws.run(['attempt', '--task', 'Build the docs', '--error', 'E1: boom', '--no-debate'], {
          env: { AGON_MEMORY_DIR: join(ws.dir, 'from-env') },
        })
      ).code,
    ).toBe(0);
    expect((await ws.run(['attempt', '--task', 'Build the docs', '--error', 'E1: boom'])).code).toBe(0);
    expect([await failures('flagged'), await failures('from-env'), await failures('memory')]).toEqual([1, 1, 1]);
  });

  it('attempt 1 is recorded, attempt 2 debates and says RETRY, attempt 3 escalates without a debate', async () => {
    const file = await script(RETRY_DEBATE);
    const seat = ['--seat', `synthesis=script:file=${file}`];
    const first = await ws.run([
      'attempt',
      '--task',
      'Fix the auth test',
      '--error',
      "Cannot find module './auth'",
      '--approach',
      'updated import path',
      ...seat,
    ]);
    expect(first).toMatchObject({
      code: 0,
      stdout: 'ATTEMPT 1 task:2f6cbba108db6d68 recorded; a failure debate follows the next failure\n',
    });
    const second = await ws.run([
      'attempt',
      '--task',
      'fixing the auth test',
      '--error',
      'TypeError: login is not a function',
      '--approach',
      'reinstalled deps',
      ...seat,
    ]);
    expect(second.code).toBe(11);
    expect(second.stdout).toBe(
      'RESOLUTION RETRY\nRATIONALE The fix differs substantially from what failed and the critic sees no blind spot.\nNEXT_APPROACH import from the package entry\nNEXT_ATTEMPT_LIMIT 1\n',
    );
    const third = await ws.run([
      'attempt',
      '--task',
      'Fix the auth test.',
      '--error',
      'TypeError: login is not a function',
      '--approach',
      'import from the package entry',
      ...seat,
      '--json',
    ]);
    expect(third.code).toBe(13);
    expect(third.lines.at(-1)).toMatchObject({
      command: 'attempt',
      attempt: 3,
      action: 'escalate',
      resolution: 'ESCALATE',
      debate: null,
      lines:
        'RESOLUTION ESCALATE\nRATIONALE Attempt 3 failed too, and at most one attempt follows a failure debate: a person takes over.\nESCALATE_TO human',
    });
    expect(await sessions()).toEqual(['001-fixing-the-auth-test']);
    expect((await jsonl('failures.jsonl')).map((l) => [l.attempt, l.action, l.fingerprint])).toEqual([
      [1, 'recorded', 'cannot find module'],
      [2, 'debate', 'typeerror login is not a function'],
      [3, 'escalate', 'typeerror login is not a function'],
    ]);
    const [day] = (await readdir(join(ws.dir, 'memory'))).filter((f) => f.endsWith('.md'));
    expect(await memory(day!)).toMatch(
      / DEBATE_FAILURE task:"fixing the auth test" attempt:2\n {2}Errors: \[Cannot find module '.\/auth', TypeError: login is not a function\]\n[\s\S]*Resolution: RETRY\n {2}Next approach: "import from the package entry"\n$/,
    );
    // The escalation marks the RETRY as not having worked; the metrics count both.
    const metrics = await ws.run(['metrics', '--json']);
    expect(metrics.lines.at(-1)).toMatchObject({
      debates: 1,
      by_type: { failure: 1 },
      effectiveness: { RETRY: { worked: 0, with_outcome: 1, total: 1 } },
      auto_escalations: 1,
      failed_attempts: 3,
    });
  });

  it('starts afresh after a success or an accepted reset, and keeps the count for a reason the rules refuse', async () => {
    const fail = (error: string) => ws.run(['attempt', '--task', 'Deploy the docs', '--error', error, '--no-debate', '--json']);
    await fail('a');
    await fail('b');
    expect(await ws.run(['reset', '--task', 'Deploy the docs', '--reason', 'still broken!!'])).toMatchObject({
      code: 14,
      stdout: expect.stringMatching(/^NOT RESET task:\w+: frustration without new information resets nothing/),
    });
    expect((await fail('c')).lines.at(-1)).toMatchObject({ attempt: 3 });
    expect(await ws.run(['reset', '--task', 'Deploy the docs', '--reason', 'I fixed the CDN credentials'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^RESET task:\w+ \(context/),
    });
    expect((await fail('d')).lines.at(-1)).toMatchObject({ attempt: 1 });
    expect(await ws.run(['attempt', '--task', 'deploy the docs', '--success'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/1 failure\(s\) cleared/),
    });
    expect((await fail('e')).lines.at(-1)).toMatchObject({ attempt: 1 });
    expect((await jsonl('failures.jsonl')).filter((l) => l.reset).map((l) => l.reset)).toEqual(['context', 'success']);
  });
});

describe('the memory folder under concurrent callers', () => {
  it('loses no line when ten agon attempt processes record failures of one task at once, and numbers them 1 to 10', async () => {
    const file = await script(RETRY_DEBATE);
    const runs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ws.run([
          'attempt',
          '--task',
          'Fix the flaky test',
          '--error',
          `failure ${i}`,
          '--approach',
          `try ${i}`,
          '--seat',
          `synthesis=script:file=${file}`,
          '--json',
        ]),
      ),
    );
    expect(runs.map((r) => r.stderr.replace(/^agon: debate .*\n/, ''))).toEqual(Array(10).fill(''));
    const lines = await jsonl('failures.jsonl');
    expect(lines).toHaveLength(10);
    expect(lines.map((l) => l.error).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `failure ${i}`).sort());
    expect(lines.map((l) => l.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(runs.map((r) => r.code).sort((a, b) => a - b)).toEqual([0, 11, 13, 13, 13, 13, 13, 13, 13, 13]);
    expect(await sessions()).toHaveLength(1);
  }, 60_000);
});

describe('agon outcome and agon metrics', () => {
  it('records how a debate went, by its number, and counts it in the metrics', async () => {
    const file = await script({
      advocate: [{ claim: 'Go', confidence: 0.9 }],
      critic: [{ objection: 'Risky', counter: 'Canary first', severity: 'high' }],
      synthesis: [{ resolution: 'MODIFY', rationale: 'Canary.', modifications: ['canary first'] }],
    });
    expect((await ws.run(['gate', '--proposal', 'Ship v2', '--stakes', 'medium', '--seat', `synthesis=script:file=${file}`])).code).toBe(
      10,
    );
    expect(await ws.run(['outcome', '1', 'success', '--helped'])).toMatchObject({
      code: 0,
      stdout: 'OUTCOME 001-ship-v2 MODIFY success (the debate helped)\n',
    });
    const metrics = await ws.run(['metrics']);
    expect(metrics.stdout).toContain('Effectiveness (did it work?): MODIFY 1/1, RETRY 0/0, PIVOT 0/0');
    expect(metrics.stdout).toContain('False positives (debates not needed): 0 of 1 judged (0%)');
    expect(await ws.run(['outcome', '7', 'success'])).toMatchObject({
      code: 2,
      stderr: 'agon: outcome: no debate "7" in the memory folder\'s debate-metrics.jsonl\n',
    });
    expect((await ws.run(['metrics', '--since', '2999-01-01', '--json'])).lines.at(-1)).toMatchObject({ debates: 0 });
  });
});
