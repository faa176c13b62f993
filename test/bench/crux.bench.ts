// The crux protocol's overhead per debate with instant fakes — script agents that answer at once,
// playing each protocol's bundled demo — next to the argumentation protocol's: (1) the built
// `agon demo <id> --headless` in-process (sessions on disk, fsyncs and all), (2) the same spawned
// as a CLI, (3) the engine alone, folding the recorded events again (replay). Per debate and per
// recorded event, since the two demos differ in length; figures from the same run, never asserted.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadProtocol, declarationOf } from '../../src/protocols/registry.js';
import { replay } from '../../src/protocols/replay.js';
import type { DebateEvent } from '../../src/protocols/types.js';
import { AGON, median, ms, ratio, ROOT, silenced, spawnNode, tempDir, time, timeAsync } from './support.js';

type Command = (argv: string[], env: NodeJS.ProcessEnv, cwd: string) => Promise<number>;

const PROTOCOLS = ['crux', 'argumentation'] as const;

interface Figures {
  events: number;
  inProcess: number;
  cli: number;
  replay: number;
}

async function measure(id: string, demo: Command, dir: string): Promise<Figures> {
  let n = 0;
  const fresh = () => join(dir, `${id}-sessions-${++n}`);
  const once = async (sessions = fresh()) => {
    const code = await silenced(() => demo([id, '--headless', '--sessions-dir', sessions], {}, dir));
    if (code !== 0) throw new Error(`agon demo ${id} exited ${code}`);
    return sessions;
  };
  const first = await once();
  const session = readdirSync(first).find((name) => /^\d{3}-/.test(name))!;
  const doc = JSON.parse(readFileSync(join(first, session, 'session.json'), 'utf8')) as { config: unknown; events: DebateEvent[] };
  for (let i = 0; i < 2; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < 15; i++) samples.push(await timeAsync(() => once()));
  const cli: number[] = [];
  for (let i = 0; i < 5; i++) cli.push(spawnNode([AGON, 'demo', id, '--headless', '--sessions-dir', fresh()], { cwd: dir }).ms);
  const protocol = await loadProtocol(declarationOf(id)!);
  const configured = protocol.configure(doc.config);
  if (!configured.ok) throw new Error(configured.problem);
  const replayMs = time(50, () => replay(protocol, configured.config, doc.events));
  return { events: doc.events.length, inProcess: median(samples), cli: median(cli), replay: replayMs };
}

export async function run(): Promise<void> {
  const dir = tempDir('crux');
  const { demoCommand } = (await import(pathToFileURL(join(ROOT, 'dist/src/cli/commands/demo.js')).href)) as { demoCommand: Command };
  const figures: Record<string, Figures> = {};
  for (const id of PROTOCOLS) figures[id] = await measure(id, demoCommand, dir);
  const perEvent = (f: Figures, value: number) => `${(value / f.events).toFixed(2)} ms/event`;
  for (const id of PROTOCOLS) {
    const f = figures[id]!;
    console.log(
      `${id} demo (${f.events} events): in-process ${ms(f.inProcess)} (${perEvent(f, f.inProcess)}, median of 15) · CLI ${ms(f.cli)} (median of 5) · replay ${ms(f.replay)} (${perEvent(f, f.replay)}, median of 50)`,
    );
  }
  const c = figures.crux!;
  const a = figures.argumentation!;
  console.log(
    `crux vs argumentation per debate: in-process ${ratio(c.inProcess, a.inProcess)}, CLI ${ratio(c.cli, a.cli)}; per event: in-process ${ratio(c.inProcess / c.events, a.inProcess / a.events)}, replay ${ratio(c.replay / c.events, a.replay / a.events)}`,
  );
}
