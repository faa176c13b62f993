// When an action the person cannot take now becomes possible, in the protocol's words: a persona is
// rewritten before its file is written, a verdict right after its round's check, a rebuttal between
// rounds, a dissent answered while the proposer owes its answer, another round forced between
// assumption rounds or after the end, and the trade-off report asked for once there is a position.
import { type Later, whenPossibleFrom } from '../kit/when-possible.js';
import { CHALLENGERS } from './config.js';
import type { ConsensusState } from './state.js';

const ENDED = 'the debate has ended';

function persona(s: ConsensusState, item?: string): string | undefined {
  if (item !== undefined && !(CHALLENGERS as readonly string[]).includes(item)) return undefined;
  if (s.ended) return `${ENDED}: the personas are part of its record`;
  if (s.phase === 'PERSONAS') return 'a persona can be rewritten once the personas are drafted, until its file is written';
  return 'the personas are fixed: a persona can be rewritten only before its file is written and the opening given';
}

const isKind = (s: ConsensusState, item: string | undefined, kind: string) => item === undefined || s.items[item]?.kind === kind;

function verdict(s: ConsensusState, item?: string): string | undefined {
  if (!isKind(s, item, 'verdict')) return undefined;
  if (s.ended) return `${ENDED}: its verdicts stand`;
  return `${item ?? 'a verdict'} can be overridden right after its challenge round's check, until the proposer answers the dissents`;
}

function strength(s: ConsensusState, item?: string): string | undefined {
  const said = item === undefined ? undefined : s.items[item];
  if (said?.kind === 'verdict' && said.verdict === 'agree' && !said.override?.verdict)
    return `${item} agrees: it raised no objection whose strength could change`;
  return verdict(s, item);
}

function rebuttal(s: ConsensusState, item?: string): string | undefined {
  if (!isKind(s, item, 'rebuttal')) return undefined;
  if (s.ended) return `${ENDED}: its rebuttals stand`;
  return `${item ?? 'a rebuttal'} can be overridden between rounds, while it is its challenger's latest word and before the proposer answers`;
}

function dissent(s: ConsensusState, item?: string): string | undefined {
  const found = item === undefined ? undefined : s.dissents[item];
  if (item !== undefined && !found) return undefined;
  if (s.ended) return `${ENDED}: no dissent is owed an answer`;
  if (found && found.status !== 'open') return `${item} is ${found.status} already`;
  if (found?.decided) return `${item} is answered already (undo takes the answer back)`;
  return `${item ?? 'a dissent'} can be answered on the proposer's behalf once a challenge round's check leaves it open`;
}

function anotherRound(s: ConsensusState): string | undefined {
  if (s.ended?.kind === 'aborted') return 'the debate was aborted: no round can be forced after it';
  return 'another round can be forced between rounds of the assumptions phase, or once the debate has ended';
}

function tradeoff(s: ConsensusState): string | undefined {
  if (s.ended) return ENDED;
  if (s.version === 0) return 'the debate can be ended with the trade-off report once the proposer has stated a position';
  return 'the assumptions are being stated: the debate ends with its report once they are';
}

const noting = (s: ConsensusState) => (s.ended ? `${ENDED}: no seat will read a note` : undefined);

const LATER: readonly Later<ConsensusState>[] = [
  { kind: 'edit-persona', command: 'edit', when: persona },
  { kind: 'override-verdict', command: 'override', when: verdict },
  { kind: 'override-strength', command: 'override', when: strength },
  { kind: 'override-rebuttal', command: 'override', when: rebuttal },
  { kind: 'decide', command: 'decide', when: dissent },
  { kind: 'another-round', command: 'decide', when: anotherRound },
  { kind: 'end-tradeoff', command: 'decide', when: tradeoff },
  { kind: 'note', command: 'note', when: noting },
];

export const whenPossible = whenPossibleFrom(LATER);
