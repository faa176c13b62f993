// A protocol the platform has never heard of, driven through every headless command: the test
// protocol lives only in test/fixtures/protocols/relay/ and reaches the built CLI through
// AGON_PROTOCOLS. Nothing outside its folder knows its seats, options, moves or words.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { WITH_RELAY, Workspace } from '../../helpers/cli.js';

let ws: Workspace;
const agon = (args: string[], stdin?: string) => ws.run(args, { ...WITH_RELAY, ...(stdin !== undefined ? { stdin } : {}) });
const demoSeats = ['--seat', 'opener=script:demo=relay', '--seat', 'closer=script:demo=relay'];

beforeEach(async () => {
  ws = await Workspace.create();
});

describe('the relay protocol through the command line', () => {
  it('lists its seats and options in agon --help', async () => {
    const help = await agon(['--help']);
    expect(help.stdout).toMatch(/relay: an opener and a closer take turns/);
    expect(help.stdout).toMatch(/--budget N\s+messages per stage \(default 2\)/);
    expect(help.stdout).toMatch(/--tone plain\|formal/);
  });

  it('runs to the end with its own options, prints its report, and remembers the session', async () => {
    const run = await agon([
      'run',
      '--protocol',
      'relay',
      '--question',
      'Is a relay a debate?',
      '--budget',
      '2',
      '--tone',
      'formal',
      ...demoSeats,
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('[O2] Stage OPEN closes after 2 messages.');
    expect(run.stdout).toContain('Session 001-is-a-relay-a-debate is done: both stages are over.');
    const doc = await ws.doc('001-is-a-relay-a-debate');
    expect(doc.meta).toMatchObject({ phase: 'CLOSE', status: 'done', progress: { unit: 'stage', done: 2, total: 2 } });
    expect(doc.events.filter((e) => e.type === 'seat.prepared').map((e) => e.data.seat)).toEqual(['opener', 'closer']);
    expect(await readFile(join(ws.dir, 'memory', 'relay.jsonl'), 'utf8')).toBe('{"question":"Is a relay a debate?","messages":3}\n');
    const again = await agon(['run', '--protocol', 'relay', '--question', 'Is a relay a debate?', ...demoSeats, '--json']);
    const shown = await agon(['show', '2', '--json']);
    expect((shown.lines[0]!.view as { progress: { note: string } }).progress.note).toBe('1 earlier session(s) on this question');
    expect(again.code).toBe(0);
  });

  it('refuses an option of another protocol, and a bad value of its own, changing nothing', async () => {
    const foreign = await agon(['run', '--protocol', 'relay', '--question', 'Q?', '--framing', 'how-to', ...demoSeats]);
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toBe('agon: run: unknown option --framing (see agon run --help)\n');
    const bad = await agon(['run', '--protocol', 'relay', '--question', 'Q?', '--budget', '9', ...demoSeats]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('agon: --budget must be a whole number from 1 to 6, not "9"\n');
    const missing = await agon(['run', '--protocol', 'relay', '--question', 'Q?', '--seat', 'opener=human']);
    expect(missing.stderr).toBe('agon: no agent for closer: add --seat closer=KIND (script, human, codex, …)\n');
    expect((await agon(['list'])).stdout).toContain('No saved sessions');
  });

  it('waits for the person, takes a multi-field action and a move, steps stage by stage, shows and exports', async () => {
    const run = await agon([
      'run',
      '--protocol',
      'relay',
      '--question',
      'Hand on?',
      '--seat',
      'opener=human',
      '--seat',
      'closer=script:demo=relay',
    ]);
    expect(run.code).toBe(3);
    const id = '001-hand-on';
    const act = await agon([
      'act',
      '1',
      'finding',
      '--field',
      'statement=Relays hand on',
      '--field',
      'premises=one',
      '--field',
      'premises=two',
      '--field',
      'weight=0.5',
      '--json',
    ]);
    expect(act.code).toBe(0);
    expect(act.lines.at(-1)).toMatchObject({
      kind: 'acted',
      event: { type: 'human.finding', data: { fields: { statement: 'Relays hand on', premises: ['one', 'two'], weight: '0.5' } } },
    });
    const refused = await agon(['act', id, 'finding', '--field', 'statement=x', '--field', 'weight=3']);
    expect(refused).toMatchObject({ code: 2, stderr: 'agon: the weight is a number from 0 to 1\n' });
    const move = await agon(['move', id, '--seat', 'opener'], JSON.stringify({ moves: [{ type: 'say', text: 'hello' }] }));
    expect(move.code).toBe(3);
    const show = await agon(['show', id, '--json']);
    expect(show.lines[0]).toMatchObject({
      protocol: 'relay',
      view: {
        record: { title: 'Messages', rows: [{ text: 'hello' }, { text: 'Handing on is a kind of answering.' }] },
        groups: [{ name: 'Findings', items: [{ id: 'F1' }] }],
      },
      next: { kind: 'await-human', seat: 'opener' },
    });
    const text = await agon(['show', id]);
    expect(text.stdout).toContain('Progress: CLOSE, CLOSE · 0 of 2 messages');
    expect(text.stdout).toContain('Findings: F1');
    const md = await agon(['export', id, '--format', 'md']);
    expect(md.stdout).toContain('## Stage OPEN');
    expect(md.stdout).toContain('- F1: Relays hand on (because one; two)');
    const map = await agon(['export', id, '--format', 'dot']);
    expect(map).toMatchObject({ code: 2, stderr: 'agon: export: the relay protocol has no argument map\n' });
    const fork = await agon(['fork', id, '--at', '2', '--json']);
    expect(fork.lines.at(-1)).toMatchObject({ kind: 'forked', from: id, events: 2 });
    const forked = await ws.doc(String(fork.lines.at(-1)!.session));
    expect(forked.events.map((e) => e.type)).toEqual((await ws.doc(id)).events.slice(0, 2).map((e) => e.type));
  }, 60_000);

  it('steps one stage at a time from a fork of a finished session', async () => {
    expect((await agon(['run', '--protocol', 'relay', '--question', 'Step?', ...demoSeats])).code).toBe(0);
    const prepared = (await ws.doc('001-step')).events.filter((e) => e.type === 'seat.prepared').length;
    expect((await agon(['fork', '001', '--at', String(prepared)])).code).toBe(0);
    const one = await agon(['step', '002', '--json']);
    expect(one.lines.at(-1)).toMatchObject({ kind: 'step', end: { kind: 'step', closed: 1, label: 'stage OPEN' } });
    expect((await ws.doc('002-step')).meta).toMatchObject({ status: 'running', progress: { unit: 'stage', done: 1, total: 2 } });
    const rest = await agon(['step', '002', '--rounds', '5']);
    expect(rest.code).toBe(0);
    expect((await ws.doc('002-step')).meta).toMatchObject({ status: 'done' });
  }, 60_000);
});
