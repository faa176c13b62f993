// Real agent adapters under the runner. (1) One round of N parallel seats, each a fake `codex`
// (a shell script, so start-up cost does not hide the parallelism) that takes 1 s: wall time as a
// ratio to one seat; a concurrency cap of k would show as about N/k. (2) Prompt bytes sent per
// round of the scripted eight-round debate, with resume (deltas after each seat's first turn) and
// without (the whole bounded prompt every turn).
import { performance } from 'node:perf_hooks';
import type { DebateEvent, Protocol } from '../../src/protocols/types.js';
import { type RunContext, step } from '../../src/runner/runner.js';
import type { Agent } from '../../src/runner/types.js';
import { emptyUsage } from '../../src/runner/usage.js';
import { fakeDebate } from '../fixtures/agents/fake-debate.js';
import { deps, fakeEnv, makeAgent, scenarioDir, scratch } from '../fixtures/agents/support.js';
import { MemorySink } from '../helpers/memory-sink.js';
import { median } from './support.js';

interface RoundState {
  seats: string[];
  answered: number;
}

/** A protocol of one round in which every seat is asked at once. */
const oneParallelRound: Protocol<RoundState, never> = {
  id: 'bench-parallel',
  title: 'one parallel round',
  description: 'every seat asked at once, once',
  seats: [],
  options: [],
  notices: [],
  demoQuestion: '',
  movesVersion: 1,
  demo: { config: {}, answers: {} },
  configure: (raw) => ({ ok: true, config: raw }),
  init: (config) => ({ seats: (config as { seats: string[] }).seats, answered: 0 }),
  reduce(state, event: DebateEvent) {
    if (event.type !== 'move.accepted' && event.type !== 'agent.failed') return { state, notices: [] };
    const answered = state.answered + 1;
    return {
      state: { ...state, answered },
      notices: [],
      ...(answered === state.seats.length ? { closed: { unit: 'round' as const, label: 'round 1' } } : {}),
    };
  },
  plan: (state) =>
    state.answered === 0
      ? {
          kind: 'ask',
          requests: state.seats.map((seat) => ({
            seat,
            prompt: { full: `You are ${seat}. Answer.` },
            parallelGroup: 'all',
            purpose: 'bench',
          })),
        }
      : { kind: 'done', reason: 'round over' },
  parse: () => ({ ok: true, moves: [], refused: [] }),
  humanActions: () => [],
  checkHuman: () => 'no human actions',
  composeAnswer: () => '',
  summary: () => {
    throw new Error('not used');
  },
  view: () => {
    throw new Error('not used');
  },
  outcome: () => ({ summary: '', report: '', json: null }),
};

async function parallelRound(n: number, home: string): Promise<number> {
  const seats = Array.from({ length: n }, (_, i) => `s${i + 1}`);
  const agents: Record<string, Agent> = {};
  for (const seat of seats) agents[seat] = makeAgent('codex', {}, deps(fakeEnv(home)), await scenarioDir('slow'));
  const state = oneParallelRound.init({ seats });
  const ctx: RunContext<RoundState> = {
    protocol: oneParallelRound as never,
    state,
    sink: new MemorySink(oneParallelRound, state),
    agents,
    resumeRefs: {},
    usage: emptyUsage(),
    budgets: {},
    timeoutMs: {},
    defaultTimeoutMs: 30_000,
    signal: new AbortController().signal,
    clock: () => new Date(),
  };
  const start = performance.now();
  const end = await step(ctx, { units: 1 });
  const elapsed = performance.now() - start;
  if (end.kind !== 'step' || ctx.state.answered !== n) throw new Error(`the parallel round ended with ${JSON.stringify(end)}`);
  return elapsed;
}

async function promptBytesPerRound(resume: boolean): Promise<number[]> {
  const { session } = await fakeDebate({ resume });
  const perRound: number[] = [];
  try {
    for (let round = 1; round <= 8; round++) {
      const before = session.events().length;
      const end = await session.step(1, new AbortController().signal);
      perRound.push(
        session
          .events()
          .slice(before)
          .filter((e) => e.type === 'agent.requested')
          .reduce((n, e) => n + Number(e.data.bytes), 0),
      );
      if (end.kind !== 'step') break;
    }
  } finally {
    await session.close();
  }
  return perRound;
}

export async function run(): Promise<void> {
  const home = await scratch('agon-bench-home-');
  const runs = 5;
  const times: Record<number, number> = {};
  for (const n of [1, 3, 6]) {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) samples.push(await parallelRound(n, home));
    times[n] = median(samples);
  }
  console.log('One round of parallel seats through the runner; each seat a fake codex (shell) that takes 1 s:');
  for (const n of [1, 3, 6]) {
    const note =
      n === 1
        ? ''
        : ` → ${(times[n]! / times[1]!).toFixed(2)}× one seat (target ≤ 1.2; sequential would be ${n}×, a cap of 3 would be ${Math.ceil(n / 3)}×)`;
    console.log(`  ${n} seat${n === 1 ? ' ' : 's'}: ${times[n]!.toFixed(0)} ms (median of ${runs})${note}`);
  }

  const withResume = await promptBytesPerRound(true);
  const without = await promptBytesPerRound(false);
  console.log('Prompt bytes sent per round, scripted 8-round debate (codex consultee, claude orchestrator):');
  console.log('  round  with resume  without resume  saved');
  for (let i = 0; i < Math.max(withResume.length, without.length); i++) {
    const a = withResume[i] ?? 0;
    const b = without[i] ?? 0;
    console.log(
      `  ${String(i + 1).padStart(5)}  ${String(a).padStart(11)}  ${String(b).padStart(14)}  ${b ? `${Math.round((1 - a / b) * 100)}%` : '-'}`.trimEnd(),
    );
  }
  const total = (xs: number[]) => xs.reduce((n, x) => n + x, 0);
  console.log(
    `  total  ${String(total(withResume)).padStart(11)}  ${String(total(without)).padStart(14)}  ${Math.round((1 - total(withResume) / total(without)) * 100)}%`,
  );
}
