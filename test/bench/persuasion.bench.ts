// The persuasion protocol's figures: the score computation on a framework of 10^4 arguments built
// as a dialogue builds one (reasons supporting conclusions, rebuttals both ways, undercuts, cited
// evidence), against one sweep of the same update as the floor; and the overhead of one whole
// debate with instant fakes (the bundled demo's script agents): in memory (the engine alone),
// through the built `agon demo --headless` in process (engine, session service, store, fsyncs), and
// as a spawned `agon run` whose three seats are script agents or the fake `claude` CLI answering at
// once (test/fixtures/bin), so the agent processes' share shows.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFramework } from '../../src/protocols/persuasion/framework.js';
import { init } from '../../src/protocols/persuasion/init.js';
import { persuasion } from '../../src/protocols/persuasion/index.js';
import { replay } from '../../src/protocols/replay.js';
import type { DialogueMove, PersuasionState, Statement } from '../../src/protocols/persuasion/state.js';
import { bipolar } from '../../src/semantics/bipolar.js';
import { SEED_WEIGHTS, seedWeighted } from '../../src/semantics/gradual/weighted.js';
import { playDemo } from '../harness/contract.js';
import { AGON, median, ms, ROOT, seededRandom, silenced, spawnNode, tempDir, time, timeAsync } from './support.js';

/**
 * A dialogue's state with `n` statements: each new one, against a recent statement of the other
 * side, is a reason given for it by its own side (a since), a rebuttal, or an undercut; one in three
 * cites evidence. Built directly: the bench weighs frameworks, not the reducer.
 */
function dialogueOf(n: number): PersuasionState {
  const configured = persuasion.configure({ question: 'Q?', seats: {} });
  if (!configured.ok) throw new Error(configured.problem);
  const state = init(configured.config);
  const next = seededRandom(n);
  const statements: Record<string, Statement> = {};
  const moves: Record<string, DialogueMove> = {};
  const order: string[] = [];
  for (let i = 1; i <= n; i++) {
    const id = `A${i}`;
    const side = i % 2 ? 'pro' : 'opp';
    const target = i === 1 ? undefined : `A${Math.max(1, i - 1 - Math.floor(next() * Math.min(i - 1, 50)))}`;
    const kind = next();
    const move = `M${i}`;
    const evidence = next() < 1 / 3 ? [`E${i}`] : [];
    statements[id] = {
      id,
      text: `statement ${i}`,
      side,
      move,
      round: 1,
      evidence,
      ...(target && kind >= 0.4 ? { attack: { target, type: kind < 0.75 ? 'rebut' : 'undercut', declared: 'rebut', by: 'move' } } : {}),
    };
    moves[move] = {
      id: move,
      side,
      act: target && kind < 0.4 ? 'since' : 'claim',
      round: 1,
      turn: i,
      argument: '',
      evidence,
      by: 'seat',
      seq: i,
      ...(target && kind < 0.4 ? { statement: target, reasons: [id] } : { statement: id }),
    };
    if (evidence.length) state.evidence[`E${i}`] = { id: `E${i}`, text: `source ${i}`, side, statement: id };
    order.push(id);
  }
  return {
    ...state,
    statements,
    statementOrder: order,
    moves,
    moveOrder: Object.keys(moves),
    stores: { pro: order.filter((_, i) => i % 2 === 0), opp: order.filter((_, i) => i % 2 === 1) },
    thesis: { pro: 'A1' },
  };
}

type Demo = (argv: string[], env: NodeJS.ProcessEnv, cwd: string) => Promise<number>;

const FAKE_BIN = join(ROOT, 'test/fixtures/bin');

/** The demo's answers in the order the runner asks for them: one seat at a time, as the demo plays. */
function demoCalls(): string[] {
  const next: Record<string, number> = {};
  const calls: string[] = [];
  for (const { plan } of playDemo(persuasion).plans) {
    if (plan.kind !== 'ask') continue;
    for (const { seat } of plan.requests) {
      const i = next[seat] ?? 0;
      next[seat] = i + 1;
      calls.push(persuasion.demo.answers[seat]?.[i] ?? persuasion.demo.pass![seat]!);
    }
  }
  return calls;
}

/**
 * The demo as `agon run` in a child process, every seat a script agent or the fake `claude` (which
 * answers call N from answers/N.txt in the project folder): the median wall time of `runs`.
 */
