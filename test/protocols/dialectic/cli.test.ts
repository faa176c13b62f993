// The dialectic's commands for other programs, through the built CLI as an agent or a CI job calls
// them: gate, attempt, reset, metrics and outcome with their exit codes, the memory folder they
// write, a failure sequence end to end, ten concurrent attempts, and a debate among fake CLIs.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BIN } from '../../fixtures/agents/support.js';
import { Workspace } from '../../helpers/cli.js';

let ws: Workspace;
beforeEach(async () => {
  ws = await Workspace.create();
});

const memory = (file: string) => readFile(join(ws.dir, 'memory', file), 'utf8');
const jsonl = async (file: string) =>
  (await memory(file))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const sessions = async () =>
  (await readdir(ws.sessions).catch(() => [] as string[])).filter((d) => !d.startsWith('.') && d !== 'README.md').sort();

/** A script file answering each seat in turn. */
async function script(bySeat: Record<string, unknown[]>): Promise<string> {
  return ws.write(`answers-${Object.keys(bySeat).join('-')}-${Date.now()}.json`, {
    bySeat: Object.fromEntries(
      Object.entries(bySeat).map(([seat, list]) => [seat, list.map((a) => (typeof a === 'string' ? a : JSON.stringify(a)))]),
    ),
  });
}

const RETRY_DEBATE = {
  advocate: [
    {
      diagnosis: 'the test imports a file that moved',
      fix: 'import from the package entry',
      diff_from_previous: 'changes what is imported, not how deps are installed',
    },
  ],
  critic: [{ pattern: 'none', blind_spot: 'none', should_escalate: false }],
  synthesis: [{ resolution: 'RETRY', rationale: 'The fix targets the cause.', diff_substantial: 'yes' }],
};

