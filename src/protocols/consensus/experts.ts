// Each expert as a person compares them side by side: its perspective, its latest verdict with the
// strength of its objection, its strongest point, and the newest thing said between it and the
// proposer. The record's expert rows and the spotlight both read it, so they never disagree.
import { stanceOf } from './check.js';
import { type Challenger, CHALLENGERS, seatLabel } from './config.js';
import { ANGLES } from './persona-text.js';
import { type ConsensusState, type Item, latestStance, type VerdictItem } from './state.js';
import { standingOf } from './standing.js';

export interface Expert {
  seat: Challenger;
  /** "Architect". */
  label: string;
  /** The persona's title: "streaming platform architect". */
  perspective: string;
  /** "MAINTAIN · strong", "partial · strong", "agree", "not heard yet", "dropped". */
  verdict: string;
  /** Where it stands: agreeing, dissenting, out, or not heard yet. */
  status: 'agree' | 'dissent' | 'out' | 'pending';
  /** The objection it pressed hardest, or what it validated; its persona's focus before it is heard. */
  strongest: string;
  /** The newest item said by or to it. */
  latest?: Item;
}

/** The challengers seated, in the seed's order. */
export function experts(s: ConsensusState): Expert[] {
  return CHALLENGERS.filter((seat) => s.challengers[seat].status !== 'unseated').map((seat) => expert(s, seat));
}

function expert(s: ConsensusState, seat: Challenger): Expert {
  const standing = standingOf(s, seat);
  const own = s.order.map((id) => s.items[id]!).filter((i) => i.kind !== 'position' && i.kind !== 'statement' && i.seat === seat);
  const persona = s.personas[seat];
  const latest = own[own.length - 1];
  return {
    seat,
    label: ANGLES[seat].label,
    perspective: persona.title,
    verdict: verdictOf(s, seat) ?? standing.stance,
    status: standing.status,
    strongest: strongestPoint(own) ?? (persona.focus.length ? persona.focus.slice(0, 3).join('; ') : ANGLES[seat].angle),
    ...(latest ? { latest } : {}),
  };
}

/** The latest verdict or rebuttal, with the strength of the objection it belongs to. */
function verdictOf(s: ConsensusState, seat: Challenger): string | undefined {
  const latest = latestStance(s, seat);
  if (!latest) return undefined;
  if (latest.kind === 'verdict') {
    const st = stanceOf(latest);
    return st.verdict === 'agree' ? 'agree' : `${st.verdict} · ${st.strength}`;
  }
  const response = latest.override?.value ?? latest.response ?? 'unreadable';
  const opened = s.dissents[latest.dissent]?.items.map((id) => s.items[id]!).find((i): i is VerdictItem => i.kind === 'verdict');
  // An accepted answer ends the objection: its strength no longer says anything.
  return opened && response !== 'ACCEPT' ? `${response} · ${stanceOf(opened).strength}` : response;
}

/** The last objection it did not give up (a rebuttal that did not accept, a verdict that did not agree), else its latest word. */
function strongestPoint(own: Item[]): string | undefined {
  const words = (i: Item) => {
    if (i.kind === 'rebuttal') return i.reason || i.points[0]?.point;
    if (i.kind === 'verdict') return i.summary || i.points[0]?.point;
    return undefined;
  };
  for (const i of [...own].reverse()) {
    const pressing =
      (i.kind === 'rebuttal' && (i.override?.value ?? i.response) !== 'ACCEPT') ||
      (i.kind === 'verdict' && stanceOf(i).verdict !== 'agree');
    if (pressing && words(i)) return words(i);
  }
  for (const i of [...own].reverse()) if (words(i)) return words(i);
  return undefined;
}

/** One line for an item: who said what, as the row's latest word. */
export function itemLine(item: Item): string {
  switch (item.kind) {
    case 'verdict': {
      const st = stanceOf(item);
      return `r${item.round} verdict ${st.verdict}${st.verdict === 'agree' ? '' : ` (${st.strength})`}${item.summary ? `: ${item.summary}` : ''}`;
    }
    case 'rebuttal':
      return `r${item.round} ${item.override?.value ?? item.response ?? 'unreadable'}: ${item.reason}`;
    case 'response':
      return `r${item.round} ${item.by === 'person' ? 'the person' : 'Proposer'} ${item.decision ?? 'no decision'}: ${item.reason}`;
    case 'position':
      return `v${item.version}: ${item.text}`;
    case 'statement':
      return `${seatLabel(item.seat)}: ${item.why}`;
  }
}
