// Listeners of one kind of change: subscribe (and unsubscribe with what it returns), emit to all.
export class Channel<T> {
  readonly #listeners = new Set<(value: T) => void>();

  subscribe(listener: (value: T) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(value: T): void {
    for (const listener of this.#listeners) listener(value);
  }
}
