// The consensus protocol's figures. (1) The round wall of the parallel challenge with three fake
// CLIs (gemini, codex, qwen) that each take 1 s: as long as the slowest, not the sum. (2) The
// overhead per debate with instant agents, next to the argumentation protocol's in the same run:
// script agents in-process (the protocol, the runner and the store; no agent cost at all), and fake
// CLIs that answer at once (process start-up included), each also per agent call.
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { SessionStore } from '../../state/index.js';
import { agentPort } from '../../src/agents/port.js';
import { hostOf } from '../../src/agents/host.js';
import { SessionService } from '../../src/session/service.js';
import type { Session } from '../../src/session/session.js';
import { fakeConsensus } from '../fixtures/agents/fake-consensus.js';
import { fakeDebate } from '../fixtures/agents/fake-debate.js';
import { median, ms, tempDir } from './support.js';

const signal = () => new AbortController().signal;

interface Played {
  elapsed: number;
  calls: number;
  /** Session time spent waiting on agents (a parallel group counts as its slowest). */
  agentWall: number;
  events: number;
}

async function playToEnd(session: Session): Promise<Played> {
  const start = performance.now();
  const end = await session.step(Infinity, signal());
  const elapsed = performance.now() - start;
  if (end.kind !== 'done' || end.failed) throw new Error(`the debate ended with ${JSON.stringify(end)}`);
  const replies = session.events().filter((e) => e.type === 'agent.responded' || e.type === 'agent.failed');
  const played = {
    elapsed,
    calls: replies.length,
    agentWall: replies.reduce((n, e) => n + Number(e.data.wallMs ?? 0), 0),
    events: session.events().length,
  };
  await session.close();
  return played;
}

/** The challenge round of a debate with three 1 s challengers: its wall time and its agents' summed durations. */
async function challengeRound(): Promise<{ wall: number; summed: number }> {
  const { session } = await fakeConsensus({ slow: true });
  await session.step(Infinity, signal());
  const events = session.events();
  const asked = events.filter((e) => e.type === 'agent.requested' && e.data.purpose === 'challenge');
  const first = asked[0]!.seq;
  const replies = events
    .filter((e) => e.seq > first && e.type === 'agent.responded' && ['architect', 'operator', 'adversary'].includes(String(e.data.seat)))
    .slice(0, asked.length);
  const at = (e: { at: string }) => Date.parse(e.at);
  const wall = Math.max(...replies.map(at)) - at(asked[0]!);
  const summed = replies.reduce((n, e) => n + Number(e.data.durationMs), 0);
  await session.close();
  return { wall, summed };
}

async function scriptDemo(protocol: string, dir: string, i: number): Promise<Played> {
  const store = new SessionStore(join(dir, `sessions-${protocol}-${i}`));
  const service = new SessionService({ store, agents: agentPort(store, hostOf(process.env, dir)) });
  return playToEnd(await service.createDemo(protocol));
}

function line(label: string, runs: Played[]): string {
  const elapsed = median(runs.map((r) => r.elapsed));
  const overhead = median(runs.map((r) => r.elapsed - r.agentWall));
  const calls = runs[0]!.calls;
  return `  ${label.padEnd(44)} ${ms(elapsed).padStart(9)} per debate, ${String(calls).padStart(2)} agent calls, ${String(runs[0]!.events).padStart(3)} events; overhead ${ms(overhead).padStart(8)} → ${ms(overhead / calls)} per call`;
}

export async function run(): Promise<void> {
  const rounds: { wall: number; summed: number }[] = [];
  for (let i = 0; i < 3; i++) rounds.push(await challengeRound());
  const wall = median(rounds.map((r) => r.wall));
  const summed = median(rounds.map((r) => r.summed));
  console.log('Consensus, Phase 2 with three fake CLIs (gemini, codex, qwen) that take 1 s each, asked as one parallel group:');
  console.log(
    `  challenge round wall ${ms(wall)} (median of ${rounds.length}) vs the agents' summed durations ${ms(summed)} → ${(wall / summed).toFixed(2)}× the sum (sequential would be 1.00×; target ≈ 1 s, the slowest agent)`,
  );

  const dir = tempDir('consensus');
  const runs = 7;
  const consensusScript: Played[] = [];
  const argumentationScript: Played[] = [];
  for (let i = 0; i < runs + 1; i++) {
    // Alternated, the first of each unmeasured, so drift on a shared machine hits both alike.
    const c = await scriptDemo('consensus', dir, i);
    const a = await scriptDemo('argumentation', dir, i);
    if (i > 0) {
      consensusScript.push(c);
      argumentationScript.push(a);
    }
  }
  const consensusFakes: Played[] = [];
  const argumentationFakes: Played[] = [];
  for (let i = 0; i < 3; i++) {
    consensusFakes.push(await playToEnd((await fakeConsensus({ slow: false })).session));
    argumentationFakes.push(await playToEnd((await fakeDebate({ resume: true })).session));
  }
  console.log(
    `Overhead per debate with instant agents (median of ${runs}, script agents; of 3, fake CLIs), overhead = wall − time waiting on agents:`,
  );
  console.log(line('consensus demo, script agents', consensusScript));
  console.log(line('argumentation demo, script agents', argumentationScript));
  console.log(line('consensus, 4 fake CLIs answering at once', consensusFakes));
  console.log(line('argumentation 8 rounds, 2 fake CLIs at once', argumentationFakes));
}
