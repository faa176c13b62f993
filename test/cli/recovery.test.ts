// A seat whose agent fails, headless: the run ends with the seat failed and says how to go on;
// `agon step --seat` gives it another agent (or the person) and goes on; `SEAT=none` leaves an
// optional seat empty as the TUI's form does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workspace } from '../helpers/cli.js';
import { closedPort } from '../helpers/ports.js';

let ws: Workspace;
let port: number;

beforeAll(async () => {
  ws = await Workspace.create();
  port = await closedPort();
});

afterAll(() => ws.remove());

const answer = (moves: unknown[]) => JSON.stringify({ moves });

describe('a failed agent, headless', () => {
  it('ends the run with the seat failed (exit 1), names the ways on, and a step with another agent goes on', async () => {
    const orchestrator = await ws.write('orch.json', {
      responses: [answer([{ type: 'assess', point: 'P1', scope: 'in', verdict: 'AGREE' }])],
    });
    const run = await ws.run([
      'run',
      '--question',
      'Redis or Memcached?',
      '--mode',
      'minimal',
      '--seat',
      `orchestrator=script:file=${orchestrator}`,
      '--seat',
      `consultee=openai:base=http://127.0.0.1:${port}/v1,model=m`,
    ]);

    expect(run.code).toBe(1);
    const id = /Session (\S+) created/.exec(run.stdout)![1]!;
    expect(run.stdout).toContain(`the consultee agent failed (cannot reach`);
    expect(run.stdout).toContain(`agon step ${id} --seat consultee=KIND`);
    expect(run.stdout).toContain(`agon step ${id} --seat consultee=human`);
    const doc = await ws.doc(id);
    expect(doc.events.filter((e) => e.type === 'agent.failed')).toHaveLength(3);
    expect(doc.meta).toMatchObject({ status: 'stopped', reason: expect.stringMatching(/^the consultee agent failed/) });

    const consultee = await ws.write('cons.json', {
      responses: [answer([{ type: 'point', claim: 'Redis keeps sessions', kind: 'value' }])],
    });
    const step = await ws.run(['step', id.slice(0, 3), '--seat', `consultee=script:file=${consultee}`, '--json']);

    expect(step.stderr).toBe('');
    expect(step.code).toBe(0);
    expect(step.lines.at(-1)).toMatchObject({ kind: 'step', end: { kind: 'step', label: 'round 1' } });
    const after = await ws.doc(id);
    expect(after.events.find((e) => e.type === 'session.seat')?.data).toEqual({
      seat: 'consultee',
      spec: { kind: 'script', file: consultee },
    });
  }, 30_000);

  it('refuses a seat the protocol lacks or an empty seat in a running debate, writing nothing', async () => {
    const run = await ws.run([
      'run',
      '--question',
      'Who holds the seat?',
      '--seat',
      'orchestrator=human',
      '--seat',
      'consultee=human',
      '--json',
    ]);
    const id = String(run.lines.at(-1)!.session);
    const before = (await ws.doc(id)).events.length;

    for (const seat of ['judge=human', 'consultee=none', 'consultee=nonsense']) {
      const result = await ws.run(['step', id, '--seat', seat]);
      expect(result.code, seat).toBe(2);
      expect(result.stderr.trim().split('\n'), seat).toHaveLength(1);
    }
    expect((await ws.doc(id)).events).toHaveLength(before);
  });

  it('takes SEAT=none for an optional seat, as the form offers, and refuses it for a required one', async () => {
    const optional = await ws.run([
      'run',
      '--question',
      'No arbiter?',
      '--seat',
      'orchestrator=human',
      '--seat',
      'consultee=human',
      '--seat',
      'arbiter=none',
      '--json',
    ]);
    expect(optional.code).toBe(3);
    const required = await ws.run(['run', '--question', 'No consultee?', '--seat', 'orchestrator=human', '--seat', 'consultee=none']);
    expect(required.code).toBe(2);
    expect(required.stderr).toMatch(/the consultee seat cannot be left empty/);
  });
});
