// Plays a protocol in memory the way the runner does, for the protocol harness: events are built
// as the runner and the session service build them (prepare, request, parse, move.accepted or
// move.rejected, human actions), reduced once each, and every reduction is kept.
import { upgradeEvent } from '../../src/protocols/replay.js';
import type { AnyProtocol, DebateEvent, HumanInput, Notice, Plan } from '../../src/protocols/types.js';

export interface Frame {
  event: DebateEvent;
  before: unknown;
  after: unknown;
  notices: Notice[];
}

export class Walk {
  state: unknown;
  readonly events: DebateEvent[] = [];
  readonly frames: Frame[] = [];

  constructor(
    readonly protocol: AnyProtocol,
    readonly config: unknown,
    /** Where to start; the protocol's initial state by default. */
    from?: unknown,
  ) {
    this.state = from === undefined ? protocol.init(config) : from;
  }

  static configured(protocol: AnyProtocol, raw: Record<string, unknown>): Walk {
    const configured = protocol.configure(raw);
    if (!configured.ok) throw new Error(`${protocol.id} refuses the config ${JSON.stringify(raw)}: ${configured.problem}`);
    return new Walk(protocol, configured.config);
  }

  plan(): Plan {
    return this.protocol.plan(this.state);
  }

  record(type: string, data: Record<string, unknown>, actor = 'runner'): Notice[] {
    const event: DebateEvent = { seq: this.events.length + 1, at: '2026-11-23T10:00:00.000Z', actor, type, data };
    const before = this.state;
    const reduction = this.protocol.reduce(deepFreeze(before), upgradeEvent(this.protocol, event));
    this.events.push(event);
    this.state = reduction.state;
    this.frames.push({ event, before, after: reduction.state, notices: reduction.notices });
    return reduction.notices;
  }

  /** Every seat of a prepare plan prepared, as the runner records it. */
  prepare(plan: Extract<Plan, { kind: 'prepare' }>): void {
    for (const { seat } of plan.seats) this.record('seat.prepared', { seat, personaRef: `persona-of-${seat}` });
  }

  /** The seat answers with raw text, through parse, as the runner does. */
  answer(seat: string, text: string): Notice[] {
    this.record('agent.requested', { seat, purpose: 'test' });
    const parsed = this.protocol.parse(this.state, seat, text);
    if (!parsed.ok) return this.record('move.rejected', { seat, problem: parsed.problem }, seat);
    return this.record('move.accepted', { seat, moves: parsed.moves, refused: parsed.refused, v: this.protocol.movesVersion }, seat);
  }

  human(kind: string, input: HumanInput): Notice[] {
    return this.record(`human.${kind}`, { ...input }, 'human');
  }

  notices(): Notice[] {
    return this.frames.flatMap((f) => f.notices);
  }
}

/** Frozen, so a reducer that modified the state it was given would throw. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  return value;
}

/** A filled-in input for an action descriptor: its first target, first option, and a text for every field. */
export function sampleInput(descriptor: import('../../src/protocols/types.js').ActionDescriptor, variant = 0): HumanInput {
  const input: HumanInput = {};
  const { schema } = descriptor;
  if (schema.item) input.item = descriptor.targets[variant % Math.max(1, descriptor.targets.length)] ?? 'X1';
  if (schema.value) input.value = schema.value.options?.[variant % Math.max(1, schema.value.options.length)]?.value ?? 'value';
  if (schema.text) input.text = `a text ${variant}`;
  if (schema.reason) input.reason = `a reason ${variant}`;
  if (descriptor.fields?.length) {
    input.fields = Object.fromEntries(
      descriptor.fields.map((f) => [
        f.name,
        f.kind === 'list'
          ? [`one ${variant}`, `two ${variant}`]
          : f.kind === 'number'
            ? String((variant % 10) / 10)
            : f.kind === 'choice'
              ? (f.options?.[0]?.value ?? 'x')
              : `field ${f.name} ${variant}`,
      ]),
    );
  }
  return input;
}
