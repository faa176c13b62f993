// Facts about OS processes and the one way agon ends an agent's processes, on real short-lived
// process trees: each test starts its own shell as the leader of a new process group, and whatever
// it started is killed after the test, whether or not killTree reached it.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { identityOf, isAlive, isStillRunning, killTree, MARKER_VARIABLE, startedAtMs } from '../../src/system/processes.js';
import { alive, waitUntil } from '../fixtures/agents/support.js';

const started: number[] = [];

afterEach(() => {
  for (const pid of started.splice(0)) {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL');
      } catch {
        // Gone already, or not a group leader.
      }
    }
  }
});

/** The fields of /proc/<pid>/stat after the command name: state first, then ppid, pgrp, session. */
function stat(pid: number): string[] {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return [];
  }
}

/** The state of a process that is neither stopped nor gone: sleeping, or running for a moment. */
const RUNNING = expect.stringMatching(/^[SR]$/);

/** Time for a process killed by mistake to be gone, since one still dying shows as running. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 200));

const command = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
};

let runs = 0;
const newMarker = () => {
  runs += 1;
  return `test-${process.pid}-${runs}`;
};

interface Tree {
  leader: ChildProcess & { pid: number };
  /** The pids the script printed, one a line, in order. */
  printed: number[];
}

/**
 * Runs `script` in sh as the leader of a new process group, and waits for it to print `count` pids
 * and for each of those (and the leader, when `leaderExecs`) to have become `sleep`: the tree is
 * then in the shape the script describes.
 */
async function tree(script: string, count: number, options: { marker?: string; leaderExecs?: boolean } = {}): Promise<Tree> {
  const env = options.marker ? { ...process.env, [MARKER_VARIABLE]: options.marker } : process.env;
  const leader = spawn('sh', ['-c', script], { detached: true, stdio: ['ignore', 'pipe', 'ignore'], env }) as Tree['leader'];
  started.push(leader.pid);
  let out = '';
  leader.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const printed = () => out.split('\n').filter(Boolean).map(Number);
  const settled = () => {
    const pids = printed();
    const sleeping = options.leaderExecs ? [...pids, leader.pid] : pids;
    return pids.length === count && sleeping.every((pid) => command(pid) === 'sleep');
  };
  const waited = await waitUntil(settled, 5000);
  started.push(...printed());
  if (waited < 0) throw new Error(`the tree did not settle: printed ${JSON.stringify(out)}`);
  return { leader, printed: printed() };
}

/** A lone `sleep`, leading its own group. */
async function sleeper(marker?: string): Promise<number> {
  return (await tree('echo $$; exec sleep 30', 1, { marker })).printed[0]!;
}

/** Kills a child of this process and waits until Node has reaped it. */
async function killAndReap(child: ChildProcess): Promise<void> {
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exit;
}

const allGone = (pids: number[]) => waitUntil(() => pids.every((pid) => !alive(pid)), 2000);

describe('isAlive', () => {
  it('is true while a process runs', async () => {
    expect(isAlive(await sleeper())).toBe(true);
  });

  it('is false once the process has been killed and reaped', async () => {
    const { leader } = await tree('echo $$; exec sleep 30', 1);
    await killAndReap(leader);

    expect(isAlive(leader.pid)).toBe(false);
  });

  it('counts a zombie, exited but not yet reaped by its parent, as gone', async () => {
    // The shell starts a short sleep, then becomes a long one, which never reaps the short one.
    const { printed } = await tree('sleep 0.3 & echo $!; exec sleep 30', 1, { leaderExecs: true });
    const [zombie] = printed as [number];
    expect(await waitUntil(() => stat(zombie)[0] === 'Z', 2000)).toBeGreaterThanOrEqual(0);

    expect(() => process.kill(zombie, 0)).not.toThrow();
    expect(isAlive(zombie)).toBe(false);
  });

  it.skipIf(process.getuid?.() === 0)('counts a process of another user as running, though it may not be signalled', () => {
    expect(isAlive(1)).toBe(true);
  });
});

describe('identityOf', () => {
  it('is the boot id and the start time in clock ticks', async () => {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

    expect(identityOf(await sleeper())).toMatch(new RegExp(`^${boot}:\\d+$`));
  });

  it('stays the same for one process', async () => {
    const pid = await sleeper();
    const first = identityOf(pid);
    await new Promise((r) => setTimeout(r, 50));

    expect(identityOf(pid)).toBe(first);
  });

  it('tells apart two processes started at different moments', async () => {
    const first = await sleeper();
    await new Promise((r) => setTimeout(r, 50));
    const second = await sleeper();

    expect(identityOf(second)).not.toBe(identityOf(first));
  });

  it('is undefined for a process that has exited', async () => {
    const { leader } = await tree('echo $$; exec sleep 30', 1);
    await killAndReap(leader);

    expect(identityOf(leader.pid)).toBeUndefined();
  });
});

describe('startedAtMs', () => {
  it('is when the process started, to within the second the boot time is given in', async () => {
    const before = Date.now();
    const pid = await sleeper();

    const at = startedAtMs(pid)!;

    expect(at).toBeGreaterThan(before - 1500);
    expect(at).toBeLessThan(Date.now() + 500);
  });

  it('is undefined for a process that has exited', async () => {
    const { leader } = await tree('echo $$; exec sleep 30', 1);
    await killAndReap(leader);

    expect(startedAtMs(leader.pid)).toBeUndefined();
  });
});

