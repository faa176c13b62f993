// The driver for the argumentation property tests: interprets generated steps against the live
// state (answers for whoever is due, human actions, garbage events) and records every state.
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import type { ArgState } from '../../../src/protocols/argumentation/state.js';
import type { DebateEvent, Notice, Plan } from '../../../src/protocols/types.js';
import { type Config, Debate } from '../../helpers/debate.js';
import { answerFor, BOGUS_IDS, ids, movesFor, pick, SEATS, type Step } from './arbitraries.js';
// ---------------------------------------------------------------------------------------------
// Human actions

function humanStep(d: TracedDebate, s: Extract<Step, { t: 'human' }>): void {
  const state = d.state;
  const descriptors = argumentation.humanActions(state);
  const corrupt = s.corrupt % 12;
  // mostly the actions that act on points, challenges and evidence; now and then anything offered
  const onItems = descriptors.filter((a) => a.schema.item);
  const descriptor = s.kind % 4 && onItems.length ? pick(onItems, s.kind >> 2) : pick(descriptors, s.kind);
  if (!descriptor || corrupt === 0) {
    const kind = pick(['teleport', 'verify', 'choose', 'answer', 'undo', 'rule', 'attest'], s.kind)!;
    d.human(kind, { item: pick(ids(state).all, s.item)!, value: 'agreed', text: 'x', reason: 'because' });
    return;
  }
  const input: Record<string, string> = {};
  const schema = descriptor.schema;
  if (schema.item) input.item = pick(descriptor.targets, s.item) ?? 'P1';
  if (schema.value) input.value = pick(schema.value.options?.map((o) => o.value) ?? ['x'], s.value)!;
  if (schema.text && (schema.text.required || s.text % 2)) input.text = `human text ${s.text}`;
  if (schema.reason && (schema.reason.required || s.text % 3)) input.reason = `human reason ${s.value}`;
  switch (corrupt) {
    case 1:
      delete input.reason;
      delete input.text;
      break;
    case 2:
      input.item = pick(BOGUS_IDS, s.item)!;
      break;
    case 3:
      input.value = 'maybe';
      break;
    case 4:
      input.item = pick(ids(state).all, s.item)!; // any real id, possibly of the wrong sort
      break;
  }
  d.human(descriptor.kind, input);
}

// ---------------------------------------------------------------------------------------------
// Garbage

function garbageStep(d: TracedDebate, s: Extract<Step, { t: 'garbage' }>): void {
  const state = d.state;
  const seat = pick(SEATS, s.seat)!;
  const k = ids(state);
  const idle = SEATS.filter((x) => !state.pending.some((t) => t.seat === x));
  switch (s.variant % 14) {
    case 0:
      d.record('mystery.event', { seat, moves: [] });
      return;
    case 1:
      d.record('move.accepted', { seat: 42 });
      return;
    case 2:
      d.record('move.accepted', { seat, moves: 'not an array' });
      return;
    case 3:
      d.record('evidence.checked', { evidence: pick(k.evidence, s.a) ?? 'E1', result: 'perhaps' });
      return;
    case 4: // a check for evidence that is not waiting for one (or does not exist)
      d.record('evidence.checked', { evidence: pick([...k.evidence, 'E99'], s.a)!, result: 'match', detail: 'forged' });
      return;
    case 5: // an answer from a seat that is not due, through parse
      d.answer(pick(idle, s.a) ?? 'nobody', answerFor(state, pick(idle, s.a) ?? 'consultee', s.moves, s.a));
      return;
    case 6: {
      // the same, bypassing parse
      const who = pick(idle, s.a) ?? 'nobody';
      d.record('move.accepted', { seat: who, moves: movesFor(state, who, s.moves), refused: [] }, who);
      return;
    }
    case 7:
      d.record('human.move', { item: 5, value: null, reason: ['x'] }, 'human');
      return;
    case 8:
      d.record('agent.requested', s.a % 2 ? { seat } : {});
      return;
    case 9:
      d.record('agent.failed', {});
      return;
    case 10:
      d.record('human.undo', s.a % 2 ? { reason: 'oops' } : {}, 'human');
      return;
    case 11:
      d.record('move.rejected', { problem: 7 });
      return;
    case 12: {
      // the due seat, with junk moves and junk refusals straight into reduce
      const who = state.pending[0]?.seat ?? seat;
      d.record(
        'move.accepted',
        {
          seat: who,
          moves: [null, 5, 'str', { type: 'point' }, ...movesFor(state, who, s.moves)],
          refused: [{ move: { x: 1 }, reason: 'bad' }],
        },
        who,
      );
      return;
    }
    default:
      d.record('human.', { item: 'P1' }, 'human');
  }
}

