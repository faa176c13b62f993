// How every agent CLI is run. No shell; the prompt goes in on stdin (Linux refuses a single
// argument of 128 KiB or more), which is then closed, so CLIs that read to EOF go on. The child
// leads its own process group and session (no controlling terminal), and on timeout, cancel or
// too much output the whole group is killed: execa's own timeout signals only the direct child,
// and a grandchild holding stdout open would keep the call alive. When the CLI exits, whatever it
// left running in its group is killed too. Output is capped; stdio is never inherited.
import { StringDecoder } from 'node:string_decoder';
import { AgentError } from '../runner/types.js';

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
  /** Most bytes of stdout and stderr together. */
  limitBytes: number;
  onStdout?: (text: string) => void;
}

export interface ProcessOutput {
  stdout: string;
  stderr: string;
  exitCode: number | undefined;
  /** stdout and stderr as one text, for the session's record of the call. */
  raw: string;
}

/** Process groups still running, killed if agon itself exits first (execa's cleanup skips detached children). */
const live = new Set<number>();
let exitHooked = false;

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is already gone.
  }
}

function track(pid: number): void {
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', () => {
      for (const p of live) killGroup(p);
    });
  }
  live.add(pid);
}

/** stdout alone when stderr is empty (so a JSONL stream stays one), else both under headings. */
export function rawOf(stdout: string, stderr: string): string {
  if (stderr === '') return stdout;
  return `--- stdout ---\n${stdout}${stdout === '' || stdout.endsWith('\n') ? '' : '\n'}--- stderr ---\n${stderr}`;
}

export function truncationMarker(limitBytes: number): string {
  return `\n[agon: output truncated at ${limitBytes} bytes; the call failed as "output too large"]\n`;
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
  const child = execa(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    extendEnv: false,
    input: spec.input,
    stdout: 'pipe',
    stderr: 'pipe',
    detached: true,
    // Our exit hook kills the group; execa's cleanup would signal only the direct child.
    cleanup: false,
    buffer: false,
    reject: false,
    forceKillAfterDelay: false,
    windowsHide: true,
  });
  const pid = child.pid;
  const out = new Collected();
  const err = new Collected();
  let used = 0;
  let tooLarge = false;
  let guard: NodeJS.Timeout | undefined;
  const kill = () => {
    if (pid !== undefined) killGroup(pid);
    // A descendant that left the group could still hold the pipes: stop reading after a grace period.
    guard ??= setTimeout(() => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    }, 1000);
  };
  const reader = (into: Collected, stream: 'stdout' | 'stderr') => (chunk: Buffer | string) => {
    if (tooLarge) return;
    let bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (used + bytes.length > spec.limitBytes) {
      bytes = bytes.subarray(0, spec.limitBytes - used);
      tooLarge = true;
      kill();
    }
    used += bytes.length;
    const piece = into.add(bytes);
    if (stream === 'stdout' && piece) spec.onStdout?.(piece);
  };
  child.stdout?.on('data', reader(out, 'stdout'));
  child.stderr?.on('data', reader(err, 'stderr'));
  const onAbort = () => kill();
  spec.signal.addEventListener('abort', onAbort, { once: true });
  if (pid !== undefined) {
    track(pid);
    child.once('exit', () => kill());
  }
  let result;
  try {
    result = await child;
  } finally {
    clearTimeout(guard);
    spec.signal.removeEventListener('abort', onAbort);
    if (pid !== undefined) live.delete(pid);
  }
  const code = (result as { code?: string }).code;
  if (pid === undefined || code === 'ENOENT' || code === 'EACCES') {
    throw new AgentError('unavailable', code === 'EACCES' ? `${spec.kind}: "${spec.command}" is not executable` : `${spec.kind} is not installed: "${spec.command}" was not found on PATH (see \`agon doctor\`)`);
  }
  const raw = rawOf(out.text, err.text);
  if (tooLarge) {
    throw new AgentError('output-too-large', `${spec.kind} wrote more than ${formatBytes(spec.limitBytes)} of output; the call was stopped`, raw + truncationMarker(spec.limitBytes));
  }
  if (spec.signal.aborted) throw stopped(spec.signal, raw);
  return { stdout: out.text, stderr: err.text, exitCode: result.exitCode, raw };
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
