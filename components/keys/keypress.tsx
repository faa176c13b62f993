// One stdin keypress layer for the whole TUI, after gemini-cli's KeypressContext: it listens to
// Ink's input events once, splits each into single keys (parse-keys.ts), and hands them one at a
// time to the handlers registered with `useKeypress`. Between two keys of a chunk React has
// rendered (Ink's root is synchronous) and layout effects have run, so a key that opens a form is
// followed by keys the form already receives: nothing typed in one burst is lost.
//
// Handlers with the highest priority present take the keys alone (a confirmation over a form).
import { useStdin, useStdout } from 'ink';
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Keypress, KeyReader } from './parse-keys.js';

const BRACKETED_PASTE_ON = '\u001b[?2004h';
const BRACKETED_PASTE_OFF = '\u001b[?2004l';

export type { Keypress } from './parse-keys.js';

export type KeyHandler = (key: Keypress) => void;

interface Subscriber {
  handler: { current: KeyHandler };
  priority: number;
}

/** Two macrotask hops: React renders a state update in a scheduler task, layout effects included. */
const reactRendered = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** Keys read but not yet handed to a handler, across every provider (tests wait for none). */
let queued = 0;
export const keysQueued = (): number => queued;

class Dispatcher {
  readonly subscribers = new Set<Subscriber>();
  #queue: Keypress[] = [];
  #draining = false;

  /** Hands keys over one at a time; before each next one, what the last one changed has rendered. */
  push(keys: Keypress[]): void {
    this.#queue.push(...keys);
    queued += keys.length;
    if (!this.#draining) void this.#drain();
  }

  async #drain(): Promise<void> {
    this.#draining = true;
    try {
      for (let first = true; this.#queue.length > 0; first = false) {
        if (!first) await reactRendered();
        const key = this.#queue.shift()!;
        queued -= 1;
        this.#dispatch(key);
      }
    } finally {
      this.#draining = false;
    }
  }

  #dispatch(key: Keypress): void {
    const active = [...this.subscribers];
    const top = Math.max(...active.map((s) => s.priority));
    for (const subscriber of active) {
      // A handler unmounted by an earlier one (the same key closed its form) no longer listens.
      if (subscriber.priority === top && this.subscribers.has(subscriber)) subscriber.handler.current(key);
    }
  }

  clear(): void {
    queued -= this.#queue.length;
    this.#queue = [];
  }
}

const KeypressContext = createContext<Dispatcher | undefined>(undefined);

/** Priorities: ordinary screens and widgets, and dialogs that must answer before anything else. */
export const PRIORITY = { normal: 0, dialog: 10 } as const;

export function KeypressProvider({ children }: { children: ReactNode }) {
  const { internal_eventEmitter: emitter, setRawMode } = useStdin();
  const { stdout } = useStdout();
  const [dispatcher] = useState(() => new Dispatcher());
  useEffect(() => {
    setRawMode(true);
    const reader = new KeyReader();
    const onInput = (event: string) => {
      dispatcher.push(reader.read(event));
    };
    emitter.on('input', onInput);
    // Bracketed paste: a pasted text arrives marked, so its line breaks are text, not Enter.
    if (stdout.isTTY) stdout.write(BRACKETED_PASTE_ON);
    return () => {
      emitter.off('input', onInput);
      dispatcher.clear();
      if (stdout.isTTY) stdout.write(BRACKETED_PASTE_OFF);
      setRawMode(false);
    };
  }, [emitter, setRawMode, stdout, dispatcher]);
  return <KeypressContext.Provider value={dispatcher}>{children}</KeypressContext.Provider>;
}

export interface KeypressOptions {
  isActive?: boolean;
  priority?: number;
}

/** Calls `handler` with every key while active; the latest handler is always the one called. */
export function useKeypress(handler: KeyHandler, { isActive = true, priority = PRIORITY.normal }: KeypressOptions = {}): void {
  const dispatcher = useContext(KeypressContext);
  if (!dispatcher) throw new Error('useKeypress needs a KeypressProvider above it');
  const ref = useRef(handler);
  useLayoutEffect(() => {
    ref.current = handler;
  });
  useLayoutEffect(() => {
    if (!isActive) return;
    const subscriber: Subscriber = { handler: ref, priority };
    dispatcher.subscribers.add(subscriber);
    return () => {
      dispatcher.subscribers.delete(subscriber);
    };
  }, [dispatcher, isActive, priority]);
}
