// How every agent CLI is run. No shell; the prompt goes in on stdin (Linux refuses a single
// argument of 128 KiB or more), which is then closed, so CLIs that read to EOF go on. The child
// leads its own process group and session (no controlling terminal) and carries a marker in its
// environment; on timeout, cancel or too much output, and again when it exits, everything it
// started is ended through src/system/processes.ts (its group, its descendants, whatever carries
// its marker): execa's own timeout signals only the direct child, and a grandchild holding stdout
// open would keep the call alive. Output is capped; stdio is never inherited. The agent processes
// running now are known (`onAgentProcesses`) so the session lock can record them, and they are
// ended if agon exits first.
import { randomBytes } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { AgentError } from '../runner/types.js';
import { identityOf, killTree, MARKER_VARIABLE, type ProcessRecord } from '../system/processes.js';

export interface ProcessSpec {
  /** The agent kind, for messages. */
  kind: string;
  command: string;
  args: string[];
  input: string;
  cwd: string;
  /** The child's whole environment. */
  env: Record<string, string>;
  signal: AbortSignal;
  /** Most bytes of stdout and stderr together, the truncation marker included. */
  limitBytes: number;
  onStdout?: (text: string) => void;
  /**
   * True when stdout already holds a complete answer. A CLI stopped at its timeout after writing
   * one (it answered, then hung instead of exiting) is taken at its word.
   */
  answered?: (stdout: string) => boolean;
}

export interface ProcessOutput {
  stdout: string;
  stderr: string;
  exitCode: number | undefined;
  /** stdout and stderr as one text, for the session's record of the call. */
  raw: string;
  /** The CLI wrote its whole answer but did not exit; it was stopped at the timeout. */
  stoppedAfterAnswer?: boolean;
}

/** How long a CLI past its output limit may go on writing (counted, not kept) before it is stopped. */
const FLOOD_GRACE_MS = 1000;
/** Room kept under the limit for the stdout/stderr headings and the truncation marker. */
const MARKER_ROOM = 512;

const live = new Map<number, ProcessRecord>();
const listeners = new Set<(records: ProcessRecord[]) => void>();
let exitHooked = false;

/** Called with every agent process running now, each time one starts or ends. */
export function onAgentProcesses(listener: (records: ProcessRecord[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  const records = [...live.values()];
  for (const listener of listeners) listener(records);
}

function track(record: ProcessRecord): void {
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', () => {
      for (const r of live.values()) killTree(r, true);
    });
  }
  live.set(record.pid, record);
  changed();
}

function untrack(pid: number): void {
  if (live.delete(pid)) changed();
}

/** stdout alone when stderr is empty (so a JSONL stream stays one), else both under headings. */
export function rawOf(stdout: string, stderr: string): string {
  if (stderr === '') return stdout;
  return `--- stdout ---\n${stdout}${stdout === '' || stdout.endsWith('\n') ? '' : '\n'}--- stderr ---\n${stderr}`;
}

/** The line that ends an over-long output: what was kept, and of how much (exact when the CLI ended by itself). */
export function truncationMarker(kept: number, seen: number, complete: boolean): string {
  return `\n[agon: output truncated: kept the first ${kept} of ${complete ? '' : 'at least '}${seen} bytes; the call failed as "output too large"]\n`;
}

class Collected {
  readonly #decoder = new StringDecoder('utf8');
  text = '';

  add(bytes: Buffer): string {
    const piece = this.#decoder.write(bytes);
    this.text += piece;
    return piece;
  }
}

