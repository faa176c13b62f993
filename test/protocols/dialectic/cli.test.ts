// The dialectic's commands for other programs, through the built CLI as an agent or a CI job calls
// them: gate with its exit codes and the memory folder it writes, a debate among fake CLIs, and a
// dialectic session run and acted on like any other (attempt.test.ts has attempt, reset, outcome
// and metrics).
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BIN } from '../../fixtures/agents/support.js';
import { Workspace } from '../../helpers/cli.js';
import { cliHelpers, RETRY_DEBATE } from './cli-support.js';

let ws: Workspace;
beforeEach(async () => {
  ws = await Workspace.create();
});
const { memory, jsonl, sessions, script } = cliHelpers(() => ws);

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
