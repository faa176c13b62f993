// When an action the person cannot take now becomes possible, in the protocol's words: K and the
// framework may be changed until the verdict ends the debate, a counter-claim's attack reclassified,
// a side's thesis never struck, a struck argument restored, a speech act's statement overridden
// (never the act), the personas edited before the first move, and the verdict's winner overruled
// once the moderator has given it.
import { type Later, whenPossibleFrom } from '../kit/when-possible.js';
import type { PersuasionState } from './state.js';

const done = (state: PersuasionState) => state.stage === 'done';
const ENDED = 'the debate has ended: the framework it was judged on stays as it was';

function addFact(state: PersuasionState): string | undefined {
  return done(state) ? 'the debate has ended: nothing more is added to K' : undefined;
}

function removeFact(state: PersuasionState, item?: string): string | undefined {
  const fact = item === undefined ? undefined : state.facts[item];
  if (item !== undefined && !fact) return undefined;
  if (done(state)) return ENDED;
  if (fact?.removed) return `${item} is out of K already (undo takes the removal back)`;
  return 'a fact can be taken out of K once a seat or the person has put one in';
}

function statementOf(state: PersuasionState, item?: string) {
  return item === undefined ? undefined : state.statements[item];
}

function reclassify(state: PersuasionState, item?: string): string | undefined {
  const statement = statementOf(state, item);
  if (item !== undefined && !statement) return undefined;
  if (done(state)) return ENDED;
  if (statement?.struck) return `${item} is struck: restore it before reclassifying its attack`;
  if (statement && !statement.attack) return `${item} attacks nothing: only a counter-claim's attack can be reclassified`;
  return 'an attack can be reclassified once a side puts forward a counter-claim';
}

function strike(state: PersuasionState, item?: string): string | undefined {
  const statement = statementOf(state, item);
  if (item !== undefined && !statement) return undefined;
  if (done(state)) return ENDED;
  if (statement?.struck) return `${item} is struck already`;
  if (statement && Object.values(state.thesis).includes(item!)) return `${item} is a side's thesis: it is argued against, never struck`;
  return 'an argument can be struck once a side has put one forward';
}

function restore(state: PersuasionState, item?: string): string | undefined {
  const statement = statementOf(state, item);
  if (item !== undefined && !statement) return undefined;
  if (done(state)) return ENDED;
  if (statement) return `${item} stands: only a struck argument can be restored`;
  return 'an argument can be restored once one has been struck';
}

/** A speech act's row: the statement it puts forward is what is struck, restored or reclassified. */
function onMove(state: PersuasionState, item?: string): string | undefined {
  const move = item === undefined ? undefined : state.moves[item];
  if (!move?.statement || done(state)) return undefined;
  return `${item} is a speech act: an override acts on the statement it puts forward, ${move.statement}`;
}

function persona(state: PersuasionState): string | undefined {
  return state.moveOrder.length > 0 ? 'the dialogue has begun: personas and biases can be edited only before the first move' : undefined;
}

function overrule(state: PersuasionState): string | undefined {
  return state.verdict ? undefined : "the verdict's winner can be overruled once the moderator has given the verdict";
}

function noting(state: PersuasionState): string | undefined {
  return done(state) ? 'the debate has ended: no seat will read a note' : undefined;
}

const LATER: readonly Later<PersuasionState>[] = [
  { kind: 'add-fact', command: 'constrain', when: addFact },
  { kind: 'strike', command: 'override', when: onMove },
  { kind: 'strike', command: 'override', when: strike },
  { kind: 'remove-fact', command: 'override', when: removeFact },
  { kind: 'reclassify', command: 'override', when: reclassify },
  { kind: 'restore', command: 'override', when: restore },
  { kind: 'persona', command: 'edit', when: persona },
  { kind: 'decide', command: 'decide', when: overrule },
  { kind: 'note', command: 'note', when: noting },
];

export const whenPossible = whenPossibleFrom(LATER);
