// Cancelling a step through MCP is SIGINT's twin: the agents asked are stopped, what finished is
// saved, the run is marked cancelled, the lock is released, and the next step goes on from there.
import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/protocols/argumentation/demo.js';
import { Workspace } from '../helpers/cli.js';
import { type Connected, connectAgon, textOf } from '../helpers/mcp.js';

let ws: Workspace;
let agon: Connected;

beforeEach(async () => {
  ws = await Workspace.create();
  await ws.write('answers.json', { bySeat: demo.answers });
  agon = await connectAgon(ws);
});

afterEach(async () => {
  await agon.close();
});

async function until<T>(probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A debate created, not run, whose consultee answers at once and whose orchestrator takes 20 s. */
async function slowOrchestrator(): Promise<string> {
  const created = await agon.call('start', {
    question: demo.config.question,
    seats: { orchestrator: 'script:file=answers.json,delay=20', consultee: 'script:file=answers.json' },
    workdir: ws.dir,
    run: false,
  });
  return (created.structuredContent as { session: string }).session;
}

describe('agon mcp cancellation', () => {
  it('a step cancelled by the client while an agent thinks saves what finished, marks the run cancelled and frees the session', async () => {
    const id = await slowOrchestrator();
    const controller = new AbortController();
    const messages: string[] = [];
    const call = agon.call(
      'step',
      { session: id },
      {
        signal: controller.signal,
        onprogress: (p) => {
          messages.push(p.message ?? '');
          if (p.message?.startsWith('The orchestrator agent is asked')) controller.abort();
        },
      },
    );
    await expect(call).rejects.toThrow();
    expect(messages).toContainEqual(expect.stringMatching(/^The consultee agent answered in \d/));
    const doc = await until(async () => {
      const d = await ws.doc(id);
      return d.events.at(-1)?.type === 'run.cancelled' ? d : undefined;
    });
    // The consultee's finished turn is kept; the orchestrator's, cut short, is not there.
    expect(doc.events.some((e) => e.type === 'move.accepted' && e.data.seat === 'consultee')).toBe(true);
    expect(doc.events.some((e) => e.type === 'agent.requested' && e.data.seat === 'orchestrator')).toBe(true);
    expect(doc.events.some((e) => e.type === 'agent.responded' && e.data.seat === 'orchestrator')).toBe(false);
    expect(doc.events.at(-1)!.data.unfinished).toEqual(['orchestrator']);
    await until(async () => (existsSync(`${ws.sessions}/${id}/lock`) ? undefined : true));
    const shown = await agon.call('show', { session: id });
    expect(shown.isError, textOf(shown)).toBeFalsy();
  });

  it('a client that goes away mid-step leaves the session saved as cancelled and unlocked', async () => {
    const id = await slowOrchestrator();
    let gone: Promise<void> | undefined;
    const call = agon.call(
      'step',
      { session: id },
      {
        onprogress: (p) => {
          if (p.message?.startsWith('The orchestrator agent is asked')) gone ??= agon.close();
        },
      },
    );
    await expect(call).rejects.toThrow();
    await gone;
    const doc = await until(async () => {
      const d = await ws.doc(id);
      return d.events.at(-1)?.type === 'run.cancelled' ? d : undefined;
    });
    expect(doc.events.some((e) => e.type === 'move.accepted' && e.data.seat === 'consultee')).toBe(true);
    await until(async () => (existsSync(`${ws.sessions}/${id}/lock`) ? undefined : true));
  });

  it('progress notifications name the agents asked and answered while a step runs', async () => {
    await ws.write('quick.json', { bySeat: demo.answers });
    const messages: string[] = [];
    const started = await agon.call('start', {
      question: demo.config.question,
      seats: { orchestrator: 'script:file=quick.json', consultee: 'script:file=quick.json' },
      workdir: ws.dir,
      run: false,
    });
    const id = (started.structuredContent as { session: string }).session;
    const stepped = await agon.call('step', { session: id }, { onprogress: (p) => messages.push(p.message ?? '') });
    expect(stepped.isError, textOf(stepped)).toBeFalsy();
    expect(messages).toContainEqual(expect.stringMatching(/^The consultee agent is asked \(/));
    expect(messages).toContainEqual(expect.stringMatching(/^The consultee agent answered in \d/));
  });
});
