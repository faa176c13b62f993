// The persuasion card on the main screen: the two commitment stores side by side, each statement
// with its id and words (as the seed's final-state table keeps them, with what each side retracted),
// and the words the record uses, explained in the seed's sense for the help screen.
import { table } from '../kit/markdown.js';
import type { LegendEntry, Spotlight } from '../types.js';
import type { PersuasionState } from './state.js';

const MAX = 90;

function said(state: PersuasionState, id: string): string {
  const text = (state.statements[id]?.text ?? '').replace(/\s+/g, ' ').trim();
  return `${id} ${text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text}`;
}

export function spotlight(state: PersuasionState): Spotlight | undefined {
  const { pro, opp } = state.stores;
  if (pro.length === 0 && opp.length === 0) return undefined;
  const rows = Array.from({ length: Math.max(pro.length, opp.length) }, (_, i) => [
    pro[i] ? said(state, pro[i]) : '',
    opp[i] ? said(state, opp[i]) : '',
  ]);
  const retracted = state.retracted;
  if (retracted.pro.length || retracted.opp.length)
    rows.push([
      retracted.pro.length ? `retracted: ${retracted.pro.join(', ')}` : '',
      retracted.opp.length ? `retracted: ${retracted.opp.join(', ')}` : '',
    ]);
  return {
    title: 'Commitment stores',
    markdown: table(['PRO commits to', 'OPP commits to'], rows),
  };
}

export const LEGEND: LegendEntry[] = [
  {
    mark: 'standing',
    meaning: 'the move is in as the dialogue goes (Prakken): the other side surrendered to it, or every reply attacking it is beaten',
  },
  { mark: 'beaten', meaning: 'the move is out: some reply attacking it stands, or its author gave it up' },
  { mark: 'answered / unanswered', meaning: 'whether the other side has replied to the move at all' },
  { mark: 'conceded', meaning: 'the other side conceded the statement: it joins their commitments too' },
  { mark: 'withdrawn', meaning: "its author retracted the statement: it leaves the author's commitments" },
  { mark: 'owed', meaning: 'a why waits for reasons (since) or a retraction, in the next turn' },
  { mark: 'won / dropped', meaning: 'a why whose statement was retracted (won), or whose challenger conceded it (dropped)' },
  { mark: 'surrenders', meaning: 'a concession or retraction: it attacks nothing, so it stands' },
  {
    mark: 'winning the dialogue',
    meaning: 'PRO while its thesis claim is standing, OPP otherwise; it informs the verdict but does not decide it',
  },
  {
    mark: 'who wins',
    meaning:
      'a side that surrenders its thesis loses; otherwise, after the last round, the higher thesis score wins (rule 6), a tie going to OPP',
  },
  { mark: 'IN / OUT / UNDEC', meaning: 'the grounded label of a statement in the argument framework: sceptical, shown for reference' },
  {
    mark: 'score',
    meaning:
      "the statement's gradual score in [0, 1]: 0.5, plus 0.2 of each supporter's, less 0.3 of each rebutter's and 0.4 of each undercutter's",
  },
  { mark: 'survives', meaning: 'a statement scoring above 0.5' },
  { mark: 'struck / flagged', meaning: 'the moderator or the person struck the argument (it leaves the framework), or flagged a rule' },
];
