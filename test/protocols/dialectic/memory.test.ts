// What the dialectic keeps in the memory folder: the daily log in the seed's two formats, the
// debate's line in debate-metrics.jsonl, an overrule after them; and what a session reads back: the
// task's failure history (stale failures shown, not dropped) and the patterns named before.
import { describe, expect, it } from 'vitest';
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import { taskId } from '../../../src/protocols/dialectic/task-id.js';
import type { MemoryRecord } from '../../../src/protocols/types.js';
import { argue, diagnose, object, play, review, stateOf, synthesize, walk } from './play.js';

const NOW = '2026-11-23T10:00:00.000Z';
const save = (state: unknown) => dialectic.memory!.save(state as never, { session: '007-delete-the-build-cache' });
const textOf = (records: MemoryRecord[]) => records.flatMap((r) => ('text' in r ? [r.text] : []));

describe('the daily log', () => {
  it("writes a planning debate in the seed's planning format, at the time it resolved, in YYYY-MM-DD.md", () => {
    const w = walk({ stakes: 'high' });
    play(w, {
      advocate: [argue('Delete "it" now', 0.85)],
      critic: [object('high', 'CI reads it', 'Move it aside first')],
      synthesis: [synthesize('PROCEED')],
    });
    const records = save(w.state);
    expect(records[0]).toEqual({
      file: '2026-11-23.md',
      text: [
        '10:00 DEBATE_PLANNING task:"Delete the build cache"',
        '  Stakes: high',
        `  Advocate: CLAIM:"Delete 'it' now" CONFIDENCE:0.85`,
        '  Critic: OBJECTION:"CI reads it" SEVERITY:high',
        '  Resolution: MODIFY',
        '  Modifications: [Move it aside first]',
        '',
      ].join('\n'),
    });
  });

  it('writes a failure debate in the seed\'s failure format, with "human takeover" when it escalates', () => {
    const w = walk({ debate: 'failure', attempts: ['a', 'b'], errors: ['Cannot find module x', 'Cannot find module x'], attempt: 2 });
    play(w, {
      advocate: [diagnose('import the entry', 'imports differently')],
      critic: [review({ pattern: 'module resolution' })],
      synthesis: [synthesize('RETRY')],
    });
    expect(textOf(save(w.state))[0]).toBe(
      [
        '10:00 DEBATE_FAILURE task:"Delete the build cache" attempt:2',
        '  Errors: [Cannot find module x, Cannot find module x]',
        '  Advocate: FIX:"import the entry" DIFF:"imports differently"',
        '  Critic: PATTERN:"module resolution" SHOULD_ESCALATE:false',
        '  Resolution: ESCALATE',
        '  Next approach: "human takeover"',
        '',
      ].join('\n'),
    );
  });
});

describe('debate-metrics.jsonl', () => {
  it("gets one line per resolved debate, named by its session, with the seed's fields and the tokens it took", () => {
    const w = walk({});
    w.record('agent.responded', { seat: 'advocate', tokens: { total: 640 } });
    play(w, { advocate: [argue('Delete it', 0.9)], critic: [object('low', 'minor')], synthesis: [synthesize('PROCEED')] });
    expect(save(w.state)[1]).toEqual({
      file: 'debate-metrics.jsonl',
      line: {
        debate_id: '007-delete-the-build-cache',
        type: 'planning',
        task: 'Delete the build cache',
        task_id: stateOf(w).config.taskId,
        resolution: 'PROCEED',
        outcome: null,
        helped: null,
        tokens: 640,
        decided_by: 'confident-advocate-low-severity',
        pattern: '',
        ts: NOW,
      },
    });
  });

  it('is written once: after memory.saved there is nothing new, until the person overrules', () => {
    const w = walk({});
    play(w, { advocate: [argue('Delete it', 0.9)], critic: [object('low', 'minor')], synthesis: [synthesize('PROCEED')] });
    w.record('memory.saved', { files: ['2026-11-23.md', 'debate-metrics.jsonl'] });
    expect(save(w.state)).toEqual([]);
    w.human('overrule', { item: 'RES', value: 'ESCALATE', reason: 'the release is tomorrow' });
    const amended = save(w.state);
    expect(amended).toEqual([
      {
        file: '2026-11-23.md',
        text: '10:00 DEBATE_OVERRULED task:"Delete the build cache"\n  Resolution: PROCEED -> ESCALATE\n  Reason: "the release is tomorrow"\n',
      },
      {
        file: 'debate-metrics.jsonl',
        line: {
          debate_id: '007-delete-the-build-cache',
          task_id: stateOf(w).config.taskId,
          resolution: 'ESCALATE',
          overruled_from: 'PROCEED',
          reason: 'the release is tomorrow',
          ts: NOW,
        },
      },
    ]);
    expect(dialectic.humanActions(stateOf(w)).some((a) => a.kind === 'undo')).toBe(true);
    w.record('memory.saved', { files: ['2026-11-23.md', 'debate-metrics.jsonl'] });
    expect(dialectic.humanActions(stateOf(w)).some((a) => a.kind === 'undo')).toBe(false);
    expect(save(w.state)).toEqual([]);
  });

  it('writes nothing for a debate that failed without a resolution', () => {
    const w = walk({});
    play(w, { advocate: ['nothing', 'nothing again'] });
    expect(stateOf(w).failed).toBe(
      'the advocate gave no usable answer after one retry (no JSON object found in the answer (expected one JSON object with "moves", fenced or bare))',
    );
    expect(save(w.state)).toEqual([]);
  });
});

