// The dialectical status of every move as the dialogue goes (Prakken 2005): a move is in (shown as
// "standing", so it is not read as a grounded label) when the
// other side surrendered to it, or else when none of its attacking replies is in; the author giving
// it up (retracting what it claimed, conceding what it challenged) puts it out ("beaten"). Replies only ever
// point back, so one pass from the last move to the first decides every move. Whoever's opening
// move is in is currently winning the dialogue: PRO while its thesis claim is in, OPP otherwise.
import type { Side } from './config.js';
import { isAttacking } from './replies.js';
import { type DialogueMove, movesOf, owedWhys, type PersuasionState } from './state.js';

export interface MoveStatus {
  in: boolean;
  /** Some reply was made to it. */
  answered: boolean;
  /** As a person reads it: "unanswered", "answered", "conceded by OPP", "owed by PRO", … */
  label: string;
}

export interface Dialectic {
  status: ReadonlyMap<string, MoveStatus>;
  /** The side whose position the dialogue currently favours; undefined before the thesis. */
  leading?: Side;
}

/** How a person reads a move's status: standing (in) or beaten (out), and why. */
export function statusText(s: MoveStatus, act: DialogueMove['act']): string {
  if (act === 'concede' || act === 'retract' || act === 'final') return s.label;
  return `${s.in ? 'standing' : 'beaten'} · ${s.label}`;
}

export function dialectic(state: PersuasionState): Dialectic {
  const moves = movesOf(state);
  const replies = new Map<string, DialogueMove[]>();
  for (const m of moves) {
    if (!m.reply) continue;
    const list = replies.get(m.reply);
    if (list) list.push(m);
    else replies.set(m.reply, [m]);
  }
  const surrenders = new Set(
    moves.filter((x) => x.act === 'retract' || x.act === 'concede').map((x) => `${x.side} ${x.act} ${x.statement}`),
  );
  const givenUp = (side: Side, act: 'retract' | 'concede', statement: string | undefined) =>
    statement !== undefined && surrenders.has(`${side} ${act} ${statement}`);
  const owed = new Set([...owedWhys(state, 'pro'), ...owedWhys(state, 'opp')].map((w) => w.id));
  const status = new Map<string, MoveStatus>();
  for (let i = moves.length - 1; i >= 0; i--) {
    const m = moves[i]!;
    const mine = replies.get(m.id) ?? [];
    const attacking = mine.filter(isAttacking);
    // Conceding one reason of a since surrenders that reason, not the move: only a surrender of the
    // move's own statement (a concession of its claim, a retraction of what a why challenged) counts.
    const surrendered = mine.some((r) => !isAttacking(r) && r.statement === m.statement);
    const stands = attacking.every((r) => !status.get(r.id)!.in);
    const conceded = mine.filter((r) => r.act === 'concede' && r.statement !== m.statement).map((r) => r.statement!);
    const found = statusOf(m, mine.length > 0, surrendered, stands, givenUp, owed);
    status.set(m.id, conceded.length ? { ...found, label: `${found.label} · ${conceded.join(', ')} conceded` } : found);
  }
  const thesis = state.thesis.pro ? state.statements[state.thesis.pro]?.move : undefined;
  return { status, ...(thesis && status.has(thesis) ? { leading: status.get(thesis)!.in ? 'pro' : 'opp' } : {}) };
}

/** Who the dialogue favours and why, in one line: "OPP is winning the dialogue (P1, the thesis, is out)". */
export function leadText(state: PersuasionState, d: Dialectic): string | undefined {
  if (!d.leading || !state.thesis.pro) return undefined;
  const thesisMove = state.statements[state.thesis.pro]!.move;
  return `${d.leading.toUpperCase()} is winning the dialogue (${thesisMove}, the thesis, is ${d.leading === 'pro' ? 'in' : 'out'})`;
}

function statusOf(
  m: DialogueMove,
  answered: boolean,
  surrendered: boolean,
  stands: boolean,
  givenUp: (side: Side, act: 'retract' | 'concede', statement: string | undefined) => boolean,
  owed: Set<string>,
): MoveStatus {
  const otherSide: Side = m.side === 'pro' ? 'opp' : 'pro';
  const name = (s: Side) => s.toUpperCase();
  switch (m.act) {
    case 'claim':
    case 'since': {
      if (givenUp(m.side, 'retract', m.statement)) return { in: false, answered, label: `withdrawn by ${name(m.side)}` };
      if (surrendered) return { in: true, answered, label: `conceded by ${name(otherSide)}` };
      return { in: stands, answered, label: answered ? 'answered' : 'unanswered' };
    }
    case 'why': {
      if (givenUp(m.side, 'concede', m.statement))
        return { in: false, answered, label: `dropped: ${name(m.side)} conceded ${m.statement}` };
      if (surrendered) return { in: true, answered, label: `won: ${name(otherSide)} retracted ${m.statement}` };
      if (owed.has(m.id)) return { in: stands, answered, label: `owed by ${name(otherSide)}` };
      return { in: stands, answered, label: answered ? 'answered' : 'moot' };
    }
    case 'concede':
    case 'retract':
    case 'final':
      return { in: true, answered, label: m.act === 'final' ? 'closing statement' : 'surrenders' };
  }
}