// ---------------------------------------------------------------------------------------------
// The traced driver

export interface Frame {
  event: DebateEvent;
  before: ArgState;
  after: ArgState;
}

export interface Trace {
  config: Config;
  debate: TracedDebate;
  frames: Frame[];
  /** Plans computed by the driver: the state they were computed on and the result. */
  plans: { state: ArgState; plan: Plan }[];
  crash?: { step: number; error: unknown };
}

export class TracedDebate extends Debate {
  frames: Frame[] = [];

  override record(type: string, data: Record<string, unknown>, actor = 'runner'): Notice[] {
    const before = this.state;
    const notices = super.record(type, data, actor);
    this.frames.push({ event: this.events[this.events.length - 1]!, before, after: this.state });
    return notices;
  }
}

function dueStep(d: TracedDebate, s: Extract<Step, { t: 'due' }>, plan: Plan): void {
  switch (plan.kind) {
    case 'prepare':
      for (const { seat } of plan.seats) d.record('seat.prepared', { seat, personaRef: `persona-of-${seat}` });
      return;
    case 'check':
      plan.citations.forEach((c, i) => {
        const result = s.results[i % s.results.length]!;
        d.check(c.evidence, result, result === 'match' ? '' : 'the lines differ');
      });
      return;
    case 'ask':
    case 'await-human': {
      const seat = plan.kind === 'ask' ? plan.requests[0]!.seat : plan.seat;
      if (s.direct) {
        // straight into reduce, unparsed: reduce must re-check everything itself
        d.record('agent.requested', { seat });
        d.record('move.accepted', { seat, moves: movesFor(d.state, seat, s.moves), refused: [] }, seat);
        return;
      }
      d.answer(seat, answerFor(d.state, seat, s.moves, s.wrap));
      return;
    }
    case 'done':
      return;
  }
}

function formatStep(d: TracedDebate, s: Extract<Step, { t: 'format' }>, plan: Plan): void {
  const due = plan.kind === 'ask' ? plan.requests[0]!.seat : plan.kind === 'await-human' ? plan.seat : undefined;
  const seat = s.seat % 10 < 7 && due ? due : pick(SEATS, s.seat)!;
  if (s.variant % 2) d.record('move.rejected', { seat, problem: 'no JSON object found' }, seat);
  else d.record('agent.failed', { seat, reason: 'timed out' });
}

export function simulate(config: Config, steps: Step[]): Trace {
  const debate = new TracedDebate(config);
  const plans: Trace['plans'] = [];
  const trace: Trace = { config, debate, frames: debate.frames, plans };
  steps.forEach((step, i) => {
    if (trace.crash) return;
    try {
      const plan = argumentation.plan(debate.state);
      plans.push({ state: debate.state, plan });
      switch (step.t) {
        case 'due':
          // once the debate is done only the person (and garbage) can act
          if (plan.kind === 'done')
            humanStep(debate, { t: 'human', kind: step.wrap, item: step.wrap >> 3, value: step.wrap >> 5, text: step.wrap, corrupt: 5 });
          else dueStep(debate, step, plan);
          return;
        case 'format':
          formatStep(debate, step, plan);
          return;
        case 'human':
          humanStep(debate, step);
          return;
        case 'garbage':
          garbageStep(debate, step);
          return;
      }
    } catch (error) {
      trace.crash = { step: i, error };
    }
  });
  if (!trace.crash) {
    try {
      plans.push({ state: debate.state, plan: argumentation.plan(debate.state) });
    } catch (error) {
      trace.crash = { step: steps.length, error };
    }
  }
  return trace;
}

/** A compact, readable rendering of the events of a trace, for failure messages. */
export function describeEvents(events: DebateEvent[]): string {
  return events.map((e) => `${e.seq} ${e.actor} ${e.type} ${JSON.stringify(e.data)}`).join('\n');
}