describe('the memory a session is created with', () => {
  const failures = (taskId: string) => [
    {
      file: 'failures.jsonl',
      line: {
        task_id: taskId,
        task: 'Delete the build cache',
        attempt: 1,
        ts: '2026-11-20T08:00:00.000Z',
        error: 'EBUSY: resource busy',
        fingerprint: 'ebusy resource busy',
        approach: 'rm -rf',
        action: 'recorded',
      },
    },
    { file: 'failures.jsonl', line: { task_id: taskId, reset: 'fresh', ts: '2026-11-20T09:00:00.000Z', reason: 'start fresh' } },
    {
      file: 'failures.jsonl',
      line: {
        task_id: taskId,
        task: 'Delete the build cache',
        attempt: 1,
        ts: '2026-11-21T08:00:00.000Z',
        error: 'EACCES: permission denied',
        fingerprint: 'eacces permission denied',
        approach: 'sudo',
        action: 'recorded',
      },
    },
    {
      file: 'failures.jsonl',
      line: {
        task_id: taskId,
        task: 'Delete the build cache',
        attempt: 2,
        ts: '2026-11-23T09:30:00.000Z',
        error: 'EPERM: not permitted',
        fingerprint: 'eperm not permitted',
        approach: 'chmod',
        action: 'debate',
      },
    },
    { file: 'failures.jsonl', line: { task_id: 'another', attempt: 1, ts: NOW, error: 'x' } },
  ];

  it("asks the memory folder for the task's failures and the debates on it, by the task's id", () => {
    const configured = dialectic.configure({ question: 'Delete the build cache', seats: {} });
    if (!configured.ok) throw new Error(configured.problem);
    expect(configured.config.taskId).toBe(taskId('Delete the build cache'));
    expect(dialectic.memory!.load(configured.config)).toEqual([
      { file: 'failures.jsonl', match: { task_id: taskId('Delete the build cache') } },
      { file: 'debate-metrics.jsonl', match: { task_id: taskId('Delete the build cache') } },
    ]);
  });

  it("shows the task's failure history at the head of the record, each failure one enter away, those over 24 h old marked stale, not dropped", () => {
    const w = walk({ debate: 'failure', attempts: ['sudo', 'chmod'], errors: ['EACCES: permission denied', 'EPERM: not permitted'] });
    w.record('memory.loaded', { records: failures(stateOf(w).config.taskId) });
    const view = dialectic.view(stateOf(w));
    expect(view.groups[0]).toEqual({
      name: 'Failure history',
      items: [
        { id: 'F1', text: 'attempt 1 2026-11-20T08:00: EBUSY: resource busy (stale) (before a reset)' },
        { id: 'F2', text: 'reset (fresh) 2026-11-20T09:00: start fresh' },
        { id: 'F3', text: 'attempt 1 2026-11-21T08:00: EACCES: permission denied (stale)' },
        { id: 'F4', text: 'attempt 2 2026-11-23T09:30: EPERM: not permitted' },
      ],
    });
    expect(view.record.rows.slice(0, 5).map((r) => [r.badge, r.text, r.status, r.flags, r.item])).toEqual([
      ['ATTEMPT 1', 'EBUSY: resource busy', '2026-11-20 08:00', ['stale', 'before a reset'], 'F1'],
      ['RESET', 'start fresh', 'fresh', [], 'F2'],
      ['ATTEMPT 1', 'EACCES: permission denied', '2026-11-21 08:00', ['stale'], 'F3'],
      ['ATTEMPT 2', 'EPERM: not permitted', '2026-11-23 09:30', [], 'F4'],
      ['DEBATE_FAILURE', 'Delete the build cache', '2 errors', [], 'REQ'],
    ]);
    expect(view.details.REQ!.facts).toContainEqual({
      label: 'request',
      value: 'DEBATE_FAILURE REQ:Delete the build cache ATTEMPTS:[sudo, chmod] ERRORS:[EACCES: permission denied, EPERM: not permitted]',
    });
    expect(view.details.F3).toMatchObject({
      title: 'F3 · attempt 1 · stale',
      facts: expect.arrayContaining([
        { label: 'approach', value: 'sudo' },
        { label: 'fingerprint', value: 'eacces permission denied' },
      ]),
    });
    expect(view.progress.note).toBe('2 failure(s) on record since the last reset (1 stale)');
    expect(view.flags.map((f) => f.text)).toContain(
      '1 failure(s) on record are over 24 h old: if the context changed, agon reset --task … --reason …',
    );
    expect(w.notices().at(-1)?.text).toBe(
      'This task has 2 failure(s) since its last reset, 1 of them stale (over 24 h old), and 4 line(s) of history in all.',
    );
  });
});