export async function runProcess(spec: ProcessSpec): Promise<ProcessOutput> {
  // Loaded on the first call: execa costs about 15 MB, which a debate of scripts or endpoints never needs.
  const { execa } = await import('execa');
  if (spec.signal.aborted) throw stopped(spec.signal, '');
  const marker = randomBytes(12).toString('hex');
  const child = execa(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...spec.env, [MARKER_VARIABLE]: marker },
    extendEnv: false,
    input: spec.input,
    stdout: 'pipe',
    stderr: 'pipe',
    detached: true,
    // Our exit hook ends the tree; execa's cleanup would signal only the direct child.
    cleanup: false,
    buffer: false,
    reject: false,
    forceKillAfterDelay: false,
    windowsHide: true,
  });
  const pid = child.pid;
  const record: ProcessRecord | undefined = pid === undefined ? undefined : { pid, marker, ...identityField(pid) };
  const out = new Collected();
  const err = new Collected();
  const room = Math.max(0, spec.limitBytes - MARKER_ROOM);
  let kept = 0;
  let seen = 0;
  let tooLarge = false;
  let exited = false;
  let guard: NodeJS.Timeout | undefined;
  let flood: NodeJS.Timeout | undefined;
  const kill = () => {
    if (record) killTree(record, true);
    // A descendant out of reach could still hold the pipes: stop reading after a grace period.
    guard ??= setTimeout(() => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    }, 1000);
  };
  const reader = (into: Collected, stream: 'stdout' | 'stderr') => (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    seen += bytes.length;
    if (tooLarge) return;
    const piece = kept + bytes.length > room ? bytes.subarray(0, room - kept) : bytes;
    kept += piece.length;
    const text = into.add(piece);
    if (stream === 'stdout' && text) spec.onStdout?.(text);
    if (piece.length < bytes.length) {
      tooLarge = true;
      // The rest is counted, not kept, for a moment: the marker then says how much there was.
      flood = setTimeout(kill, FLOOD_GRACE_MS);
    }
  };
  child.stdout?.on('data', reader(out, 'stdout'));
  child.stderr?.on('data', reader(err, 'stderr'));
  const onAbort = () => kill();
  spec.signal.addEventListener('abort', onAbort, { once: true });
  if (record) {
    track(record);
    child.once('exit', () => {
      exited = true;
      kill();
    });
  }
  let result: Awaited<typeof child>;
  try {
    result = await child;
  } finally {
    clearTimeout(guard);
    clearTimeout(flood);
    spec.signal.removeEventListener('abort', onAbort);
    if (pid !== undefined) untrack(pid);
  }
  const code = (result as { code?: string }).code;
  if (pid === undefined || code === 'ENOENT' || code === 'EACCES') {
    throw new AgentError(
      'unavailable',
      code === 'EACCES'
        ? `${spec.kind}: "${spec.command}" is not executable`
        : `${spec.kind} is not installed: "${spec.command}" was not found on PATH (see \`agon doctor\`)`,
    );
  }
  const raw = rawOf(out.text, err.text);
  if (tooLarge) {
    const complete = exited && !spec.signal.aborted && result.signal === undefined;
    throw new AgentError(
      'output-too-large',
      `${spec.kind} wrote more than ${formatBytes(spec.limitBytes)} of output; the call was stopped`,
      raw + truncationMarker(kept, seen, complete),
    );
  }
  if (spec.signal.aborted) {
    const timedOut = spec.signal.reason instanceof AgentError && spec.signal.reason.kind === 'timeout';
    if (timedOut && spec.answered?.(out.text))
      return { stdout: out.text, stderr: err.text, exitCode: undefined, raw, stoppedAfterAnswer: true };
    throw stopped(spec.signal, raw);
  }
  return { stdout: out.text, stderr: err.text, exitCode: result.exitCode, raw };
}

function identityField(pid: number): { identity?: string } {
  const identity = identityOf(pid);
  return identity ? { identity } : {};
}

/** The runner's reason for the abort (timeout or cancel), carrying what the CLI wrote so far. */
function stopped(signal: AbortSignal, raw: string): AgentError {
  const reason = signal.reason;
  if (reason instanceof AgentError) return new AgentError(reason.kind, reason.message, raw || reason.raw, reason.exitCode);
  return new AgentError('cancelled', 'cancelled', raw || undefined);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