function spawnedDebates(kind: 'script' | 'claude', runs: number): number {
  const calls = demoCalls();
  const samples: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const dir = tempDir(`run-${kind}`);
    const project = join(dir, 'project');
    mkdirSync(join(project, 'answers'), { recursive: true });
    writeFileSync(join(project, 'fake-scenario'), 'script\n');
    calls.forEach((answer, n) => {
      writeFileSync(join(project, 'answers', `${n + 1}.txt`), answer);
    });
    const script = join(dir, 'script.json');
    writeFileSync(script, JSON.stringify({ bySeat: persuasion.demo.answers }));
    const seat = (name: string) => ['--seat', kind === 'script' ? `${name}=script:file=${script}` : `${name}=claude`];
    const args = [
      AGON,
      'run',
      '--protocol',
      'persuasion',
      '--question',
      persuasion.demoQuestion,
      '--rounds',
      '2',
      '--workdir',
      project,
      ...seat('pro'),
      ...seat('opp'),
      ...seat('mod'),
      '--json',
      '--sessions-dir',
      join(dir, 'sessions'),
    ];
    const env = { PATH: `${FAKE_BIN}:${process.env.PATH ?? '/usr/bin:/bin'}`, HOME: dir, LANG: 'C.UTF-8' };
    const { ms: took, stdout } = spawnNode(args, { cwd: dir, env });
    if (!/"kind":"outcome".*PRO wins/.test(stdout.trim().split('\n').at(-1) ?? ''))
      throw new Error(`the ${kind} debate did not end with PRO winning`);
    if (i > 0) samples.push(took);
  }
  return median(samples);
}

export async function run(): Promise<void> {
  const n = 10_000;
  const state = dialogueOf(n);
  const once = buildFramework(state);
  const view = once.view;
  const baf = bipolar(
    view.nodes.map((x) => x.id),
    view.edges,
  );
  const scores = seedWeighted(baf);
  const sweep = () => {
    const s = new Float64Array(baf.size).fill(0.5);
    for (let i = 0; i < baf.size; i++)
      for (let e = baf.inStart[i]!; e < baf.inStart[i + 1]!; e++) s[i]! += SEED_WEIGHTS[baf.inKind[e]!]! * s[baf.inFrom[e]!]!;
    return s;
  };
  time(3, () => seedWeighted(baf));
  const scoreMs = time(15, () => seedWeighted(baf));
  const sweepMs = time(15, sweep);
  const mapMs = time(5, () => buildFramework(state));
  console.log(
    `framework of ${n} statements: ${view.nodes.length} arguments (with cited evidence), ${view.edges.length} direct relations; ${view.method.converged ? 'converged' : 'NOT converged'} (residual ${view.method.residual.toExponential(1)}, ${scores.steps} Runge–Kutta steps on cycles)`,
  );
  console.log(
    `score computation (seed-002 weights, to the fixpoint): ${ms(scoreMs)} median of 15, vs one sweep of the update ${ms(sweepMs)} → ${(scoreMs / sweepMs).toFixed(1)}×`,
  );
  console.log(`the whole framework (arguments, relations, grounded labels with derived attacks, scores): ${ms(mapMs)} median of 5`);

  // One debate with instant fakes: the demo's script agents answer at once.
  for (let i = 0; i < 10; i++) playDemo(persuasion);
  const inMemory = time(30, () => playDemo(persuasion));
  const demo = playDemo(persuasion);
  const events = demo.walk.events;
  time(20, () => replay(persuasion, demo.walk.config, events));
  const replayMs = time(50, () => replay(persuasion, demo.walk.config, events));
  console.log(
    `one debate in memory (the bundled demo: ${events.length} events, ${demo.plans.length} plans with their prompts; plan, parse, reduce as the runner drives them): ${ms(inMemory)} median of 30; its replay alone (reduce folded over the events) ${ms(replayMs)}, ${((replayMs * 1000) / events.length).toFixed(0)} µs per event`,
  );

  const dir = tempDir('persuasion');
  const { demoCommand } = (await import(pathToFileURL(join(ROOT, 'dist/src/cli/commands/demo.js')).href)) as { demoCommand: Demo };
  let k = 0;
  const play = async () => {
    const code = await silenced(() => demoCommand(['persuasion', '--headless', '--sessions-dir', join(dir, `s${++k}`)], {}, dir));
    if (code !== 0) throw new Error(`agon demo persuasion exited ${code}`);
  };
  const first = await timeAsync(play);
  for (let i = 0; i < 2; i++) await play();
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) samples.push(await timeAsync(play));
  const whole = median(samples);
  console.log(
    `one debate through agon demo persuasion --headless, in process (session service, store, fsyncs, report): ${ms(whole)} median of 10 (first ${ms(first)}); overhead beyond the engine ${ms(whole - inMemory)}`,
  );

  const calls = demoCalls().length;
  const scripted = spawnedDebates('script', 5);
  const faked = spawnedDebates('claude', 5);
  console.log(
    `one debate as a spawned agon run (node start included), ${calls} agent calls: script seats ${ms(scripted)}, fake claude seats ${ms(faked)} (median of 5 each) → ${ms((faked - scripted) / calls)} per agent call for the agent process`,
  );
}
