// The events the platform writes, each declared once: its type's name, the schema of its data, and
// the TypeScript type read from that schema. Everything that writes or reads one imports it from
// here (the runner, the session, the kit, protocols, the surfaces), so a renamed event or a changed
// field is found by the compiler. A person's action is the one family: `human.<kind>`, built and
// read only through `humanEventType` and `humanKindOf`.
import * as z from 'zod';

/** The platform's event types, by name: compare and write these, never the strings. */
export const EVENT = {
  seatPrepared: 'seat.prepared',
  agentRequested: 'agent.requested',
  agentResponded: 'agent.responded',
  agentFailed: 'agent.failed',
  moveAccepted: 'move.accepted',
  moveRejected: 'move.rejected',
  evidenceChecked: 'evidence.checked',
  runStopped: 'run.stopped',
  runCancelled: 'run.cancelled',
  sessionBudgets: 'session.budgets',
  sessionSeat: 'session.seat',
  sessionRetry: 'session.retry',
  sessionTitle: 'session.title',
  memoryLoaded: 'memory.loaded',
  memorySaved: 'memory.saved',
} as const;

export type PlatformEventType = (typeof EVENT)[keyof typeof EVENT];

/** A raw text's name in raw/: its sha256. The session checks the form; a protocol only keeps the string. */
export const RAW_REF = /^[0-9a-f]{64}$/;
const ref = z.string();
const seat = z.string().min(1);
const count = z.number().nonnegative();

const tokens = z.object({ input: count.optional(), output: count.optional(), total: count });

/** A session's spending limits: agent seconds, tokens, dollars. */
export const budgetsSchema = z.object({
  seconds: z.number().positive().optional(),
  tokens: z.number().positive().optional(),
  usd: z.number().positive().optional(),
});

/**
 * The data of each platform event. Loose at the top: a newer field in an older reader's hands is
 * kept, never dropped. A session checks every event against these when it is opened and before it saves.
 */
export const PLATFORM_EVENTS = {
  [EVENT.seatPrepared]: z.looseObject({ seat, personaRef: ref, file: z.string().optional() }),
  [EVENT.agentRequested]: z.looseObject({
    seat,
    purpose: z.string().optional(),
    promptRef: ref,
    form: z.enum(['full', 'delta']).optional(),
    bytes: count.optional(),
    resumeRef: z.string().optional(),
    limits: z.object({ outputTokens: count.optional() }).optional(),
    attempt: z.number().int().positive().optional(),
  }),
  [EVENT.agentResponded]: z.looseObject({
    seat,
    rawRef: ref,
    outputRef: ref.optional(),
    durationMs: count.optional(),
    wallMs: count.optional(),
    exitCode: z.number().int().optional(),
    stoppedAfterAnswer: z.literal(true).optional(),
    tokens: tokens.optional(),
    costUsd: count.optional(),
    costEstimated: z.boolean().optional(),
    resumeRef: z.string().optional(),
    overLimit: z.object({ outputTokens: count, measured: count, estimated: z.boolean().optional() }).optional(),
  }),
  /**
   * The seat's agent gave no answer. The runner retries transient failures (`retryInMs` says when),
   * then ends the step with the debate open. Not an answer: the seat's turn stays due.
   */
  [EVENT.agentFailed]: z.looseObject({
    seat,
    kind: z.string().min(1),
    reason: z.string(),
    durationMs: count.optional(),
    wallMs: count.optional(),
    exitCode: z.number().int().optional(),
    rawRef: ref.optional(),
    attempt: z.number().int().positive().optional(),
    retryInMs: count.optional(),
  }),
  [EVENT.moveAccepted]: z.looseObject({
    seat,
    moves: z.array(z.unknown()),
    refused: z.array(z.object({ move: z.unknown(), reason: z.string(), malformed: z.boolean().optional() })).optional(),
    repairs: z.array(z.string()).optional(),
    rawRef: ref.optional(),
    v: z.number().int().positive().optional(),
  }),
  [EVENT.moveRejected]: z.looseObject({ seat, problem: z.string(), rawRef: ref.optional() }),
  [EVENT.evidenceChecked]: z.looseObject({
    evidence: z.string(),
    result: z.enum(['match', 'mismatch', 'unreadable']),
    detail: z.string().optional(),
  }),
  [EVENT.runStopped]: z.looseObject({ reason: z.string() }),
  [EVENT.runCancelled]: z.looseObject({ unfinished: z.array(z.string()).optional() }),
  [EVENT.sessionBudgets]: z.looseObject({ budgets: budgetsSchema }),
  /** The seat is played by another agent, or by the person (kind `human`), from now on. */
  [EVENT.sessionSeat]: z.looseObject({ seat, spec: z.looseObject({ kind: z.string().min(1) }), reason: z.string().optional() }),
  /** The person asked a failed seat again. */
  [EVENT.sessionRetry]: z.looseObject({ seat }),
  /**
   * The person gave the session a title of their own, shown beside the question (the id and folder
   * stay as they are); an empty title clears it. Moves nothing on: the debate reads it not at all.
   */
  [EVENT.sessionTitle]: z.looseObject({ title: z.string() }),
  [EVENT.memoryLoaded]: z.looseObject({ records: z.array(z.looseObject({ file: z.string(), line: z.record(z.string(), z.unknown()) })) }),
  [EVENT.memorySaved]: z.looseObject({ files: z.array(z.string()) }),
} as const satisfies Record<PlatformEventType, z.ZodType<Record<string, unknown>>>;

