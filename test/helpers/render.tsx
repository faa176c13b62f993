// ink-testing-library, made safe for component tests. It renders without act() at 100 columns, so
// this wrapper puts the app's keypress layer around the element (as the app has it), waits for the
// component to listen for input before the first key (Ink drops keys written earlier), lets every
// key of a chunk be handed over and effects and re-renders settle after each write (a lone Esc is
// held by Ink until setImmediate), strips ANSI from frames, and fails the test on React's "not
// wrapped in act" and missing-key warnings.
import { stripVTControlCharacters } from 'node:util';
import { render } from 'ink-testing-library';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { KeypressProvider, keysQueued } from '../../components/keys/keypress.js';

export const esc = '\u001b';
export const enter = '\r';
export const tab = '\t';
export const shiftTab = '\u001b[Z';
export const up = '\u001b[A';
export const down = '\u001b[B';
export const backspace = '\u007f';
export const ctrlC = '\u0003';
export const left = '\u001b[D';
export const right = '\u001b[C';
export const home = '\u001b[H';
export const end = '\u001b[F';
export const pageDown = '\u001b[6~';
export const pageUp = '\u001b[5~';
/** Text as a terminal pastes it with bracketed paste on. */
export const paste = (text: string) => `\u001b[200~${text}\u001b[201~`;

export interface RenderOptions {
  /** Terminal width; ink-testing-library fixes it at 100, this resizes the fake stdout. */
  columns?: number;
  /** Terminal height; the fake stdout has none, so components fall back to their default (24). */
  rows?: number;
}

export interface Tui {
  /** The last frame, ANSI stripped: what the person reads. */
  lastFrame(): string;
  /** The last frame as written, for asserting that no raw control sequence reached the terminal. */
  rawFrame(): string;
  /** Types `text` as one input chunk, then waits until effects and re-renders have settled. */
  write(text: string): Promise<void>;
  /** Resolves with the frame once it contains `expected` (or the predicate holds); fails with the frame otherwise. */
  waitFor(expected: string | RegExp | ((frame: string) => boolean), timeoutMs?: number): Promise<string>;
  unmount(): void;
}

/** React warnings that mean a test (or a component) is wrong, whatever the frame shows. */
const FATAL_WARNINGS = [/not wrapped in act/, /unique "key" prop/];

const READY_TIMEOUT_MS = 1000;

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));
const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A few macrotasks: Ink's Esc flush (setImmediate), React's passive effects (the scheduler runs on
 * setImmediate in Node) and the re-render they cause, then whatever those scheduled in turn.
 */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await macrotask();
    await timer(0);
  }
}

function formatted(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(String).join(' ');
  let i = 0;
  const text = first.replace(/%[sdoOif]/g, () => String(rest[i++]));
  return [text, ...rest.slice(i).map(String)].join(' ');
}

/** The warnings of every rendered screen still mounted; console.error is wrapped while there is one. */
const listeners = new Set<string[]>();
let originalError: typeof console.error | undefined;

function collectWarnings(): { warnings: string[]; stop: () => void } {
  const warnings: string[] = [];
  if (listeners.size === 0) {
    const original = console.error;
    originalError = original;
    console.error = (...args: unknown[]) => {
      const text = formatted(args);
      if (FATAL_WARNINGS.some((w) => w.test(text))) for (const list of listeners) list.push(text);
      original(...args);
    };
  }
  listeners.add(warnings);
  const stop = () => {
    if (!listeners.delete(warnings) || listeners.size > 0 || !originalError) return;
    console.error = originalError;
    originalError = undefined;
  };
  return { warnings, stop };
}

export async function renderTui(element: ReactElement, options: RenderOptions = {}): Promise<Tui> {
  const { warnings, stop } = collectWarnings();
  const failOnWarnings = () => {
    if (warnings.length > 0) throw new Error(`React warned during the test:\n${warnings.map((w) => w.split('\n')[0]).join('\n')}`);
  };

  const instance = render(<KeypressProvider>{element}</KeypressProvider>);
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    instance.unmount();
    instance.cleanup();
  };
  onTestFinished(() => {
    unmount();
    stop();
    failOnWarnings();
  });

  if (options.columns !== undefined || options.rows !== undefined) {
    const { columns, rows } = options;
    if (columns !== undefined) Object.defineProperty(instance.stdout, 'columns', { configurable: true, get: () => columns });
    if (rows !== undefined) Object.defineProperty(instance.stdout, 'rows', { configurable: true, get: () => rows });
    instance.stdout.emit('resize');
  }
  await settle();

  const rawFrame = () => instance.lastFrame() ?? '';
  const lastFrame = () => stripVTControlCharacters(rawFrame());
  const listening = () => instance.stdin.listenerCount('readable') > 0;

  return {
    lastFrame,
    rawFrame,
    async write(text) {
      if (!mounted) throw new Error('write after unmount');
      // A frame can be on screen before the effects of its render ran: until they have, the
      // handlers of what was just replaced still hold the keyboard and the new ones do not.
      await settle();
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!listening()) {
        if (Date.now() > deadline) throw new Error(`nothing listens for input; the screen is:\n${lastFrame()}`);
        await timer(5);
      }
      instance.stdin.write(text);
      await settle();
      // A burst is handed over one key at a time, each after the last one's render.
      while (keysQueued() > 0) await settle();
      await settle();
      failOnWarnings();
    },
    async waitFor(expected, timeoutMs = 3000) {
      const matches = (frame: string) =>
        typeof expected === 'string' ? frame.includes(expected) : expected instanceof RegExp ? expected.test(frame) : expected(frame);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = lastFrame();
        if (matches(frame)) {
          await settle();
          failOnWarnings();
          return frame;
        }
        if (Date.now() > deadline)
          throw new Error(`timed out after ${timeoutMs} ms waiting for ${String(expected)}; the screen is:\n${frame}`);
        await timer(10);
      }
    },
    unmount,
  };
}

/** The first line of a frame that contains `text`, or '' when none does. */
export function lineWith(frame: string, text: string): string {
  return frame.split('\n').find((line) => line.includes(text)) ?? '';
}

/** The text of the field being edited in a form: the line under its label, without the frame. */
export function typedInto(frame: string, label: string): string {
  const lines = frame.split('\n');
  const at = lines.findIndex((line) => line.includes(label));
  return at < 0 ? '' : (lines[at + 1] ?? '').replace(/[║│]/g, '').trim();
}
