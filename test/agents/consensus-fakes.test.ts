// The consensus protocol with real adapters and fake CLIs seated as the seed seats them: each
// challenger reads its own persona file, confirms it, and the three challenge in parallel, so a round
// of three 1 s agents takes about one second, not three.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../src/session/session.js';
import { fakeConsensus } from '../fixtures/agents/fake-consensus.js';
import { fakeCall } from '../fixtures/agents/support.js';
import { GEMINI_POLICY_FILE } from '../../src/agents/read-only.js';

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
    const replies = events
      .filter(
        (e) =>
          e.type === 'agent.responded' &&
          e.seq > Math.max(...challenge) &&
          ['architect', 'operator', 'adversary'].includes(String(e.data.seat)),
      )
      .slice(0, 3);
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
    // Beside its persona, the read-only gemini seat holds the deny policy agon gives it.
    expect((await readdir(join(session.dir, 'seats', 'architect'))).sort()).toEqual(['GEMINI.md', GEMINI_POLICY_FILE].sort());
    expect(await readdir(join(session.dir, 'seats', 'operator'))).toEqual(['AGENTS.md']);
    expect(await readdir(join(session.dir, 'seats', 'adversary'))).toEqual(['QWEN.md']);
    expect(await readdir(join(session.dir, 'seats', 'proposer'))).toEqual(['CLAUDE.md']);
    expect(await file('operator', 'AGENTS.md')).toMatch(/^# Persona: the Operator — billing on-call engineer[\s\S]*## Conduct/);
    const personas = await Promise.all([file('architect', 'GEMINI.md'), file('operator', 'AGENTS.md'), file('adversary', 'QWEN.md')]);
    expect(new Set(personas).size).toBe(3);
    const prepared = session.events().filter((e) => e.type === 'seat.prepared');
    expect(prepared.map((e) => [e.data.seat, e.data.file])).toEqual([
      ['proposer', 'CLAUDE.md'],
      ['architect', 'GEMINI.md'],
      ['operator', 'AGENTS.md'],
      ['adversary', 'QWEN.md'],
    ]);
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

  it("keeps the personas across a resume and a fork: the person's edit, each file written once, each challenger confirming its own", async () => {
    const { session, service } = await fakeConsensus({ slow: false });
    open.push(session);
    const signal = () => new AbortController().signal;
    expect(await session.step(1, signal())).toMatchObject({ kind: 'step', label: 'personas' });
    const edited = '# Persona: the Operator — pager veteran\nYou have been woken by billing pages for years.';
    await session.act('edit-persona', { item: 'operator', text: edited });
    await session.close();
    open.splice(0);

    // Resumed: the edit came back from the record, and is what the operator's CLI reads.
    const resumed = await service.open(session.id);
    open.push(resumed);
    expect(await resumed.step(1, signal())).toMatchObject({ kind: 'step', label: 'round 1 challenge' });
    const operatorFile = join(resumed.dir, 'seats', 'operator', 'AGENTS.md');
    expect(await readFile(operatorFile, 'utf8')).toContain('pager veteran');
    const prepared = (s: Session) =>
      s
        .events()
        .filter((e) => e.type === 'seat.prepared')
        .map((e) => e.data.seat);
    expect(prepared(resumed)).toEqual(['proposer', 'architect', 'operator', 'adversary']);
    const stateOf = (s: Session) =>
      s.state as { personas: Record<string, { title: string }>; challengers: Record<string, { check: string; status: string }> };
    expect(stateOf(resumed).personas.operator!.title).toBe('pager veteran');
    expect(Object.values(stateOf(resumed).challengers).map((c) => [c.status, c.check])).toEqual([
      ['active', 'confirmed'],
      ['active', 'confirmed'],
      ['active', 'confirmed'],
    ]);
    await resumed.close();
    open.splice(0);

    // Forked where it stood: the seat folders start empty and get each recorded persona back, and
    // the debate goes on to its end without writing or checking a persona again.
    const forked = await service.fork(session.id);
    const copy = await service.open(forked.id);
    open.push(copy);
    expect(await copy.step(Infinity, signal())).toMatchObject({ kind: 'done' });
    expect(copy.outcome().summary).toBe('CONSENSUS after 1 round(s) (every dissent resolved), confidence HIGH');
    expect(await readFile(join(copy.dir, 'seats', 'operator', 'AGENTS.md'), 'utf8')).toBe(await readFile(operatorFile, 'utf8'));
    expect(stateOf(copy).personas.operator!.title).toBe('pager veteran');
    expect(prepared(copy)).toEqual(['proposer', 'architect', 'operator', 'adversary']);
    expect(copy.events().filter((e) => e.type === 'agent.requested' && e.data.purpose === 'confirm')).toHaveLength(3);
  });
});