/** The data of a platform event as it is read. */
export type PlatformEventData<T extends PlatformEventType> = z.infer<(typeof PLATFORM_EVENTS)[T]>;
/** The data of a platform event as it is written (defaults and optional fields left out). */
export type PlatformEventInput<T extends PlatformEventType> = z.input<(typeof PLATFORM_EVENTS)[T]>;

/** A platform event's type and data: a union discriminated on `type`. */
export type PlatformEvent<T extends PlatformEventType = PlatformEventType> = { [K in T]: { type: K; data: PlatformEventData<K> } }[T];

interface Typed {
  type: string;
  data: Record<string, unknown>;
}

/**
 * True when `event` is one of `types`, its data then typed as declared. For events whose data is
 * known to have its shape: a session's (checked on open and before saving) or the runner's own.
 * An event from elsewhere is read with `platformEventData`, which checks.
 */
export function isEvent<E extends Typed, T extends PlatformEventType>(event: E, ...types: T[]): event is E & PlatformEvent<T> {
  return (types as string[]).includes(event.type);
}

/** `event` as the platform event it is, for an exhaustive switch on its type (trusted as `isEvent` is); undefined for any other. */
export function asPlatformEvent<E extends Typed>(event: E): (E & PlatformEvent) | undefined {
  return platformEventType(event) === undefined ? undefined : (event as E & PlatformEvent);
}

/** The data of `event` when it is of `type` and has its shape; undefined otherwise. */
export function platformEventData<T extends PlatformEventType>(event: Typed, type: T): PlatformEventData<T> | undefined {
  if (event.type !== type) return undefined;
  const parsed = PLATFORM_EVENTS[type].safeParse(event.data);
  return parsed.success ? (parsed.data as PlatformEventData<T>) : undefined;
}

/** The platform type of `event`, or undefined for a person's action or anything else. */
export function platformEventType(event: Typed): PlatformEventType | undefined {
  return Object.hasOwn(PLATFORM_EVENTS, event.type) ? (event.type as PlatformEventType) : undefined;
}

/** An event as the platform writes it: type and data, checked together by the compiler. */
export function platformEvent<T extends PlatformEventType>(type: T, data: PlatformEventInput<T>): { type: T; data: PlatformEventInput<T> } {
  return { type, data };
}

/** What a person fills in for an action: the data of a `human.<kind>` event. */
export const humanInputSchema = z.object({
  item: z.string().optional(),
  value: z.string().optional(),
  text: z.string().optional(),
  reason: z.string().optional(),
  fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
});

const HUMAN_PREFIX = 'human.';

/** The event type that records a person's `kind` action. */
export function humanEventType(kind: string): string {
  return `${HUMAN_PREFIX}${kind}`;
}

/** The action kind of a person's event, or undefined when `event` is not one. */
export function humanKindOf(event: { type: string }): string | undefined {
  return event.type.startsWith(HUMAN_PREFIX) ? event.type.slice(HUMAN_PREFIX.length) : undefined;
}
