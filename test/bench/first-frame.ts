// The first frame of a terminal app: from starting it in a fresh tmux session to `marker` on screen.
// Each measure has a tmux server of its own (-L), so other suites' servers never disturb it.
// `firstFrames` sets agon beside two minimal Ink apps: as one is usually run (ink and react from
// node_modules, React in development mode, as no NODE_ENV is set), and bundled the way `npm run
// build` bundles agon (esbuild, code-split, React in production mode), so like can be set beside like.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { ES_MODULES } from '../../src/cli/bundle.js';
import { AGON, median, NODE, ROOT, tempDir } from './support.js';

export function firstFrame(command: string[], marker: string): number {
  const name = `agon-bench-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', name, ...args]);
  const started = performance.now();
  tmux('new-session', '-d', '-s', name, '-x', '120', '-y', '40', `env -u CI ${command.join(' ')}; sleep 5`);
  try {
    for (;;) {
      const screen = tmux('capture-pane', '-p', '-t', name).toString();
      if (screen.includes(marker)) return performance.now() - started;
      if (performance.now() - started > 10_000) throw new Error(`no "${marker}" within 10 s`);
    }
  } finally {
    tmux('kill-server');
  }
}

const HELLO = join(ROOT, 'test/bench/fixtures/ink-hello.mjs');

/** The minimal Ink app bundled with the very options `npm run build` gives agon's ES modules, only its entry and folder its own. */
async function bundledHello(): Promise<string> {
  const outdir = tempDir('ink-hello-bundled');
  await build({ ...ES_MODULES, entryPoints: [HELLO], outdir, absWorkingDir: ROOT });
  return join(outdir, 'ink-hello.js');
}

export interface FirstFrames {
  agon: number;
  hello: number;
  helloBundled: number;
}

/** Medians of `runs` first frames of agon's start screen and of the two minimal Ink apps, alternating. */
export async function firstFrames(runs: number): Promise<FirstFrames> {
  const bundled = await bundledHello();
  const agon: number[] = [];
  const hello: number[] = [];
  const helloBundled: number[] = [];
  for (let i = 0; i < runs; i++) {
    agon.push(firstFrame([`AGON_SESSIONS_DIR=${tempDir('first-frame-sessions')}`, NODE, AGON], 'Agon — structured debates'));
    hello.push(firstFrame([NODE, HELLO], 'hello from ink'));
    helloBundled.push(firstFrame([NODE, bundled], 'hello from ink'));
  }
  return { agon: median(agon), hello: median(hello), helloBundled: median(helloBundled) };
}
