// The moves a person has drafted in a seat they hold but not sent yet, kept while the session is
// open: closing the compose dialog ("later") keeps them, sending them or dropping them on purpose
// clears them. Kept in memory only; quitting with a draft asks first (the TUI's quit reads `seats`).
import type { HumanInput } from '../protocols/types.js';

export interface MoveDraft {
  kind: string;
  input: HumanInput;
}

export class MoveDrafts {
  readonly #bySeat = new Map<string, readonly MoveDraft[]>();
  readonly #changed: () => void;

  constructor(changed: () => void) {
    this.#changed = changed;
  }

  of(seat: string): readonly MoveDraft[] {
    return this.#bySeat.get(seat) ?? [];
  }

  keep(seat: string, drafts: readonly MoveDraft[]): void {
    if (drafts.length === 0 && !this.#bySeat.has(seat)) return;
    if (drafts.length === 0) this.#bySeat.delete(seat);
    else this.#bySeat.set(seat, [...drafts]);
    this.#changed();
  }

  /** The seats holding drafted moves not sent yet. */
  seats(): string[] {
    return [...this.#bySeat.keys()];
  }
}
