// What outlives a session (the memory folder), files derived from the state, and the bundled demo.
/** Records to read from the memory folder when a session is created (they arrive in `memory.loaded`). */
export interface MemoryQuery {
  /** A file in the memory folder, e.g. `failures.jsonl`. */
  file: string;
  /** Only JSON lines whose fields equal these. */
  match?: Record<string, string | number | boolean>;
}

/** What to add to the memory folder when the session ends: a JSON line, or markdown appended. */
export type MemoryRecord = { file: string; line: Record<string, unknown> } | { file: string; text: string };

export interface MemoryPort<S, C> {
  load(config: C): MemoryQuery[];
  /** Called once the debate is done; what it returns is written once (`memory.saved` records it). */
  save(state: S, context?: MemorySaveContext): MemoryRecord[];
  /**
   * A finished debate a person still changes (an overrule) is saved again after each of their
   * actions: `save` then returns only what is new since the last `memory.saved` its reduce saw.
   */
  amends?: boolean;
}

/** What the platform tells `save` besides the state. */
export interface MemorySaveContext {
  /** The session's id, by which a later record (or a person) can refer to this debate. */
  session: string;
}

/** A file a protocol derives from its state, for the session folder (see `Protocol.files`). */
export interface DerivedFile {
  /** Relative to the session folder: at most three plain names (`rounds/r001_architect.md`). */
  path: string;
  text: string;
}

/** A scripted debate that shows the protocol with no agent installed. */
export interface DemoScript {
  /** The session config (question and options); seats are filled with the demo's script agents. */
  config: Record<string, unknown>;
  /** Each seat's answers, in order. */
  answers: Record<string, string[]>;
  /** What a seat says once its answers are used up, so the demo goes on instead of failing. */
  pass?: Record<string, string>;
  /** Other names sessions may have recorded this demo under (`script:demo=NAME`). */
  aliases?: readonly string[];
}
