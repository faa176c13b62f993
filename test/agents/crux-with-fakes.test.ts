// Seed 004's milestone 4 with the fake CLIs in the place of real models: a crux debate through the
// real runner and adapters, `codex` as one debater and `claude` as the other, answering the demo's
// moves. Each gets a stage-aware prompt, keeps its own session (deltas after its first turn), and
// the debate's cost — codex priced from the config's price table, claude as it reports — is summed
// per seat and for the debate, under the seed's $0.50, in the view and the report.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../state/index.js';
import { agentPort } from '../../src/agents/port.js';
import { hostOf } from '../../src/agents/host.js';
import { crux } from '../../src/protocols/crux/index.js';
import type { CruxState } from '../../src/protocols/crux/state.js';
import { SessionService } from '../../src/session/service.js';
import type { Session } from '../../src/session/session.js';
import { script } from '../fixtures/agents/fake-debate.js';
import { fakeCall, fakeEnv, scratch } from '../fixtures/agents/support.js';

const open: Session[] = [];
afterEach(async () => {
  for (const session of open.splice(0)) await session.close();
});

async function debate(): Promise<{ session: Session; codex: string; claude: string }> {
  const home = await scratch('agon-home-');
  const codex = await script(home, 'codex', crux.demo.answers['debater-1']!);
  const claude = await script(home, 'claude', crux.demo.answers['debater-2']!);
  const cwd = await scratch('agon-cwd-');
  await writeFile(
    join(cwd, 'agon.config.json'),
    JSON.stringify({ prices: { 'gpt-5.2': { input: 1.75, cachedInput: 0.175, output: 14 } } }),
  );
  const store = new SessionStore(join(cwd, 'sessions'));
  const service = new SessionService({
    store,
    agents: agentPort(store, hostOf(fakeEnv(home), cwd)),
    clock: () => new Date('2026-11-23T10:00:00Z'),
  });
  const seats = { 'debater-1': { kind: 'codex', model: 'gpt-5.2' }, 'debater-2': { kind: 'claude', model: 'sonnet' } };
  const session = await service.create('crux', { question: crux.demoQuestion, ...crux.demo.config, seats, timeoutSeconds: 15 });
  open.push(session);
  return { session, codex, claude };
}

describe('a crux debate with codex and claude as debaters', () => {
  it('runs the whole pipeline to a locked, validated crux, each CLI prompted for its stage and priced', async () => {
    const { session, codex, claude } = await debate();
    const end = await session.step(Infinity, new AbortController().signal);
    expect(end).toEqual({ kind: 'done', reason: 'the crux is crystallized and validated' });
    const state = session.state as CruxState;
    expect(state.locks.map((l) => l.ok)).toEqual([false, true]);
    expect(Object.values(state.steelmen).map((s) => s.grade)).toEqual(['ACCURATE', 'INCOMPLETE', 'ACCURATE']);
    expect(session.events().some((e) => e.type === 'agent.failed')).toBe(false);

    // The persona, with its character, in the seat's context file; stage-aware prompts each turn.
    expect(await readFile(join(session.dir, 'seats', 'debater-1', 'AGENTS.md'), 'utf8')).toMatch(
      /^# Persona: a debater looking for the crux[\s\S]*You speak as Saylor: a Bitcoin maximalist/,
    );
    const first = (await fakeCall(codex, 1)).stdin.toString();
    expect(first).toMatch(/^# Crux debate: you are debater-1 \(Saylor\)/);
    expect(first).toContain('## Your work now\nExplore the question.');
    expect(first).toContain('This is your first answer: it must state your TopClaim.');
    const third = (await fakeCall(codex, 3)).stdin.toString();
    expect(third).toMatch(/^# Stage CRUX_LOCK: 0 of 8 messages used/);
    expect(third).toContain('{"type": "COMMIT_POSITION", "side": "YES" | "NO" | "UNCERTAIN"');
    expect((await fakeCall(claude, 2)).stdin.toString()).toContain(
      "grade S2, debater-1 (Saylor)'s steelman of you: Hayes says Bitcoin is just a tech stock.",
    );

    // Cost per debate: codex estimated from the price table, claude as it reports; under $0.50.
    const usage = state.usage;
    expect(usage.bySeat['debater-1']!.calls).toBe(6);
    expect(usage.bySeat['debater-1']!.usd).toBeGreaterThan(0);
    expect(usage.bySeat['debater-2']!.usd).toBeCloseTo(6 * 0.0131, 6);
    expect(usage.estimated).toBe(true);
    expect(usage.usd).toBeLessThan(0.5);
    expect(usage.usd).toBeCloseTo(session.usage().usd, 9);
    expect(session.view().seats[0]!.stance).toMatch(/^NO 0\.80 \$0\.\d{4} \d+\.\ds$/);
    expect(session.outcome().report).toMatch(
      /- cost: \$0\.\d{4} \(partly estimated from the price table\) \(the seed's target: under \$0\.50\)/,
    );
  });
});
