// The logic of the commands other programs call (agon gate, attempt, reset, metrics, outcome), pure:
// given the options, the memory folder's lines and the clock's reading, what each decides.
import { describe, expect, it } from 'vitest';
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import { taskId } from '../../../src/protocols/dialectic/task-id.js';
import type { CommandStep, MemoryLine } from '../../../src/protocols/types.js';

const NOW = '2026-11-23T10:00:00.000Z';
const HOURS = (h: number) => new Date(Date.parse(NOW) - h * 3600_000).toISOString();

/** The folder's lines, as the executor keeps them: each command reads its queries and appends what it decides. */
class Folder {
  lines: MemoryLine[] = [];

  run(name: string, options: Record<string, string | number | boolean>, args: string[] = [], now = NOW): CommandStep {
    const logic = dialectic.commandLogic![name]!;
    const input = { options, args, now };
    const read = logic
      .reads(input)
      .flatMap((q) => this.lines.filter((l) => l.file === q.file && Object.entries(q.match ?? {}).every(([k, v]) => l.line[k] === v)));
    const step = logic.decide(input, read);
    if (step.kind !== 'refuse') this.append(step.append ?? []);
    return step;
  }

  append(records: NonNullable<Extract<CommandStep, { kind: 'finish' }>['append']>): void {
    for (const r of records) if ('line' in r) this.lines.push({ file: r.file, line: r.line });
  }

  file(name: string) {
    return this.lines.filter((l) => l.file === name).map((l) => l.line);
  }
}

const finish = (step: CommandStep) => {
  if (step.kind !== 'finish') throw new Error(`expected finish, got ${step.kind}`);
  return step;
};
const outcomeOf = (resolution: string, lines: string) => ({ resolution: { resolution }, lines });

describe('agon gate', () => {
  it('lets low stakes pass without a debate (PROCEED, exit 0)', () => {
    const step = finish(new Folder().run('gate', { proposal: 'Rename a variable', stakes: 'low' }));
    expect(step).toMatchObject({
      exit: 0,
      print: {
        text: 'RESOLUTION PROCEED\nRATIONALE Low stakes: no debate needed.',
        json: { bypassed: 'low-stakes', resolution: 'PROCEED' },
      },
    });
  });

  it('holds no debate when debates are disabled (--no-debate, AGON_DISABLE_DEBATE)', () => {
    expect(finish(new Folder().run('gate', { proposal: 'Drop prod', stakes: 'high', noDebate: true })).print.json).toMatchObject({
      bypassed: 'disabled',
      resolution: 'PROCEED',
    });
  });

  it('runs a planning debate on medium and high stakes, and exits by its resolution', () => {
    const step = new Folder().run('gate', { proposal: 'Drop prod', stakes: 'high', rounds: 2 });
    if (step.kind !== 'debate') throw new Error(step.kind);
    expect(step.config).toEqual({ question: 'Drop prod', debate: 'planning', stakes: 'high', rounds: 2 });
    const done = finish(
      step.after({ session: '003-drop-prod', summary: '', outcome: outcomeOf('MODIFY', 'RESOLUTION MODIFY\nRATIONALE r') }),
    );
    expect(done).toMatchObject({
      exit: 10,
      print: { text: 'RESOLUTION MODIFY\nRATIONALE r', json: { debate: '003-drop-prod', resolution: 'MODIFY' } },
    });
    expect(finish(step.after({ session: 's', summary: '', outcome: outcomeOf('ESCALATE', '') })).exit).toBe(13);
    expect(finish(step.after({ session: 's', summary: '', outcome: outcomeOf('PROCEED', '') })).exit).toBe(0);
  });

  it('takes a CSP/1 DEBATE line instead of the options, and refuses a mix or a failure line', () => {
    const step = new Folder().run('gate', { request: 'DEBATE REQ:Drop prod ROUNDS:3 STAKES:medium' });
    expect(step.kind === 'debate' && step.config).toEqual({ question: 'Drop prod', debate: 'planning', stakes: 'medium', rounds: 3 });
    expect(new Folder().run('gate', { request: 'DEBATE REQ:x ROUNDS:1 STAKES:high', stakes: 'low' })).toEqual({
      kind: 'refuse',
      problem: 'gate: give --request, or --proposal with --stakes, not both',
    });
    expect(new Folder().run('gate', { request: 'DEBATE_FAILURE REQ:x ERRORS:[e]' }).kind).toBe('refuse');
    expect(new Folder().run('gate', { proposal: 'x' })).toEqual({
      kind: 'refuse',
      problem: 'gate: --stakes is required (low, medium or high)',
    });
  });
});

