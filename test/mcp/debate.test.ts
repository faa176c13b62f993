// End to end through the SDK's own client over stdio: an argumentation debate whose orchestrator is
// the MCP client itself (an `mcp` seat), played through the move tool against scripted seats, to
// its report; the session it leaves is the CLI's, unlocked between calls.
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/protocols/argumentation/demo.js';
import { Workspace } from '../helpers/cli.js';
import { type Connected, connectAgon, textOf } from '../helpers/mcp.js';

const PASSES = 30;

let ws: Workspace;
let agon: Connected;

beforeEach(async () => {
  ws = await Workspace.create();
  await ws.write('answers.json', {
    bySeat: {
      consultee: [...demo.answers.consultee!, ...Array(PASSES).fill(demo.pass!.consultee!)],
      arbiter: [...(demo.answers.arbiter ?? []), ...Array(PASSES).fill(demo.pass!.arbiter!)],
    },
  });
  agon = await connectAgon(ws);
});

afterEach(async () => {
  await agon.close();
});

type Structured = Record<string, unknown> & { session: string; end: string; turn?: { seat: string; prompt: string; persona?: string } };

describe('agon mcp plays a debate with the client in a seat', () => {
  it('an mcp orchestrator plays its turns through the move tool against a scripted consultee, and the report can be read', async () => {
    const started = await agon.call('start', {
      question: demo.config.question,
      seats: { orchestrator: 'mcp', consultee: 'script:file=answers.json', arbiter: 'script:file=answers.json' },
      options: { framing: 'how-to', mode: 'standard' },
      workdir: ws.dir,
    });
    expect(started.isError, textOf(started)).toBeFalsy();
    let result = started.structuredContent as Structured;
    const id = result.session;
    expect(result.end).toBe('await-agent');
    expect(result.turn?.seat).toBe('orchestrator');
    expect(result.turn?.persona, 'the first turn carries the seat persona').toBeTruthy();
    const mine = demo.answers.orchestrator!;
    let turns = 0;
    while (result.end === 'await-agent') {
      expect(result.turn?.prompt.length).toBeGreaterThan(0);
      const answer = mine[turns] ?? demo.pass!.orchestrator!;
      const moved = await agon.call('move', { session: id, seat: 'orchestrator', answer });
      expect(moved.isError, textOf(moved)).toBeFalsy();
      result = moved.structuredContent as Structured;
      turns += 1;
      expect(turns).toBeLessThan(40);
    }
    expect(result.end).toBe('done');
    expect(turns).toBeGreaterThanOrEqual(mine.length);
    const report = await agon.client.readResource({ uri: `agon://session/${id}/report` });
    const text = (report.contents[0] as { text: string }).text;
    expect(text).toMatch(/#/);
    expect(text.length).toBeGreaterThan(200);
    // The step's reply links the report instead of pasting it.
    expect(JSON.stringify(result)).not.toContain(text.slice(0, 200));

    const doc = await ws.doc(id);
    const answered = doc.events.filter((e) => e.type === 'agent.responded' && e.data.seat === 'orchestrator');
    expect(answered).toHaveLength(turns);
    expect(doc.events.filter((e) => e.type === 'move.accepted' && e.data.seat === 'orchestrator')).toHaveLength(turns);
    const listed = await agon.call('list', {});
    expect((listed.structuredContent as { sessions: { session: string; status: string }[] }).sessions).toContainEqual(
      expect.objectContaining({ session: id, status: 'done' }),
    );
    // The same session, with its lock released between calls: the CLI opens it.
    const shown = await ws.run(['show', id, '--json']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(existsSync(`${ws.sessions}/${id}/lock`)).toBe(false);
  });

  it("a debate an agent started is the CLI's too: between calls a person steps it, acts on it, and the agent goes on", async () => {
    const started = await agon.call('start', {
      question: 'Q?',
      seats: { orchestrator: 'mcp', consultee: 'script:file=answers.json' },
      workdir: ws.dir,
    });
    const id = (started.structuredContent as Structured).session;
    const stepped = await ws.run(['step', id, '--json']);
    expect(stepped.code).toBe(3);
    expect(stepped.lines.at(-1)).toMatchObject({ kind: 'await-agent', seat: 'orchestrator' });
    const acted = await ws.run(['act', id, 'constrain', '--text', 'Sessions must survive a restart', '--reason', 'we deploy daily']);
    expect(acted.code, acted.stderr).toBe(0);
    const moved = await agon.call('move', { session: id, seat: 'orchestrator', answer: demo.answers.orchestrator![0]! });
    expect(moved.isError, textOf(moved)).toBeFalsy();
    const types = (await ws.doc(id)).events.map((e) => e.type);
    expect(types.indexOf('human.constrain')).toBeGreaterThan(-1);
    expect(types.lastIndexOf('agent.responded')).toBeGreaterThan(types.indexOf('human.constrain'));
  });

  it('an unreadable answer from the client is refused whole and nothing is recorded', async () => {
    const started = await agon.call('start', {
      question: 'Q?',
      seats: { orchestrator: 'mcp', consultee: 'script:file=answers.json' },
      workdir: ws.dir,
    });
    const id = (started.structuredContent as Structured).session;
    const before = (await ws.doc(id)).events.length;
    const moved = await agon.call('move', { session: id, seat: 'orchestrator', answer: 'I think we should use Redis.' });
    expect(moved.isError).toBe(true);
    expect(textOf(moved)).toMatch(/^the move cannot be read: /);
    expect(textOf(moved)).not.toContain('\n');
    expect((await ws.doc(id)).events.length).toBe(before);
  });

  it('the export tool writes the report into the session folder and links it', async () => {
    const started = await agon.call('start', {
      question: 'Q?',
      seats: { orchestrator: 'mcp', consultee: 'script:file=answers.json' },
      workdir: ws.dir,
    });
    const id = (started.structuredContent as Structured).session;
    const exported = await agon.call('export', { session: id, format: 'md' });
    const { path, bytes } = exported.structuredContent as { path: string; bytes: number };
    expect(path.startsWith(`${ws.sessions}/${id}/`)).toBe(true);
    expect(readFileSync(path).length).toBe(bytes);
    expect(exported.content.some((c) => c.type === 'resource_link')).toBe(true);
  });
});
