// The headless command line end to end: the built CLI, script agents, a scratch sessions dir.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTION, SCRIPT } from '../fixtures/debates/redis-memcached.js';
import { argumentation } from '../../src/protocols/argumentation/index.js';
import { firstState, whenOf } from '../harness/when.js';
import { Workspace } from '../helpers/cli.js';

let ws: Workspace;
let scriptFile: string;
let runArgs: string[];

const sha = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

beforeAll(async () => {
  ws = await Workspace.create();
  scriptFile = await ws.write('debate.json', { bySeat: SCRIPT });
  const project = join(ws.dir, 'project');
  await mkdir(join(project, 'docs'), { recursive: true });
  await writeFile(join(project, 'docs', 'memcached.md'), `${'filler\n'.repeat(11)}Eviction: LRU is per slab class.\n`);
  runArgs = [
    'run',
    '--question',
    QUESTION,
    '--workdir',
    'project',
    '--high-stakes',
    '--seat',
    `orchestrator=script:file=${scriptFile}`,
    '--seat',
    `consultee=script:file=${scriptFile}`,
    '--seat',
    `arbiter=script:file=${scriptFile}`,
  ];
});

describe('agon run', () => {
  it('runs two script seats through eight rounds to the report', async () => {
    const result = await ws.run([...runArgs, '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const last = result.lines.at(-1)!;
    expect(last).toMatchObject({ v: 2, kind: 'outcome', end: { kind: 'done' } });
    expect((last.outcome as { buckets: unknown }).buckets).toEqual({
      Agreed: ['P1', 'P2', 'P7'],
      Dismissed: ['P3', 'P4', 'P5'],
      Unresolved: ['P6'],
    });
    const id = String(last.session);
    const doc = await ws.doc(id);
    expect(doc.meta).toMatchObject({ status: 'done', progress: { unit: 'round', done: 8, total: 8, label: 'round 8/8' } });
    // Every event the child printed is on disk, in order.
    const printed = result.lines.filter((l) => l.kind === 'event').map((l) => (l.event as { seq: number }).seq);
    expect(printed).toEqual(doc.events.map((e) => e.seq));
    const transcript = await readFile(join(ws.sessions, id, 'transcript.md'), 'utf8');
    expect(transcript).toContain('## Agreed (3)');
  });

  it('refuses an unknown protocol, a malformed seat and a missing question with exit 2 and one line', async () => {
    for (const args of [
      ['run', '--protocol', 'chess', '--question', 'q', '--seat', 'orchestrator=human', '--seat', 'consultee=human'],
      ['run', '--question', 'q', '--seat', 'orchestrator', '--seat', 'consultee=human'],
      ['run', '--seat', 'orchestrator=human', '--seat', 'consultee=human'],
      ['run', '--question', 'q', '--seat', 'orchestrator=human', '--seat', 'consultee=human', '--mode', 'loud'],
      ['run', '--question', 'q', '--bogus'],
      ['run', '--question', 'q', '--seat', 'orchestrator=human', '--seat', 'consultee=human', '--seat', 'judge=human'],
      ['run', '--question', 'q', '--seat', 'orchestrator=human', '--seat', 'consultee=human', '--max-rounds', 'two'],
    ]) {
      const result = await ws.run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/^agon: /);
    }
  });

  it('fills seats the command line leaves out from agon.config.json', async () => {
    const fresh = await Workspace.create();
    const consultee = await fresh.write('c.json', {
      responses: [JSON.stringify({ moves: [{ type: 'point', claim: 'Use Redis', kind: 'value' }] })],
    });
    await fresh.write('agon.config.json', { seats: { orchestrator: 'human', consultee: `script:file=${consultee}` } });
    const result = await fresh.run(['run', '--question', 'Cache?', '--json']);
    expect(result.code).toBe(3);
    expect(result.lines.at(-1)).toMatchObject({ kind: 'await-human', seat: 'orchestrator' });
  });

  it('creates no session when a seat cannot be filled', async () => {
    const fresh = await Workspace.create();
    const missing = await fresh.run([
      'run',
      '--question',
      'q',
      '--seat',
      'orchestrator=human',
      '--seat',
      'consultee=script:file=nope.json',
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot use the script file: .*nope\.json does not exist/);
    const list = await fresh.run(['list', '--json']);
    expect(list.lines).toEqual([]);
  });
});

describe('budgets', () => {
  it('stop the session cleanly with the reason and exit 4, and step continues it later', async () => {
    const slow = await ws.write('slow-debate.json', { bySeat: SCRIPT });
    const result = await ws.run([
      'run',
      '--question',
      QUESTION,
      '--budget-seconds',
      '0.3',
      '--json',
      '--seat',
      `orchestrator=script:file=${slow},delay=0.2`,
      '--seat',
      `consultee=script:file=${slow},delay=0.2`,
    ]);
    expect(result.code).toBe(4);
    const last = result.lines.at(-1)!;
    expect(last).toMatchObject({ kind: 'stopped', end: { kind: 'budget' } });
    expect(JSON.stringify(last.end)).toMatch(/time budget of 0.3 s is spent/);
    const doc = await ws.doc(String(last.session));
    expect(doc.meta).toMatchObject({ status: 'stopped' });
    expect(doc.events.at(-1)!.type).toBe('run.stopped');
    const again = await ws.run(['step', String(last.session), '--budget-seconds', '600', '--json']);
    expect(again.code).toBe(0);
    expect(again.lines.at(-1)).toMatchObject({ kind: 'step', end: { kind: 'step' } });
  });
});

describe('agon step', () => {
  it('resumes a session stopped after round 3 and reaches the same end as an uninterrupted run', async () => {
    const whole = await ws.run([...runArgs, '--json']);
    const id = String(whole.lines.at(-1)!.session);
    const full = await ws.doc(id);
    const endOfRound3 = full.events.findIndex(
      (e, i) =>
        i > 0 &&
        e.type === 'agent.requested' &&
        e.data.purpose === 'raise' &&
        full.events.slice(0, i).filter((x) => x.type === 'agent.requested' && x.data.purpose === 'raise').length === 3,
    );
    const fork = await ws.run(['fork', id, '--at', String(endOfRound3), '--json']);
    expect(fork.code).toBe(0);
    const forked = String(fork.lines.at(-1)!.session);
    expect((await ws.doc(forked)).meta).toMatchObject({ progress: { label: 'round 4/8' } });
    const stepped = await ws.run(['step', forked, '--rounds', '99', '--json']);
    expect(stepped.code).toBe(0);
    const resumed = await ws.doc(forked);
    const strip = (events: typeof full.events) => events.map((e) => ({ type: e.type, data: { ...e.data, durationMs: 0, wallMs: 0 } }));
    expect(strip(resumed.events)).toEqual(strip(full.events));
    expect(stepped.lines.at(-1)).toMatchObject({ kind: 'outcome' });
  });

  it('advances exactly one round by default', async () => {
    const whole = await ws.run([...runArgs, '--json']);
    const fork = await ws.run(['fork', String(whole.lines.at(-1)!.session), '--at', '0', '--json']);
    const id = String(fork.lines.at(-1)!.session);
    expect((await ws.doc(id)).events).toHaveLength(0);
    const stepped = await ws.run(['step', id, '--json']);
    expect(stepped.code).toBe(0);
    expect(stepped.lines.at(-1)).toMatchObject({ kind: 'step', end: { kind: 'step', closed: 1, label: 'round 1' } });
    expect((await ws.doc(id)).meta).toMatchObject({ progress: { label: 'round 2/8' }, status: 'running' });
  });

  it('says which session is missing, exit 1', async () => {
    const result = await ws.run(['step', '999-nothing-here']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/999-nothing-here/);
  });

  it('refuses a session another agon holds, with the holder in one line, and takes over a dead one', async () => {
    const whole = await ws.run([...runArgs, '--json']);
    const id = String(whole.lines.at(-1)!.session);
    const lock = join(ws.sessions, id, 'lock');
    await writeFile(lock, JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }));
    const held = await ws.run(['step', id]);
    expect(held.code).toBe(1);
    expect(held.stderr).toMatch(
      new RegExp(
        `^agon: session ${id} is open in another agon \\(pid ${process.pid}, since [^)]+\\); if no agon has it open, break the lock with: rm \\S+/lock\n$`,
      ),
    );
    await writeFile(lock, JSON.stringify({ pid: 2 ** 22 + 7, host: hostname(), startedAt: new Date().toISOString() }));
    const taken = await ws.run(['act', id, 'constrain', '--text', 'x']);
    expect(taken.code).toBe(0);
    expect(taken.stderr).toMatch(/took over the lock/);
  });

  it('refuses a traversal id as bad usage', async () => {
    const result = await ws.run(['step', '../../etc']);
    expect(result.code).toBe(2);
  });
});

