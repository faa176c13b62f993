// The crux reduction's context: the kit's draft over CruxState (kit/draft.ts), and posting to the
// thread — a debater's message counts against its stage's budget, a TopClaim, the moderator's word
// or a lock attempt does not.
import { append, type Draft, insert, nextId, notify } from '../kit/draft.js';
import { quote } from '../kit/quote.js';
import { debaterName } from './config.js';
import { type CruxState, type Entry, type EntryKind, markOf } from './state.js';

export type Ctx = Draft<CruxState>;

/** Kinds of entry that are messages of the thread, announced as `message_posted`. */
const ANNOUNCED = (kind: EntryKind) => kind !== 'TOP_CLAIM' && kind !== 'LOCK';

export function post(
  d: Ctx,
  by: string,
  kind: EntryKind,
  text: string,
  extra: { item?: string; target?: string; counted?: boolean; words?: string; stance?: string } = {},
): Entry {
  const counted = extra.counted ?? true;
  if (counted && d.d.stage !== 'CONVERGED') {
    d.d.used[d.d.stage] += 1;
    d.d.roundPosted += 1;
  }
  const id = nextId(d, 'M');
  const entry: Entry = {
    id,
    kind,
    by,
    stage: d.d.stage,
    mark: markOf(d.d),
    text,
    counted,
    seq: d.seq,
    ...(extra.item ? { item: extra.item } : {}),
    ...(extra.target ? { target: extra.target } : {}),
    ...(extra.words !== undefined && extra.words !== text ? { words: extra.words } : {}),
    ...(extra.stance ? { stance: extra.stance } : {}),
  };
  insert(d, 'entries', id, entry);
  append(d, 'thread', id);
  if (ANNOUNCED(kind))
    notify(d, 'message_posted', `${who(d.d, by)} [${kind}] ${quote(text, 200)}`, {
      item: entry.item ?? id,
      ...(by === 'moderator' || d.d.config.debaters.includes(by) ? { seat: by } : {}),
    });
  return entry;
}

/** A seat as the thread names it: `debater-1 (Saylor)`, `moderator`. */
export function who(state: CruxState, seat: string): string {
  return state.config.debaters.includes(seat) ? debaterName(state.config, seat) : seat;
}

/** Resolves how a move names a debater: `debater-2`, `d2`, `Debater 2`, or its character's name. */
export function resolveDebater(state: CruxState, ref: string): string | undefined {
  const text = ref.trim().toLowerCase();
  const { debaters, characters } = state.config;
  if (debaters.includes(text)) return text;
  const numbered = /^d(?:ebater)?[\s_-]*(\d+)$/.exec(text);
  if (numbered && debaters.includes(`debater-${numbered[1]}`)) return `debater-${numbered[1]}`;
  const index = characters.findIndex((c) => c.name.toLowerCase() === text || c.name.toLowerCase().split(/\s+/).includes(text));
  return index >= 0 ? debaters[index] : undefined;
}

export const confidence = (n: number) => n.toFixed(2);

/** A falsifier in one line: "Spot BTC ETF AUM >= $100B by 2027-12-31", its gaps marked. */
export function falsifierText(f: { metric: string; threshold: string; deadline: string }): string {
  const when =
    f.deadline === '' ? 'by (deadline?)' : /^(?:within|in|by|before|until|end)\b/i.test(f.deadline) ? f.deadline : `by ${f.deadline}`;
  return `${f.metric || '(metric?)'} ${f.threshold || '(threshold?)'} ${when}`;
}

/** The shortest name a reader knows a seat by: its character, else its seat. */
export function speaker(state: CruxState, seat: string): string {
  const character = state.config.characters[state.config.debaters.indexOf(seat)];
  return character?.name ?? seat;
}