describe('isStillRunning', () => {
  it('is true for a running process recorded with its identity', async () => {
    const pid = await sleeper();

    expect(isStillRunning({ pid, identity: identityOf(pid) })).toBe(true);
  });

  it('is true for a running process recorded without an identity (where /proc could not tell)', async () => {
    expect(isStillRunning({ pid: await sleeper() })).toBe(true);
  });

  it('is false for a running pid recorded with another identity, since the pid was reused', async () => {
    const pid = await sleeper();

    expect(isStillRunning({ pid, identity: `${identityOf(pid)!.split(':')[0]}:1` })).toBe(false);
  });

  it('is false for a recorded process that has exited', async () => {
    const { leader } = await tree('echo $$; exec sleep 30', 1);
    const identity = identityOf(leader.pid);
    await killAndReap(leader);

    expect(isStillRunning({ pid: leader.pid, identity })).toBe(false);
  });
});

describe('killTree', () => {
  it('ends the process group it started, a child in the group included', async () => {
    const { leader, printed } = await tree('sleep 30 & echo $!; wait', 1);

    killTree({ pid: leader.pid }, true);

    expect(await allGone([leader.pid, ...printed]), `still running: ${[leader.pid, ...printed].filter(alive)}`).toBeGreaterThanOrEqual(0);
  });

  it('ends a member of the group whose parent has exited, which only the group signal reaches', async () => {
    // The subshell exits once it has started its sleep: the sleep is reparented, still in the group.
    const { leader, printed } = await tree('(sleep 30 & echo $!); exec sleep 30', 1, { leaderExecs: true });
    expect(Number(stat(printed[0]!)[1])).not.toBe(leader.pid);

    killTree({ pid: leader.pid }, true);

    expect(await allGone(printed)).toBeGreaterThanOrEqual(0);
  });

  it('ends a descendant that left the group with setsid while its parent lives, found by walking the tree', async () => {
    const { leader, printed } = await tree('setsid sleep 30 & echo $!; wait', 1);
    expect(Number(stat(printed[0]!)[2])).not.toBe(leader.pid);

    killTree({ pid: leader.pid }, true);

    expect(await allGone(printed)).toBeGreaterThanOrEqual(0);
  });

  it('ends a descendant that left the group with setsid and lost its parent, found by its marker', async () => {
    const marker = newMarker();
    const { leader, printed } = await tree('(setsid sleep 30 & echo $!); exec sleep 30', 1, { marker, leaderExecs: true });
    const [orphan] = printed as [number];
    expect(Number(stat(orphan)[1])).not.toBe(leader.pid);
    expect(Number(stat(orphan)[2])).not.toBe(leader.pid);

    killTree({ pid: leader.pid, marker }, true);

    expect(await allGone([leader.pid, orphan])).toBeGreaterThanOrEqual(0);
  });

  it('leaves running a process whose marker only begins like the run’s', async () => {
    const marker = newMarker();
    const bystander = await sleeper(`${marker}-another-run`);
    const { leader } = await tree('echo $$; exec sleep 30', 1, { marker });

    killTree({ pid: leader.pid, marker }, true);

    expect(await allGone([leader.pid])).toBeGreaterThanOrEqual(0);
    await aMoment();
    expect(stat(bystander)[0]).toEqual(RUNNING);
  });

  it('trusts a record read from a lock while its leader runs with the recorded identity, and ends its whole group', async () => {
    const { leader, printed } = await tree('(sleep 30 & echo $!); exec sleep 30', 1, { leaderExecs: true });

    killTree({ pid: leader.pid, identity: identityOf(leader.pid) });

    expect(await allGone([leader.pid, ...printed])).toBeGreaterThanOrEqual(0);
  });

  it('does not signal the group of a record whose leader now has another identity (the pid was reused)', async () => {
    const { leader, printed } = await tree('(sleep 30 & echo $!); exec sleep 30', 1, { leaderExecs: true });
    const boot = identityOf(leader.pid)!.split(':')[0];

    expect(killTree({ pid: leader.pid, identity: `${boot}:1` })).toBe(0);

    await aMoment();
    // Neither killed nor left frozen.
    expect([leader.pid, ...printed].map((pid) => stat(pid)[0])).toEqual([RUNNING, RUNNING]);
  });

  it('does not signal the group of a record without an identity, which nothing ties to the running pid', async () => {
    const { leader, printed } = await tree('(sleep 30 & echo $!); exec sleep 30', 1, { leaderExecs: true });

    expect(killTree({ pid: leader.pid })).toBe(0);

    await aMoment();
    expect([leader.pid, ...printed].map((pid) => stat(pid)[0])).toEqual([RUNNING, RUNNING]);
  });

  it('still ends, and counts, the processes carrying the marker of a record whose leader is gone', async () => {
    const marker = newMarker();
    const { leader, printed } = await tree('(setsid sleep 30 & echo $!); (setsid sleep 30 & echo $!); exec sleep 30', 2, {
      marker,
      leaderExecs: true,
    });
    const identity = identityOf(leader.pid);
    await killAndReap(leader);

    expect(killTree({ pid: leader.pid, identity, marker })).toBe(2);

    expect(await allGone(printed)).toBeGreaterThanOrEqual(0);
  });
});
