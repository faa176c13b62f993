// The first frame of a terminal app: from starting it in a fresh tmux session to `marker` on screen.
// Each measure has a tmux server of its own (-L), so other suites' servers never disturb it.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

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
