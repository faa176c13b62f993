// The mutable view of one reduction, shared by every protocol: a private copy of the state (see
// thaw.ts), the event being applied, and the notices it produces. A protocol changes its state
// only through these helpers (or on parts thaw already copied), so the state it was given is never
// modified and every notice also lands in the state's journal, which delta prompts are cut from.
import type { Notice, Reduction } from '../types.js';
import { type NoticePlace, noticeAt } from './notices.js';
import { copyPlain, type DraftShape, type ListKey, type RecordKey, thaw } from './thaw.js';

/** What the kit needs of any state it drafts: id counters by prefix, and the journal of notices. */
export interface DraftState {
  counters: Record<string, number>;
  journal: Notice[];
}

export interface Draft<S extends DraftState> {
  /** The private copy this reduction writes to. */
  readonly d: S;
  /** The sequence number of the event being applied: what new items name as their cause. */
  readonly seq: number;
  /** The notices raised so far, in order. */
  readonly out: Notice[];
  /** Where a notice raised now belongs, read from the state as it is at that moment. */
  readonly place: (state: S) => NoticePlace;
  /** Entries and lists already private to this reduction (copied or created in it). */
  readonly owned: Set<object>;
  /** Set when this reduction closed a step unit (a round, a stage): `agon step` counts these. */
  closed?: Reduction<S>['closed'];
}

type EntryOf<R> = R extends Readonly<Record<string, infer V>> ? V : never;
type ElementOf<L> = L extends readonly (infer V)[] ? V : never;

export function openDraft<S extends DraftState>(state: S, shape: DraftShape<S>, seq: number, place: (state: S) => NoticePlace): Draft<S> {
  return { d: thaw(state, shape), seq, out: [], place, owned: new Set() };
}

/**
 * The entry `id` of the map `key`, writable: the first edit in a reduction copies it (deeply: an
 * entry is small plain data), so the previous state, which shares every untouched entry, keeps its own.
 */
export function edit<S extends DraftState, K extends RecordKey<S>>(draft: Draft<S>, key: K, id: string): EntryOf<S[K]> {
  const record = draft.d[key] as unknown as Record<string, EntryOf<S[K]> & object>;
  const entry = record[id];
  if (entry === undefined) throw new Error(`${String(key)} has no entry ${id}`);
  if (draft.owned.has(entry)) return entry;
  const copy = copyPlain(entry);
  draft.owned.add(copy);
  record[id] = copy;
  return copy;
}

/** Adds a new entry `id` to the map `key`; it is private already, so edits need not copy it. */
export function insert<S extends DraftState, K extends RecordKey<S>>(
  draft: Draft<S>,
  key: K,
  id: string,
  entry: EntryOf<S[K]> & object,
): void {
  draft.owned.add(entry);
  (draft.d[key] as unknown as Record<string, object>)[id] = entry;
}

/**
 * Appends to one of the state's growing lists. A list is shared with the previous state until a
 * reduction first adds to it (then copied once), so a long debate does not copy its whole journal
 * or ledger on every event.
 */
export function append<S extends DraftState, K extends ListKey<S>>(draft: Draft<S>, key: K, value: ElementOf<S[K]>): void {
  appendTo(draft, key, value);
}

function appendTo<S extends DraftState>(draft: Draft<S>, key: keyof S, value: unknown): void {
  let list = draft.d[key] as unknown as unknown[];
  if (!draft.owned.has(list)) {
    list = [...list];
    draft.owned.add(list);
    (draft.d as Record<keyof S, unknown>)[key] = list;
  }
  list.push(value);
}

/** The next id with this prefix (`P1`, `P2`, …): ids are allocated in the reduction, never outside. */
export function nextId<S extends DraftState>(draft: Draft<S>, prefix: keyof S['counters'] & string): string {
  const counters = draft.d.counters as Record<string, number>;
  counters[prefix] = (counters[prefix] ?? 0) + 1;
  return `${prefix}${counters[prefix]}`;
}

/** Raises a notice where the debate stands now; it also goes into the journal. */
export function notify<S extends DraftState>(draft: Draft<S>, type: string, text: string, extra: Partial<Notice> = {}): void {
  const notice = noticeAt(draft.place(draft.d), type, text, extra);
  draft.out.push(notice);
  appendTo(draft, 'journal', notice);
}

/**
 * Raises a notice for the person and the transcript only, kept out of the journal: no seat reads it
 * among the news of its delta prompt. For what a seat is told through its mailbox instead (its
 * refused moves, the problem with its last answer), so it never reads the same thing twice.
 */
export function announce<S extends DraftState>(draft: Draft<S>, type: string, text: string, extra: Partial<Notice> = {}): void {
  draft.out.push(noticeAt(draft.place(draft.d), type, text, extra));
}
