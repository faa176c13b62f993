// Facts about OS processes and the one way agon ends an agent's processes. A pid alone does not
// name a process for long (pids are reused, a reboot starts them over), so a process is known by
// its identity: the boot it runs in and its start time in clock ticks (/proc/<pid>/stat, field
// 22). An agent's processes are found two ways, because neither is complete alone: by walking the
// tree (every process whose parent is one of ours, which finds a grandchild that left the process
// group with setsid while its parent lives) and by the marker agon puts in each agent's
// environment (AGON_AGENT_RUN=<random>, inherited by every descendant, which finds one whose
// parent already exited and that was reparented to init). Everything is frozen (SIGSTOP) before
// it is killed, so nothing forks away between the search and the kill.
//
// Out of reach, and why: a descendant that both cleared its environment (exec with a fresh one)
// and lost its parent before the kill (no parent link and no marker lead to it); a process of
// another user (setuid programs; signals are refused); processes in another PID namespace (a
// container the agent started belongs to the container runtime); on systems without /proc (macOS,
// BSD) only the agent's process group is reached.
import { readdirSync, readFileSync } from 'node:fs';

export const MARKER_VARIABLE = 'AGON_AGENT_RUN';

/** A process agon started, as recorded with a session's lock. */
export interface ProcessRecord {
  pid: number;
  /** `<boot id>:<start ticks>`; absent where /proc is not available. */
  identity?: string;
  /** The value of AGON_AGENT_RUN in its environment. */
  marker?: string;
}

let bootId: string | null | undefined;

function boot(): string | null {
  if (bootId === undefined) {
    try {
      bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      bootId = null;
    }
  }
  return bootId;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The identity of a running process, or undefined when it is gone or /proc cannot tell. */
export function identityOf(pid: number): string | undefined {
  const fields = statFields(pid);
  const id = boot();
  // After the name: state (3), ppid (4), … starttime is field 22, so index 19 here.
  return fields && id ? `${id}:${fields[19]}` : undefined;
}

let bootMs: number | null | undefined;

/**
 * When a running process started, in ms since the epoch (boot time plus its start in clock ticks,
 * which Linux counts at 100 a second), or undefined where /proc cannot tell.
 */
export function startedAtMs(pid: number): number | undefined {
  if (bootMs === undefined) {
    try {
      bootMs = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]) * 1000 || null;
    } catch {
      bootMs = null;
    }
  }
  const ticks = Number(statFields(pid)?.[19]);
  return bootMs !== null && Number.isFinite(ticks) ? bootMs + ticks * 10 : undefined;
}

/** True while `pid` runs (a zombie, killed and not yet reaped, counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = statFields(pid)?.[0];
  return state !== 'Z' && state !== 'X';
}

/** True when the recorded process still runs: the same pid with the same identity (when known). */
export function isStillRunning(record: ProcessRecord): boolean {
  if (!isAlive(record.pid)) return false;
  const now = identityOf(record.pid);
  return record.identity === undefined || now === undefined || now === record.identity;
}

/** Every process's parent, read from /proc; empty where there is none. */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const ppid = Number(statFields(Number(name))?.[1]);
    if (Number.isInteger(ppid)) out.set(Number(name), ppid);
  }
  return out;
}

/** Processes whose environment holds AGON_AGENT_RUN=`marker`. */
function marked(marker: string, pids: Iterable<number>): number[] {
  const needle = `\0${MARKER_VARIABLE}=${marker}\0`;
  const out: number[] = [];
  for (const pid of pids) {
    try {
      if (`\0${readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(needle)) out.push(pid);
    } catch {
      // Gone, or another user's: not ours to find.
    }
  }
  return out;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/**
 * Ends an agent: its process group, every descendant of its leader, and every process carrying its
 * marker, frozen first and then killed. `spawned`: this process started it (and has not been
 * told of its end long ago), so its group id still names its group; a record read from a lock is
 * trusted only while the leader runs with the recorded identity, since a pid is reused once its
 * group is empty. Returns how many processes were found besides the group.
 */
export function killTree(root: ProcessRecord, spawned = false): number {
  const own = (pid: number) => pid !== process.pid && pid > 1;
  const group = spawned || (root.identity !== undefined && isStillRunning(root));
  if (group) signal(-root.pid, 'SIGSTOP');
  const found = new Set<number>();
  // Freezing and searching again until nothing new turns up: a process forked during one search
  // is found (and frozen) by the next.
  for (let round = 0; round < 5; round += 1) {
    const tree = parents();
    const before = found.size;
    if (group && isAlive(root.pid)) found.add(root.pid);
    for (const pid of root.marker ? marked(root.marker, tree.keys()) : []) found.add(pid);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [pid, ppid] of tree) {
        if (found.has(ppid) && !found.has(pid) && own(pid)) {
          found.add(pid);
          grew = true;
        }
      }
    }
    for (const pid of found) if (own(pid)) signal(pid, 'SIGSTOP');
    if (found.size === before) break;
  }
  if (group) signal(-root.pid, 'SIGKILL');
  for (const pid of found) if (own(pid)) signal(pid, 'SIGKILL');
  return found.size;
}