describe('agon attempt', () => {
  const fail = (folder: Folder, error: string, approach = '', now = NOW) =>
    folder.run('attempt', { task: 'Fix the auth test', error, approach }, [], now);

  it('records a failure under the task id with the error fingerprint, and only records the first', () => {
    const folder = new Folder();
    const step = finish(fail(folder, "ENOENT: no such file, open '/a/b'", 'updated import path'));
    expect(step.exit).toBe(0);
    expect(folder.file('failures.jsonl')).toEqual([
      {
        task_id: taskId('Fix the auth test'),
        task: 'Fix the auth test',
        attempt: 1,
        ts: NOW,
        error: "ENOENT: no such file, open '/a/b'",
        fingerprint: 'enoent no such file open',
        approach: 'updated import path',
        action: 'recorded',
      },
    ]);
  });

  it('runs a failure debate at the second failure, on the last two attempts', () => {
    const folder = new Folder();
    fail(folder, 'Cannot find module x', 'updated import path');
    const step = fail(folder, 'TypeError: login is not a function', 'reinstalled deps');
    expect(step.kind === 'debate' && step.config).toEqual({
      question: 'Fix the auth test',
      debate: 'failure',
      attempts: ['updated import path', 'reinstalled deps'],
      errors: ['Cannot find module x', 'TypeError: login is not a function'],
      attempt: 2,
    });
    expect(folder.file('failures.jsonl').at(-1)).toMatchObject({ attempt: 2, action: 'debate' });
    if (step.kind === 'debate')
      expect(finish(step.after({ session: '002-x', summary: '', outcome: outcomeOf('RETRY', 'RESOLUTION RETRY') })).exit).toBe(11);
  });

  it("escalates without a debate at the third failure, and marks the failure debate's resolution as not having worked", () => {
    const folder = new Folder();
    fail(folder, 'a');
    fail(folder, 'b');
    folder.lines.push({
      file: 'debate-metrics.jsonl',
      line: {
        debate_id: '002-fix',
        type: 'failure',
        task_id: taskId('Fix the auth test'),
        resolution: 'RETRY',
        outcome: null,
        helped: null,
        ts: NOW,
      },
    });
    const step = finish(fail(folder, 'c'));
    expect(step).toMatchObject({
      exit: 13,
      print: {
        text: 'RESOLUTION ESCALATE\nRATIONALE Attempt 3 failed too, and at most one attempt follows a failure debate: a person takes over.\nESCALATE_TO human',
      },
    });
    expect(folder.file('debate-metrics.jsonl').at(-1)).toEqual({
      debate_id: '002-fix',
      task_id: taskId('Fix the auth test'),
      outcome: 'failure',
      helped: null,
      ts: NOW,
    });
    expect(finish(fail(folder, 'd')).exit).toBe(13);
    expect(folder.file('debate-metrics.jsonl')).toHaveLength(2);
  });

  it('counts the same task however it is phrased, cased or punctuated', () => {
    const folder = new Folder();
    folder.run('attempt', { task: 'Fix the auth test', error: 'a' });
    expect(folder.run('attempt', { task: 'fixing the Auth test!', error: 'b' }).kind).toBe('debate');
  });

  it('shows failures older than 24 h as stale and still counts them: time alone resets nothing', () => {
    const folder = new Folder();
    fail(folder, 'a', '', HOURS(30));
    const step = fail(folder, 'b');
    expect(step.kind).toBe('debate');
    const third = finish(fail(folder, 'c'));
    expect(third.print.json).toMatchObject({ attempt: 3, stale: 1 });
    expect(third.print.note).toMatch(/1 earlier failure\(s\) are over 24 h old and still count/);
  });

  it('records the failure without a debate when debates are disabled', () => {
    const folder = new Folder();
    fail(folder, 'a');
    const step = finish(folder.run('attempt', { task: 'Fix the auth test', error: 'b', noDebate: true }));
    expect(step).toMatchObject({ exit: 0, print: { json: { action: 'disabled' } } });
  });

  it('asks whether a new task is the same as one described almost alike', () => {
    const folder = new Folder();
    folder.run('attempt', { task: 'Fix the flaky auth test in CI', error: 'a' });
    const step = finish(folder.run('attempt', { task: 'Fix the flaky auth test', error: 'b' }));
    expect(step.print.note).toBe(
      `Is this the same task as "Fix the flaky auth test in CI" (${taskId('Fix the flaky auth test in CI')})? If so, describe it the same way.`,
    );
  });

  it('refuses a failure without an error, and --error with --success', () => {
    expect(new Folder().run('attempt', { task: 'x' })).toEqual({
      kind: 'refuse',
      problem: 'attempt: --error is required (the error the attempt ended with), or --success',
    });
    expect(new Folder().run('attempt', { task: 'x', error: 'e', success: true }).kind).toBe('refuse');
  });
});

