// What a session writes besides its events, all rebuilt from them: the protocol's derived files
// (`Protocol.files`, rewritten only when their text changed) and transcript.md. Failing to rewrite
// them (a full disk) fails nothing that was asked, since the events are already saved; the next
// change rewrites them.
import type { OpenSession } from '../../state/index.js';
import type { AnyProtocol } from '../protocols/types.js';

export class SessionFiles {
  readonly #open: OpenSession;
  readonly #protocol: AnyProtocol;
  readonly #warn?: (line: string) => void;
  /** Each derived file as last written, so only the ones that changed are written again. */
  readonly #written = new Map<string, string>();

  constructor(open: OpenSession, protocol: AnyProtocol, warn?: (line: string) => void) {
    this.#open = open;
    this.#protocol = protocol;
    if (warn) this.#warn = warn;
  }

  /** The protocol's files derived from `state`, those that changed since they were last written. */
  async derived(state: unknown): Promise<void> {
    if (!this.#protocol.files || this.#open.readOnly) return;
    for (const { path, text } of this.#protocol.files(state)) {
      if (this.#written.get(path) === text) continue;
      await this.#open.writeDerived(path, text);
      this.#written.set(path, text);
    }
  }

  /** The derived files, then transcript.md; a failure is a warning. */
  async all(state: unknown, transcript: () => string): Promise<void> {
    try {
      await this.derived(state);
      await this.#open.writeTranscript(transcript());
    } catch (error) {
      this.#warn?.(
        `transcript.md was not rewritten (${(error as Error).message}); what was asked is saved, and the next change rewrites it`,
      );
    }
  }
}
