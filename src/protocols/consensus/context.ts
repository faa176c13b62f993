// Consensus's reduction context: the kit's draft over the state (kit/draft.ts), and the helpers
// that add to the record and open dissents.
import { append, type Draft, edit, insert, nextId } from '../kit/draft.js';
import type { Challenger } from './config.js';
import type { ConsensusState, Dissent, Item } from './state.js';

export type Ctx = Draft<ConsensusState>;

export const editDissent = (ctx: Ctx, id: string): Dissent => edit(ctx, 'dissents', id);
export const editItem = <K extends Item['kind']>(ctx: Ctx, id: string): Extract<Item, { kind: K }> =>
  edit(ctx, 'items', id) as Extract<Item, { kind: K }>;

type NewItem = Item extends infer I ? (I extends Item ? Omit<I, 'id' | 'round' | 'seq'> : never) : never;

/** Adds what a seat (or the person) said to the record, with the next id of its prefix. */
export function say(ctx: Ctx, prefix: 'V' | 'A' | 'R' | 'S', item: NewItem): string {
  const id = nextId(ctx, prefix);
  insert(ctx, 'items', id, { ...item, id, round: ctx.d.round, seq: ctx.seq } as Item);
  append(ctx, 'order', id);
  return id;
}

/** Opens a dissent of `seat` on its verdict: the proposer owes it an answer. */
export function openDissent(ctx: Ctx, seat: Challenger, verdict: string): string {
  const id = nextId(ctx, 'D');
  insert(ctx, 'dissents', id, { id, seat, round: ctx.d.round, items: [verdict], status: 'open' });
  append(ctx, 'dissentOrder', id);
  editItem<'verdict'>(ctx, verdict).dissent = id;
  return id;
}