describe("the seed's reset rules", () => {
  const twoFailures = () => {
    const folder = new Folder();
    folder.run('attempt', { task: 'Fix the auth test', error: 'a' });
    folder.run('attempt', { task: 'Fix the auth test', error: 'b', noDebate: true });
    return folder;
  };
  const count = (folder: Folder) =>
    finish(folder.run('attempt', { task: 'Fix the auth test', error: 'again', noDebate: true })).print.json.attempt;

  it('a task that succeeds starts its count again, and its last debate is marked a success', () => {
    const folder = twoFailures();
    folder.lines.push({
      file: 'debate-metrics.jsonl',
      line: {
        debate_id: '004-fix',
        type: 'failure',
        task_id: taskId('Fix the auth test'),
        resolution: 'PIVOT',
        outcome: null,
        helped: null,
        ts: NOW,
      },
    });
    const step = finish(folder.run('attempt', { task: 'Fix the auth test', success: true }));
    expect(step.print.text).toBe(`SUCCESS task:${taskId('Fix the auth test')}; 2 failure(s) cleared; debate 004-fix marked a success`);
    expect(count(folder)).toBe(1);
  });

  it('"start fresh", "try a different approach" or "ignore previous attempts" resets the count', () => {
    for (const reason of ['start fresh', 'Try a different approach', 'ignore previous attempts']) {
      const folder = twoFailures();
      expect(finish(folder.run('reset', { task: 'Fix the auth test', reason })).print.json).toMatchObject({ reset: true, kind: 'fresh' });
      expect(count(folder)).toBe(1);
    }
  });

  it('a significant context change resets the count: new information, a fix or an update, a refined goal', () => {
    for (const reason of [
      'New information: the test needs redis on 6380',
      'I fixed the jest config',
      'updated node to 22',
      'the goal changed: only the unit suite must pass',
    ]) {
      const folder = twoFailures();
      expect(finish(folder.run('reset', { task: 'Fix the auth test', reason })).print.json, reason).toMatchObject({
        reset: true,
        kind: 'context',
      });
      expect(count(folder)).toBe(1);
    }
  });

  it('time passing alone does not reset the count', () => {
    const folder = twoFailures();
    expect(finish(folder.run('reset', { task: 'Fix the auth test', reason: "it's been a day" }))).toMatchObject({
      exit: 14,
      print: { json: { reset: false } },
    });
    expect(count(folder)).toBe(3);
  });

  it('a rephrased request does not reset the count', () => {
    const folder = twoFailures();
    expect(finish(folder.run('reset', { task: 'Fix the auth test', reason: 'rephrasing the same task differently' })).exit).toBe(14);
    expect(count(folder)).toBe(3);
  });

  it('frustration without new information does not reset the count', () => {
    const folder = twoFailures();
    expect(finish(folder.run('reset', { task: 'Fix the auth test', reason: 'still broken!!' })).exit).toBe(14);
    expect(count(folder)).toBe(3);
  });
});

