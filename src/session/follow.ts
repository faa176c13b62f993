// Following a session another agon holds: every so often, try to open it for writing (it becomes
// ours once that agon lets go), and otherwise read it again when its files changed, so a read-only
// screen shows the debate as the other agon advances it.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { JOURNAL_FILE } from '../../state/journal.js';
import { SESSION_FILE, StoreError } from '../../state/index.js';
import type { Session } from './session.js';

/** Opens the session again: for writing (throws a `locked` StoreError while held) or read-only. */
export type Reopen = (options: { readOnly: boolean }) => Promise<Session>;

export class Follower {
  readonly #timer: NodeJS.Timeout;
  #signature: string | undefined;
  #busy = false;
  #stopped = false;

  constructor(
    readonly dir: string,
    readonly reopen: Reopen,
    everyMs: number,
    readonly onSession: (session: Session) => Promise<void>,
  ) {
    void this.#read().then((signature) => (this.#signature = signature));
    this.#timer = setInterval(() => void this.#tick(), everyMs);
    this.#timer.unref();
  }

  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
  }

  async #tick(): Promise<void> {
    if (this.#busy || this.#stopped) return;
    this.#busy = true;
    try {
      const writable = await this.reopen({ readOnly: false }).catch((error: unknown) => {
        if (error instanceof StoreError && error.code === 'locked') return undefined;
        throw error;
      });
      if (writable) return await this.#hand(writable);
      const signature = await this.#read();
      if (signature === this.#signature) return;
      this.#signature = signature;
      await this.#hand(await this.reopen({ readOnly: true }));
    } catch {
      // The files may be mid-write or briefly unreadable: the next tick tries again.
    } finally {
      this.#busy = false;
    }
  }

  async #hand(session: Session): Promise<void> {
    if (this.#stopped) {
      await session.close();
      return;
    }
    await this.onSession(session);
  }

  /** Sizes and times of the session's files: what changes when the other agon saves. */
  async #read(): Promise<string> {
    const parts = await Promise.all(
      [SESSION_FILE, JOURNAL_FILE].map((file) =>
        stat(join(this.dir, file)).then(
          (s) => `${s.size}:${s.mtimeMs}`,
          () => '-',
        ),
      ),
    );
    return parts.join('|');
  }
}
