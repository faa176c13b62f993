// The consensus protocol with real adapters and fake CLIs seated as the seed seats them: each
// challenger reads its own persona file, confirms it, and the three challenge in parallel, so a round
// of three 1 s agents takes about one second, not three.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../src/session/session.js';
import { fakeConsensus } from '../fixtures/agents/fake-consensus.js';
import { fakeCall } from '../fixtures/agents/support.js';

const open: Session[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

describe('a consensus debate with claude, gemini, codex and qwen (fakes)', () => {
  it('asks the three challengers in parallel: with 1 s each, the round takes as long as the slowest, not the sum', async () => {
    const { session } = await fakeConsensus({ slow: true });
    open.push(session);
    const end = await session.step(Infinity, new AbortController().signal);
    expect(end).toMatchObject({ kind: 'done' });
    expect(session.outcome().summary).toBe('CONSENSUS after 1 round(s) (every dissent resolved), confidence HIGH');
    const events = session.events();
    const challenge = events.filter((e) => e.type === 'agent.requested' && e.data.purpose === 'challenge').map((e) => e.seq);
    const replies = events.filter((e) => e.type === 'agent.responded' && e.seq > Math.max(...challenge) && ['architect', 'operator', 'adversary'].includes(String(e.data.seat))).slice(0, 3);
    expect(replies.map((e) => e.data.seat).sort()).toEqual(['adversary', 'architect', 'operator']);
    const durations = replies.map((e) => Number(e.data.durationMs));
    const wall = replies.reduce((n, e) => n + Number(e.data.wallMs), 0);
    for (const ms of durations) expect(ms).toBeGreaterThanOrEqual(1000);
    // Asked one after another, the wall time would be the sum of the three durations.
    expect(wall).toBeLessThan(0.6 * durations.reduce((n, ms) => n + ms, 0));
    expect(wall).toBeGreaterThanOrEqual(Math.max(...durations) - 50);
  });

  it("writes each persona once as its CLI's context file, and each challenger confirms the one it read", async () => {
    const { session, state } = await fakeConsensus({ slow: false });
    open.push(session);
    await session.step(Infinity, new AbortController().signal);
    const file = (seat: string, name: string) => readFile(join(session.dir, 'seats', seat, name), 'utf8');
    expect(await readdir(join(session.dir, 'seats', 'architect'))).toEqual(['GEMINI.md']);
    expect(await readdir(join(session.dir, 'seats', 'operator'))).toEqual(['AGENTS.md']);
    expect(await readdir(join(session.dir, 'seats', 'adversary'))).toEqual(['QWEN.md']);
    expect(await readdir(join(session.dir, 'seats', 'proposer'))).toEqual(['CLAUDE.md']);
    expect(await file('operator', 'AGENTS.md')).toMatch(/^# Persona: the Operator — billing on-call engineer[\s\S]*## Conduct/);
    const personas = await Promise.all([file('architect', 'GEMINI.md'), file('operator', 'AGENTS.md'), file('adversary', 'QWEN.md')]);
    expect(new Set(personas).size).toBe(3);
    const prepared = session.events().filter((e) => e.type === 'seat.prepared');
    expect(prepared.map((e) => [e.data.seat, e.data.file])).toEqual([['proposer', 'CLAUDE.md'], ['architect', 'GEMINI.md'], ['operator', 'AGENTS.md'], ['adversary', 'QWEN.md']]);
    const state_ = session.state as { challengers: Record<string, { check: string }> };
    expect(Object.values(state_.challengers).map((c) => c.check)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    // The check names no perspective: only the file can tell the CLI which expert it is.
    const confirm = (await fakeCall(state.codex!, 1)).stdin.toString();
    expect(confirm).toContain('confirm you have read the context file');
    expect(confirm).not.toMatch(/operator/i);
    // Each challenger runs fresh every time (its persona re-read, nothing carried over): full prompts, no resume.
    const challengerRequests = session.events().filter((e) => e.type === 'agent.requested' && e.data.seat !== 'proposer');
    expect(challengerRequests.every((e) => e.data.form === 'full' && e.data.resumeRef === undefined)).toBe(true);
    expect((await fakeCall(state.codex!, 2)).argv).not.toContain('resume');
  });
});
