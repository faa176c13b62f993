// A whole debate through the real runner with real adapters and fake CLIs: `codex` as consultee,
// `claude` as orchestrator, answering the scripted eight-round Redis/Memcached debate. Both keep
// their own sessions, so from round 2 on they get only what is new, resuming by id.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../src/session/session.js';
import { fakeDebate } from '../fixtures/agents/fake-debate.js';
import { fakeCall } from '../fixtures/agents/support.js';

const THREAD = '0199a8f3-6a2b-7c31-9d4e-0b5c2f7a1e90';
const CLAUDE_SESSION = '22795ca6-8222-4620-91dd-3001deaf3378';

const listTree = async (dir: string) => (await readdir(dir, { recursive: true })).sort();
const open: Session[] = [];
afterEach(async () => {
  for (const session of open.splice(0)) await session.close();
});
const run = (session: Session, units: number) => session.step(units, new AbortController().signal);

describe('a debate with codex as consultee and claude as orchestrator', () => {
  it('runs eight rounds through the runner, resuming each CLI by its own session id from round 2', async () => {
    const { session, project, sessionDir, codexState, claudeState } = await fakeDebate({ resume: true });
    open.push(session);
    const projectBefore = await listTree(project);
    const end = await run(session, Infinity);

    expect(end).toMatchObject({ kind: 'done' });
    expect(session.outcome().buckets).toEqual({ Agreed: ['P1', 'P2', 'P7'], Dismissed: ['P3', 'P4', 'P5'], Unresolved: ['P6'] });
    const events = session.events();
    expect(events.map((e) => e.type)).not.toContain('agent.failed');

    const requests = events.filter((e) => e.type === 'agent.requested' && e.data.seat === 'consultee');
    expect(requests.map((e) => e.data.form)).toEqual(['full', ...Array(requests.length - 1).fill('delta')]);
    expect(requests[1]!.data.resumeRef).toBe(THREAD);
    const secondCodex = await fakeCall(codexState, 2);
    expect(secondCodex.argv.slice(-3)).toEqual(['resume', THREAD, '-']);
    expect(secondCodex.argv.indexOf('--json')).toBeLessThan(secondCodex.argv.indexOf('resume'));
    expect((await fakeCall(claudeState, 2)).argv).toContain(CLAUDE_SESSION);

    // The CLIs ran in the person's project, so the persona travelled in the first prompt only.
    expect((await fakeCall(codexState, 1)).stdin.toString()).toMatch(
      /^# Persona: the consultee[\s\S]*# Agon deliberation: you are the CONSULTEE/,
    );
    expect(secondCodex.stdin.toString()).not.toContain('# Persona');
    expect(await listTree(project)).toEqual(projectBefore);
    expect(await readdir(join(sessionDir, 'seats', 'consultee'))).toEqual(['AGENTS.md']);

    const responded = events.filter((e) => e.type === 'agent.responded');
    const codexReply = responded.find((e) => e.data.seat === 'consultee')!;
    expect(codexReply.data).toMatchObject({
      resumeRef: THREAD,
      exitCode: 0,
      tokens: { input: 16786, output: 500, total: 17286 },
      costEstimated: true,
    });
    expect(await session.readRaw(String(codexReply.data.outputRef))).toContain('"type":"thread.started"');
    expect(responded.find((e) => e.data.seat === 'orchestrator')!.data).toMatchObject({
      resumeRef: CLAUDE_SESSION,
      costUsd: 0.0131,
      costEstimated: false,
    });
  });

  it('sends every seat the whole bounded prompt each turn when resume is off', async () => {
    const { session, codexState } = await fakeDebate({ resume: false });
    open.push(session);
    expect(await run(session, 2)).toEqual({ kind: 'step', closed: 2, label: 'round 2' });
    expect(
      session
        .events()
        .filter((e) => e.type === 'agent.requested')
        .every((e) => e.data.form === 'full' && e.data.resumeRef === undefined),
    ).toBe(true);
    expect((await fakeCall(codexState, 2)).argv).not.toContain('resume');
  });
});
