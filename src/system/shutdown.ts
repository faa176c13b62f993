// How agon stops when told to from outside: SIGINT (Ctrl+C), SIGTERM (kill, a service manager),
// SIGHUP (the terminal of the TUI closed) and a closed stdout (EPIPE: `agon run --json | head -1`,
// handled as SIGPIPE is by other tools). app.ts imports this module before anything else of
// agon's, so the handlers exist from the first line of the program (before that only Node's own
// start-up and main.ts's choice of build, a few tens of milliseconds, are unguarded).
//
// Work that can stop by itself (a running step: agents are killed, what finished is saved, the
// cancellation is recorded) runs inside `whileStoppable`; a signal then aborts `stopSignal` and
// waits for it, up to GRACE_MS. With nothing stoppable running, agon exits at once. Either way the
// exit runs the process's exit hooks, which kill every agent process tree (agents/process.ts) and
// release every session lock this process holds (state/lock.ts). A second Ctrl+C exits at once;
// other repeats are ignored (a closed terminal sends SIGHUP to agon and again through its shell),
// the grace period bounds the wait. The exit code is 128 + the signal's number: 130, 143, 129, 141.
// Only Node's own modules are imported here, which its start-up has already loaded.
import { closeSync, writeSync } from 'node:fs';

export type StopSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP' | 'SIGPIPE';

export const STOP_CODES: Record<StopSignal, number> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129, SIGPIPE: 141 };

const WHY: Record<StopSignal, string> = {
  SIGINT: 'interrupted (SIGINT)',
  SIGTERM: 'terminated (SIGTERM)',
  SIGHUP: 'the terminal closed (SIGHUP)',
  SIGPIPE: 'the output was closed',
};

/** How long stoppable work may take to save what finished before agon exits anyway. */
const GRACE_MS = 10_000;

const controller = new AbortController();
let stopping: StopSignal | undefined;
let stoppable = 0;

/** Aborted when agon is told to stop; a running step passes it to the runner. */
export const stopSignal: AbortSignal = controller.signal;

/** The signal agon was told to stop by, if any. */
export function stopRequested(): StopSignal | undefined {
  return stopping;
}

/** Runs work that stops by itself when `stopSignal` aborts: a signal waits for it to save and return. */
export async function whileStoppable<T>(work: () => Promise<T>): Promise<T> {
  stoppable += 1;
  try {
    return await work();
  } finally {
    stoppable -= 1;
  }
}

function request(signal: StopSignal): void {
  if (stopping) {
    if (signal === 'SIGINT') process.exit(STOP_CODES[stopping]);
    return;
  }
  stopping = signal;
  // After the exit hooks registered before it (agents killed, locks released).
  process.on('exit', forgetHungUpTerminal);
  if (stoppable > 0) {
    note(`${WHY[signal]}: stopping the agents and saving what finished${signal === 'SIGINT' ? ' (Ctrl+C again to quit at once)' : ''}`);
    controller.abort(signal);
    setTimeout(() => process.exit(STOP_CODES[signal]), GRACE_MS).unref();
    return;
  }
  controller.abort(signal);
  if (signal !== 'SIGPIPE') note(WHY[signal]);
  process.exit(STOP_CODES[signal]);
}

/** One line on stderr, unless it is gone too (a closed terminal). */
function note(line: string): void {
  try {
    process.stderr.write(`agon: ${line}\n`);
  } catch {
    // Nobody is there to read it.
  }
}

const isGone = (error: NodeJS.ErrnoException) => ['EPIPE', 'EIO', 'ENXIO', 'ERR_STREAM_DESTROYED'].includes(error.code ?? '');

/**
 * Node restores the terminal's mode as it exits, and aborts (a native assertion, exit 134) when
 * the terminal has hung up (EIO). The descriptors of a hung-up terminal are closed first, so Node
 * has nothing to restore there; a terminal that is still there keeps them and gets its mode back.
 */
function forgetHungUpTerminal(): void {
  for (const fd of [0, 1, 2]) {
    try {
      writeSync(fd, '');
    } catch (error) {
      if (!isGone(error as NodeJS.ErrnoException)) continue;
      try {
        closeSync(fd);
      } catch {
        // Already closed.
      }
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => request(signal));
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (!isGone(error)) throw error;
  // Writes to it are dropped from now on (print.ts). Already stopping (a closed terminal fails
  // every write): the stop under way goes on.
  process.stdout.destroy();
  // EIO and ENXIO: the terminal itself hung up, its SIGHUP close behind.
  if (!stopping) request(error.code === 'EIO' || error.code === 'ENXIO' ? 'SIGHUP' : 'SIGPIPE');
});
process.stderr.on('error', (error: NodeJS.ErrnoException) => {
  if (!isGone(error)) throw error;
});

/**
 * For the workbench, which reads the terminal: a closed terminal fails the next read (EIO), often
 * before its SIGHUP arrives. That is the terminal closing, handled as SIGHUP, never a crash that
 * would leave the running step unsaved.
 */
export function watchTerminalInput(): void {
  process.stdin.on('error', (error: NodeJS.ErrnoException) => {
    if (!isGone(error)) throw error;
    if (!stopping) request('SIGHUP');
  });
}
