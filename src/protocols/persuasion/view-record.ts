// The record as a person reads it: the facts of K, then each speech act leading with the words it
// is about (the statement claimed, challenged, conceded or retracted; a since's reasons; a final
// statement), its act as the badge, a short dialectical status (standing or beaten, and a surrender
// when there is one; the full status is in its detail), and the latest reply to it; then the
// moderator's rulings and the verdict.
import type { RecordRow, Tone } from '../types.js';
import type { Analysis } from './analysis.js';
import { SIDE_NAME } from './config.js';
import type { MoveStatus } from './dialectic.js';
import { type DialogueMove, movesOf, owedWhys, type PersuasionState } from './state.js';

const TONES: Record<DialogueMove['act'], Tone> = {
  claim: 'claimed',
  since: 'supported',
  why: 'neutral',
  concede: 'revised',
  retract: 'withdrawn',
  final: 'neutral',
};

const words = (state: PersuasionState, id: string | undefined) => (id ? (state.statements[id]?.text ?? id) : '');

/** The words a move is about, with nothing a mark already says. */
export function moveWords(state: PersuasionState, m: DialogueMove): string {
  switch (m.act) {
    case 'since':
      return `${words(state, m.statement)} — because ${(m.reasons ?? []).map((r) => words(state, r)).join('; ')}`;
    case 'final':
      return m.argument;
    default:
      return words(state, m.statement);
  }
}

/** One or two words: standing or beaten, and how when it was a surrender or is owed. */
function shortStatus(m: DialogueMove, st: MoveStatus, state: PersuasionState): string | undefined {
  if (m.act === 'final') return undefined;
  if (m.act === 'concede' || m.act === 'retract') return 'surrenders';
  const moves = movesOf(state);
  const mine = moves.filter((r) => r.reply === m.id);
  const other = m.side === 'pro' ? ('opp' as const) : ('pro' as const);
  const by = (side: string, act: string) => moves.some((x) => x.side === side && x.act === act && x.statement === m.statement);
  const base = st.in ? 'standing' : 'beaten';
  if (m.act === 'why') {
    if (by(m.side, 'concede')) return `${base} · dropped`;
    if (mine.some((r) => r.act === 'retract' && r.statement === m.statement)) return `${base} · won`;
    if (owedWhys(state, other).some((w) => w.id === m.id)) return `${base} · owed`;
    return base;
  }
  if (by(m.side, 'retract')) return `${base} · withdrawn`;
  if (mine.some((r) => r.act === 'concede' && r.statement === m.statement) || by(other, 'concede')) return `${base} · conceded`;
  return base;
}

export function recordRows(state: PersuasionState, a: Analysis): RecordRow[] {
  const facts = state.factOrder.map((id): RecordRow => {
    const f = state.facts[id]!;
    return {
      id,
      mark: 'K',
      badge: 'fact',
      tone: f.by === 'human' ? 'authoritative' : 'neutral',
      ...(f.by !== 'human' ? { seat: f.by } : {}),
      text: f.text,
      item: id,
      status: f.removed ? 'removed' : 'in K',
      flags: [],
      ...(f.source ? { latest: `source: ${f.source}` } : {}),
    };
  });
  const flaggedItems = new Set(state.flags.map((f) => f.item));
  const moves = movesOf(state);
  const rows = state.moveOrder.map((id): RecordRow => {
    const m = state.moves[id]!;
    const st = a.dialectic.status.get(id);
    const about = m.act === 'claim' || m.act === 'since' ? m.statement : undefined;
    const formal = about ? a.map.status.get(about) : undefined;
    const flagged = flaggedItems.has(id) || (about !== undefined && flaggedItems.has(about));
    const status = st ? shortStatus(m, st, state) : undefined;
    const reply = moves.filter((r) => r.reply === id).pop();
    return {
      id,
      mark: m.round === 0 ? 'r0' : m.round > state.config.rounds ? 'cl' : `r${m.round}`,
      badge: m.by === 'engine' ? `${m.act}·engine` : m.act,
      tone: m.by === 'engine' ? 'authoritative' : TONES[m.act],
      seat: m.side,
      text: moveWords(state, m),
      item: id,
      ...(status ? { status } : {}),
      flags: [...(flagged ? ['flagged'] : []), ...(about && state.statements[about]?.struck ? ['struck'] : [])],
      ...(formal ? { formal } : {}),
      ...(reply ? { latest: `${reply.id} ${SIDE_NAME[reply.side]} ${reply.act}: ${moveWords(state, reply)}` } : {}),
    };
  });
  const rulings = state.rulings.map(
    (r): RecordRow => ({
      id: r.id,
      mark: 'mod',
      badge: r.kind,
      tone: r.by === 'human' ? 'authoritative' : 'neutral',
      seat: r.by === 'mod' ? 'mod' : 'human',
      text: r.detail,
      item: r.target,
      status: `on ${r.target}`,
      flags: [],
    }),
  );
  const v = state.verdict;
  const verdict: RecordRow[] = v
    ? [
        {
          id: 'verdict',
          mark: 'J',
          badge: 'verdict',
          tone: 'authoritative',
          seat: 'mod',
          text: v.rationale,
          status: `${SIDE_NAME[v.overruled?.winner ?? v.winner]} wins`,
          flags: v.overruled ? ['overruled'] : [],
          latest: v.overruled
            ? `the person overruled it: ${SIDE_NAME[v.overruled.winner]} wins (${v.overruled.reason})`
            : `${v.how === 'scores' ? 'on the scores' : 'by surrender'}: PRO ${v.scores.pro.toFixed(2)} vs OPP ${v.scores.opp.toFixed(2)}`,
        },
      ]
    : [];
  return [...facts, ...rows, ...rulings, ...verdict];
}