describe('agon outcome and agon metrics', () => {
  const debates = (folder: Folder) => {
    const line = (debate_id: string, type: string, resolution: string, tokens: number, ts = NOW) => ({
      file: 'debate-metrics.jsonl',
      line: {
        debate_id,
        type,
        task: 't',
        task_id: 'x',
        resolution,
        outcome: null,
        helped: null,
        tokens,
        decided_by: 'synthesis',
        pattern: '',
        ts,
      },
    });
    folder.lines.push(
      line('001-a', 'planning', 'MODIFY', 1600, '2026-10-01T10:00:00.000Z'),
      line('002-b', 'planning', 'PROCEED', 1400),
      line('003-c', 'failure', 'RETRY', 2200),
      line('004-d', 'failure', 'PIVOT', 2400),
    );
  };

  it('records how a debate worked out, found by its id, a prefix or its number', () => {
    const folder = new Folder();
    debates(folder);
    expect(finish(folder.run('outcome', { helped: true }, ['3', 'success'])).print.text).toBe(
      'OUTCOME 003-c RETRY success (the debate helped)',
    );
    expect(finish(folder.run('outcome', {}, ['002-b', 'success'])).print.json).toEqual({
      debate: '002-b',
      resolution: 'PROCEED',
      outcome: 'success',
      helped: false,
    });
    expect(folder.file('debate-metrics.jsonl').slice(-2)).toEqual([
      { debate_id: '003-c', task_id: 'x', outcome: 'success', helped: true, ts: NOW },
      { debate_id: '002-b', task_id: 'x', outcome: 'success', helped: false, ts: NOW },
    ]);
    expect(folder.run('outcome', {}, ['0', 'success'])).toMatchObject({
      kind: 'refuse',
      problem: expect.stringContaining('matches 4 debates'),
    });
    expect(folder.run('outcome', {}, ['999', 'success'])).toMatchObject({ kind: 'refuse' });
  });

  it('counts debates by type, MODIFY/RETRY/PIVOT effectiveness, false positives, auto-escalations and tokens per debate', () => {
    const folder = new Folder();
    debates(folder);
    folder.run('outcome', { helped: true }, ['001', 'success']);
    folder.run('outcome', {}, ['002', 'success']);
    folder.run('outcome', { helped: true }, ['003', 'failure']);
    for (const error of ['a', 'b', 'c']) folder.run('attempt', { task: 'Deploy', error, noDebate: true });
    const all = finish(folder.run('metrics', {})).print;
    expect(all.json).toEqual({
      since: null,
      debates: 4,
      by_type: { planning: 2, failure: 2 },
      by_resolution: { MODIFY: 1, PROCEED: 1, RETRY: 1, PIVOT: 1 },
      effectiveness: {
        MODIFY: { worked: 1, with_outcome: 1, total: 1 },
        RETRY: { worked: 0, with_outcome: 1, total: 1 },
        PIVOT: { worked: 0, with_outcome: 0, total: 1 },
      },
      false_positives: { not_needed: 1, judged: 3 },
      auto_escalations: 1,
      failed_attempts: 3,
      tokens_per_debate: { all: 1900, planning: 1500, failure: 2300 },
    });
    expect(all.text).toContain('False positives (debates not needed): 1 of 3 judged (33%)');
    expect(finish(folder.run('metrics', { since: '2026-11-01' })).print.json).toMatchObject({
      debates: 3,
      by_type: { planning: 1, failure: 2 },
    });
    expect(folder.run('metrics', { since: 'last week' })).toEqual({
      kind: 'refuse',
      problem: 'metrics: --since takes a day as YYYY-MM-DD, not "last week"',
    });
  });
});