describe('agon gate', () => {
  it('is listed in agon --help with the other commands, and documents its exit codes by resolution', async () => {
    const help = await ws.run(['--help']);
    for (const name of ['gate', 'attempt', 'reset', 'metrics', 'outcome'])
      expect(help.stdout).toMatch(new RegExp(`\\n  agon ${name} +\\S`));
    const gate = await ws.run(['gate', '--help']);
    expect(gate.stdout).toContain('agon gate --proposal TEXT --stakes low|medium|high [--rounds N]');
    expect(gate.stdout).toMatch(/Exit codes:\n {4}0 {3}PROCEED[^\n]*\n {4}10 {2}MODIFY[^\n]*\n {4}13 {2}ESCALATE/);
    expect(gate.stdout).toContain('--no-debate                hold no debate (debates disabled) (or AGON_DISABLE_DEBATE)');
    expect((await ws.run(['attempt', '--help'])).stdout).toMatch(/11 {2}RETRY[\s\S]*12 {2}PIVOT[\s\S]*13 {2}ESCALATE/);
  });

  it('lets low stakes pass at once, without a debate or an agent', async () => {
    const low = await ws.run(['gate', '--proposal', 'Rename a local variable', '--stakes', 'low']);
    expect(low).toMatchObject({ code: 0, stdout: 'RESOLUTION PROCEED\nRATIONALE Low stakes: no debate needed.\n', stderr: '' });
    const disabled = await ws.run(['gate', '--proposal', 'Drop the prod database', '--stakes', 'high', '--json'], {
      env: { AGON_DISABLE_DEBATE: '1' },
    });
    expect(disabled.code).toBe(0);
    expect(disabled.lines.at(-1)).toMatchObject({
      v: 2,
      kind: 'command',
      command: 'gate',
      exit: 0,
      resolution: 'PROCEED',
      bypassed: 'disabled',
      debate: null,
    });
    expect(await sessions()).toEqual([]);
  });

  it('runs a planning debate, prints the CSP/1 synthesis lines, exits 10 for MODIFY, and records it in the memory folder', async () => {
    const file = await script({
      advocate: [{ claim: 'Drop it: nothing reads it', supports: ['no reads in 90 days'], confidence: 0.85 }],
      critic: [
        {
          objection: 'A quarterly job may read it',
          risks: ['the finance export'],
          counter: 'Rename it first, drop it after the export',
          severity: 'high',
        },
      ],
      synthesis: [{ resolution: 'PROCEED', rationale: 'Nothing read it lately.', counter_actionable: 'yes' }],
    });
    const gate = await ws.run([
      'gate',
      '--proposal',
      'Drop the legacy sessions table',
      '--stakes',
      'high',
      '--seat',
      `synthesis=script:file=${file}`,
    ]);
    expect(gate.code).toBe(10);
    expect(gate.stdout).toBe(
      `RESOLUTION MODIFY\nRATIONALE The critic found a serious risk and its counter is actionable, so the plan goes ahead with the critic's change.\nMODIFICATIONS ["Rename it first, drop it after the export"]\nNEXT_ATTEMPT_LIMIT 1\n`,
    );
    expect(gate.stderr).toBe(
      'agon: debate 001-drop-the-legacy-sessions-table (agon show 001-drop-the-legacy-sessions-table); once you know how it went: agon outcome 001-drop-the-legacy-sessions-table success|failure\n',
    );
    const [day] = (await readdir(join(ws.dir, 'memory'))).filter((f) => f.endsWith('.md'));
    expect(await memory(day!)).toMatch(
      /^\d\d:\d\d DEBATE_PLANNING task:"Drop the legacy sessions table"\n {2}Stakes: high\n {2}Advocate: CLAIM:"Drop it: nothing reads it" CONFIDENCE:0.85\n {2}Critic: OBJECTION:"A quarterly job may read it" SEVERITY:high\n {2}Resolution: MODIFY\n {2}Modifications: \["Rename it first, drop it after the export"\]\n$/,
    );
    expect(await jsonl('debate-metrics.jsonl')).toEqual([
      expect.objectContaining({
        debate_id: '001-drop-the-legacy-sessions-table',
        type: 'planning',
        resolution: 'MODIFY',
        outcome: null,
        decided_by: 'high-severity-actionable-counter',
      }),
    ]);
    const shown = await ws.run(['show', '001', '--json']);
    expect(shown.lines[0]).toMatchObject({
      protocol: 'dialectic',
      config: { seats: { advocate: { kind: 'script' }, critic: { kind: 'script' }, synthesis: { kind: 'script' } } },
    });
  });

  it('takes a whole CSP/1 DEBATE line, and answers as one JSON line last with --json', async () => {
    const file = await script({
      advocate: [{ claim: 'Go', confidence: 0.9 }],
      critic: [{ objection: 'none', severity: 'low' }],
      synthesis: [{ resolution: 'PROCEED', rationale: 'Fine.' }],
    });
    const gate = await ws.run([
      'gate',
      '--request',
      'DEBATE REQ:Bump the minor version ROUNDS:1 STAKES:medium',
      '--seat',
      `synthesis=script:file=${file}`,
      '--json',
    ]);
    expect(gate.code).toBe(0);
    expect(gate.lines.filter((l) => l.kind === 'event').length).toBeGreaterThan(3);
    expect(gate.lines.at(-1)).toEqual({
      v: 2,
      kind: 'command',
      command: 'gate',
      exit: 0,
      task_id: expect.stringMatching(/^[0-9a-f]{16}$/),
      stakes: 'medium',
      bypassed: null,
      debate: '001-bump-the-minor-version',
      resolution: 'PROCEED',
      rationale: 'The advocate is confident and the critic found nothing serious.',
      decided_by: 'confident-advocate-low-severity',
      lines: 'RESOLUTION PROCEED\nRATIONALE The advocate is confident and the critic found nothing serious.',
    });
  });

  it("debates among agent CLIs: the advocate and critic take the synthesis seat's agent, each in its own folder", async () => {
    const home = join(ws.dir, 'home');
    const fake = join(home, '.fake', 'claude');
    await mkdir(join(fake, 'answers'), { recursive: true });
    await writeFile(join(fake, 'scenario'), 'script\n');
    const answers = [
      { claim: 'Rotate the key now', supports: ['it leaked'], confidence: 0.9 },
      { objection: 'Clients cache the old key', counter: 'Accept both keys for an hour', severity: 'medium' },
      { resolution: 'MODIFY', rationale: 'Rotate with a grace period.', modifications: ['accept both keys for an hour'] },
    ];
    for (const [i, a] of answers.entries()) await writeFile(join(fake, 'answers', `${i + 1}.txt`), JSON.stringify(a));
    const gate = await ws.run(['gate', '--proposal', 'Rotate the API key', '--stakes', 'high', '--seat', 'synthesis=claude', '--json'], {
      env: { PATH: `${FAKE_BIN}:${process.env.PATH}`, HOME: home },
    });
    expect(gate.stderr).toBe('');
    expect(gate.code).toBe(10);
    expect(gate.lines.at(-1)).toMatchObject({
      resolution: 'MODIFY',
      decided_by: 'high-stakes-disagreement',
      modifications: ['Accept both keys for an hour'],
    });
    const doc = await ws.doc('001-rotate-the-api-key');
    expect(doc.events.filter((e) => e.type === 'seat.prepared').map((e) => e.data.seat)).toEqual(['advocate', 'critic', 'synthesis']);
    expect(doc.events.filter((e) => e.type === 'agent.requested').map((e) => e.data.limits)).toEqual([
      { outputTokens: 500 },
      { outputTokens: 500 },
      { outputTokens: 200 },
    ]);
    // The fake reports 257 output tokens for each answer: over the synthesis's 200, flagged, kept whole.
    expect(doc.events.filter((e) => e.type === 'agent.responded').map((e) => e.data.overLimit ?? null)).toEqual([
      null,
      null,
      { outputTokens: 200, measured: 257, estimated: false },
    ]);
    expect(await readdir(join(ws.sessions, '001-rotate-the-api-key', 'seats', 'critic'))).toEqual(['CLAUDE.md']);
  });

  it('refuses a bad call with one line and exit 2, writing nothing', async () => {
    expect(await ws.run(['gate', '--stakes', 'high'])).toMatchObject({
      code: 2,
      stderr: 'agon: gate: --proposal is required (what is about to be done), or --request\n',
    });
    expect(await ws.run(['gate', '--proposal', 'x', '--stakes', 'huge'])).toMatchObject({
      code: 2,
      stderr: 'agon: --stakes must be one of low, medium, high, not "huge"\n',
    });
    expect(await ws.run(['gate', '--proposal', 'x', '--stakes', 'high'])).toMatchObject({
      code: 2,
      stderr: 'agon: no agent for synthesis: add --seat synthesis=KIND (script, human, codex, …)\n',
    });
    expect(await ws.run(['gate', '--proposal', 'x', '--stakes', 'high', '--seat', 'synthesis=nonsense'])).toMatchObject({ code: 2 });
    expect(await ws.run(['outcome', '001', 'maybe'])).toMatchObject({
      code: 2,
      stderr: 'agon: outcome: success|failure must be one of success, failure, not "maybe"\n',
    });
    expect(await readdir(ws.dir)).not.toContain('memory');
    expect(await sessions()).toEqual([]);
  });
});

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

