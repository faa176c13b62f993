// The plan's answer to "who is asked now", the same in every protocol: the due batch of turns
// (see turns.ts) becomes requests to the agents in it, or, when only the person sits there, a wait
// for their move with the actions their seat may take.
import type { ActionDescriptor, Plan, Prompt } from '../types.js';
import { dueBatch, type TurnOf, type TurnState } from './turns.js';

export interface TurnAsker<T> {
  /** The person sits in this seat (the runner stops and waits for them). */
  isHuman(seat: string): boolean;
  prompt(turn: T): Prompt;
  /** The moves a person in this seat may compose now. */
  actions(seat: string): ActionDescriptor[];
}

export type TurnPlan = Extract<Plan, { kind: 'ask' | 'await-human' }>;

/** Asks the agents of the due batch (a retry says so in its purpose); undefined when nothing is due. */
export function planTurns<S extends TurnState>(state: S, asker: TurnAsker<TurnOf<S>>): TurnPlan | undefined {
  const batch = dueBatch(state);
  if (batch.length === 0) return undefined;
  const agents = batch.filter((t) => !asker.isHuman(t.seat));
  if (agents.length > 0) {
    return {
      kind: 'ask',
      requests: agents.map((turn) => ({
        seat: turn.seat,
        prompt: asker.prompt(turn),
        ...(turn.group ? { parallelGroup: turn.group } : {}),
        purpose: state.attempts[turn.seat] ? `retry ${turn.purpose}` : turn.purpose,
      })),
    };
  }
  const human = batch[0]!;
  return { kind: 'await-human', seat: human.seat, prompt: asker.prompt(human), actions: asker.actions(human.seat) };
}