describe('a human seat', () => {
  it('makes agon run exit 3 naming the seat and its actions, and agon move continues the debate', async () => {
    const orchestrator = await ws.write('orchestrator.json', {
      responses: [JSON.stringify({ moves: [{ type: 'assess', point: 'P1', scope: 'in', verdict: 'SKEPTICAL', objection: 'says who?' }] })],
    });
    const run = await ws.run([
      'run',
      '--question',
      'Redis?',
      '--mode',
      'minimal',
      '--max-rounds',
      '2',
      '--seat',
      `orchestrator=script:file=${orchestrator}`,
      '--seat',
      'consultee=human',
      '--json',
    ]);
    expect(run.code).toBe(3);
    const waiting = run.lines.at(-1)!;
    expect(waiting).toMatchObject({ kind: 'await-human', seat: 'consultee' });
    expect((waiting.actions as { kind: string }[]).map((a) => a.kind)).toContain('point');
    const id = String(waiting.session);

    const bad = await ws.run(['move', id, '--seat', 'consultee'], {
      stdin: '{"moves": [{"type": "defend", "challenge": "C9", "argument": "x"}]}',
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/breaks the rules: C9 does not exist/);

    const move = await ws.run(['move', id, '--seat', 'consultee', '--json'], {
      stdin: '{"moves": [{"type": "point", "claim": "Redis persists sessions", "kind": "value"}]}',
    });
    expect(move.code).toBe(3);
    expect(move.lines.at(-1)).toMatchObject({ kind: 'await-human', seat: 'consultee' });
    const doc = await ws.doc(id);
    expect(doc.events.some((e) => e.type === 'move.accepted' && e.data.seat === 'orchestrator')).toBe(true);
    expect(doc.meta).toMatchObject({ status: 'awaiting-human', progress: { label: expect.stringMatching(/^round 2\//) } });
  });
});

describe('agon act', () => {
  it('changes the next prompt', async () => {
    const consultee = await ws.write('consultee.json', {
      responses: [JSON.stringify({ moves: [{ type: 'point', claim: 'Use Redis', kind: 'value' }] })],
    });
    const run = await ws.run([
      'run',
      '--question',
      'Cache?',
      '--seat',
      'orchestrator=human',
      '--seat',
      `consultee=script:file=${consultee}`,
      '--json',
    ]);
    expect(run.code).toBe(3);
    const id = String(run.lines.at(-1)!.session);
    const act = await ws.run(['act', id, 'constrain', '--text', 'Sessions must survive a restart', '--reason', 'we deploy daily']);
    expect(act.code).toBe(0);
    const show = await ws.run(['show', id, '--json']);
    const next = show.lines.at(-1)!.next as { kind: string; prompt: { full: string } };
    expect(next.kind).toBe('await-human');
    expect(next.prompt.full).toContain('Sessions must survive a restart');
  });

  it('refuses an illegal override with one line and leaves the file untouched', async () => {
    const consultee = await ws.write('consultee2.json', {
      responses: [JSON.stringify({ moves: [{ type: 'point', claim: 'Redis is faster', kind: 'empirical' }] })],
    });
    const run = await ws.run([
      'run',
      '--question',
      'Faster?',
      '--seat',
      'orchestrator=human',
      '--seat',
      `consultee=script:file=${consultee}`,
      '--json',
    ]);
    const id = String(run.lines.at(-1)!.session);
    const before = await sha(ws.sessionFile(id));
    for (const args of [
      ['act', id, 'move', '--item', 'P1', '--value', 'agreed', '--reason', 'I say so'],
      ['act', id, 'move', '--item', 'P9', '--value', 'agreed', '--reason', 'x'],
      ['act', id, 'reclassify', '--item', 'P1', '--value', 'AGREE'],
      ['act', id, 'launch-missiles'],
    ]) {
      const result = await ws.run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(await sha(ws.sessionFile(id))).toBe(before);
  });
});

describe('agon act on an action not possible yet', () => {
  it('says in its one-line refusal when the action becomes possible, as the protocol words it', async () => {
    const consultee = await ws.write('consultee3.json', {
      responses: [JSON.stringify({ moves: [{ type: 'point', claim: 'Use Redis', kind: 'value' }] })],
    });
    const run = await ws.run([
      'run',
      '--question',
      'Cache?',
      '--mode',
      'minimal',
      '--seat',
      'orchestrator=human',
      '--seat',
      `consultee=script:file=${consultee}`,
      '--json',
    ]);
    const id = String(run.lines.at(-1)!.session);

    const refused = await ws.run(['act', id, 'arbitrate', '--reason', 'check it']);

    const when = whenOf(argumentation, firstState(argumentation, { mode: 'minimal' }), { kind: 'arbitrate' });
    expect(when).toBeDefined();
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toContain(when);
  });
});

describe('agon list, show, export, rm', () => {
  it('lists sessions newest first without replaying them, shows one, exports it and removes it', async () => {
    const list = await ws.run(['list', '--json']);
    expect(list.code).toBe(0);
    const rows = list.lines as { id: string; meta: { updatedAt: string } }[];
    expect(rows.length).toBeGreaterThan(1);
    const times = rows.map((r) => r.meta.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const id = rows.at(-1)!.id;
    const md = await ws.run(['export', id, '--format', 'md']);
    expect(md.stdout).toMatch(/^# /);
    const out = join(ws.dir, 'out.json');
    expect((await ws.run(['export', id, '--format', 'json', '-o', out])).code).toBe(0);
    expect(JSON.parse(await readFile(out, 'utf8'))).toMatchObject({ v: 2, session: id });
    expect((await ws.run(['export', id, '--format', 'pdf'])).code).toBe(2);
    expect((await ws.run(['rm', id])).code).toBe(0);
    expect((await ws.run(['show', id])).code).toBe(1);
  });
});