describe('a dialectic session run and acted on like any other', () => {
  it('takes a DEBATE_FAILURE line as its question, and an overrule after it ended reaches the memory folder', async () => {
    const file = await script(RETRY_DEBATE);
    const run = await ws.run([
      'run',
      '--protocol',
      'dialectic',
      '--question',
      'DEBATE_FAILURE REQ:fix the auth test ATTEMPTS:[updated import path, reinstalled deps] ERRORS:[Cannot find module x, TypeError: login is not a function]',
      '--seat',
      `synthesis=script:file=${file}`,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Session 001-debate-failure-req-fix-the-auth-test');
    const id = (await sessions())[0]!;
    const act = await ws.run([
      'act',
      id,
      'overrule',
      '--item',
      'RES',
      '--value',
      'ESCALATE',
      '--reason',
      'the suite is owned by another team',
    ]);
    expect(act.code).toBe(0);
    const metrics = await jsonl('debate-metrics.jsonl');
    expect(metrics.map((l) => l.resolution)).toEqual(['RETRY', 'ESCALATE']);
    expect(metrics[1]).toMatchObject({ debate_id: id, overruled_from: 'RETRY', reason: 'the suite is owned by another team' });
    const shown = await ws.run(['show', id]);
    expect(shown.stdout).toContain('Flag: the person overruled RETRY with ESCALATE: the suite is owned by another team');
    expect(await ws.run(['act', id, 'undo', '--reason', 'oops'])).toMatchObject({
      code: 2,
      stderr: 'agon: there is nothing to undo: no action of yours since the agents last answered or the memory folder recorded it\n',
    });
  });

  it('waits for a person who sits in a seat (exit 3), and records the debate once they have answered', async () => {
    const file = await script({ advocate: [{ claim: 'Go', confidence: 0.9 }], critic: [{ objection: 'none', severity: 'low' }] });
    const gate = await ws.run([
      'gate',
      '--proposal',
      'Ship v3',
      '--stakes',
      'high',
      '--seat',
      `advocate=script:file=${file}`,
      '--seat',
      `critic=script:file=${file}`,
      '--seat',
      'synthesis=human',
    ]);
    expect(gate.code).toBe(3);
    expect(gate.stdout).toContain('waits for the person in the synthesis seat');
    const move = await ws.run(['move', '001', '--seat', 'synthesis'], {
      stdin: JSON.stringify({ resolution: 'PROCEED', rationale: 'Nothing blocks it.' }),
    });
    expect(move.code).toBe(0);
    expect(await jsonl('debate-metrics.jsonl')).toEqual([expect.objectContaining({ debate_id: '001-ship-v3', resolution: 'PROCEED' })]);
  });
});
