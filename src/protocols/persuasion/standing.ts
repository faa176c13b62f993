// Who is winning, said one way everywhere (the headline, the progress note, the seats): which rule
// decides — a surrender, else after the last round the scores (seed 002, rule 6), or the person's
// overruling — and, when the dialogue's own status (Prakken's in/out of PRO's thesis) favours the
// other side, why it does, so the two never read as a contradiction.
import type { Headline } from '../types.js';
import type { Analysis } from './analysis.js';
import { SIDE_NAME, type Side } from './config.js';
import { isAttacking } from './replies.js';
import { movesOf, type PersuasionState } from './state.js';

const two = (n: number) => n.toFixed(2);

/** The side that wins (or would, were it decided now) and by what. */
export function winnerNow(state: PersuasionState, a: Analysis): { side: Side; by: 'surrender' | 'scores' | 'person' } {
  if (state.verdict?.overruled) return { side: state.verdict.overruled.winner, by: 'person' };
  if (state.verdict) return { side: state.verdict.winner, by: state.verdict.how };
  return { side: a.determination.winner, by: a.determination.how };
}

/** Why the dialogue favours the side it favours: "OPP's why O1 on A1 still stands; PRO's answer P2 is beaten". */
export function dialogueReason(state: PersuasionState, a: Analysis): string | undefined {
  const thesis = state.thesis.pro;
  const leading = a.dialectic.leading;
  if (!thesis || !leading) return undefined;
  const moveId = state.statements[thesis]!.move;
  const moves = movesOf(state);
  const attacks = moves.filter((m) => m.reply === moveId && isAttacking(m));
  if (leading === 'pro') {
    if (moves.some((m) => m.side === 'opp' && m.act === 'concede' && m.statement === thesis)) return `OPP conceded PRO's thesis ${thesis}`;
    return attacks.length ? `every attack on PRO's thesis ${thesis} is beaten` : `PRO's thesis ${thesis} is unanswered`;
  }
  if (moves.some((m) => m.side === 'pro' && m.act === 'retract' && m.statement === thesis)) return `PRO withdrew its thesis ${thesis}`;
  const standing = attacks.find((m) => a.dialectic.status.get(m.id)?.in);
  if (!standing) return `PRO's thesis ${thesis} is beaten`;
  const what = standing.act === 'why' ? 'why' : 'counter-claim';
  const answers = moves.filter((m) => m.reply === standing.id && isAttacking(m));
  const answer = answers[answers.length - 1];
  const after = answer ? `; PRO's answer ${answer.id} is beaten in turn` : ', unanswered';
  return `OPP's ${what} ${standing.id} on ${thesis} still stands${after}`;
}

export function headline(state: PersuasionState, a: Analysis): Headline {
  if (!state.thesis.pro)
    return {
      text: state.stage === 'context' ? 'Gathering the shared context K; no thesis yet.' : 'No thesis yet: PRO opens.',
      tone: 'neutral',
    };
  const scores = state.verdict?.scores ?? a.determination.scores;
  const win = winnerNow(state, a);
  const name = SIDE_NAME[win.side];
  const loser = SIDE_NAME[win.side === 'pro' ? 'opp' : 'pro'];
  const tied = two(scores.pro) === two(scores.opp);
  const score = tied
    ? `tied at ${two(scores.pro)}, and a tie goes to OPP (PRO carries the burden of proof)`
    : `${two(scores[win.side])} to ${two(scores[win.side === 'pro' ? 'opp' : 'pro'])}`;
  const leading = a.dialectic.leading;
  const reason = dialogueReason(state, a);
  const dialogue = leading && leading !== win.side && reason ? ` The dialogue alone would favour ${SIDE_NAME[leading]}: ${reason}.` : '';
  if (win.by === 'person')
    return {
      text: `${name} wins by the person's ruling (${state.verdict!.overruled!.reason}); the verdict had named ${SIDE_NAME[state.verdict!.winner]} on ${state.verdict!.how === 'scores' ? 'the scores' : 'a surrender'}.`,
      tone: 'neutral',
    };
  if (win.by === 'surrender') {
    const how = state.surrendered?.how ?? `${loser} gave up its thesis`;
    const verb = state.verdict ? 'wins' : 'has won';
    return { text: `${name} ${verb}: ${how}. A surrender decides before the scores (${score}).`, tone: 'good' };
  }
  if (state.verdict)
    return { text: `${name} wins on the scores, ${score} (rule 6: after the last round the scores decide).${dialogue}`, tone: 'good' };
  return {
    text: `${name} leads on the scores, ${score}; they decide after the last round unless a side surrenders (rule 6).${dialogue}`,
    tone: 'neutral',
  };
}

/** The progress note: the same answer, short. */
export function standingNote(state: PersuasionState, a: Analysis): string {
  if (!state.thesis.pro) return 'no thesis yet';
  const win = winnerNow(state, a);
  const d = state.verdict?.scores ?? a.determination.scores;
  const scores = `PRO ${two(d.pro)} vs OPP ${two(d.opp)}`;
  const leading = a.dialectic.leading;
  const dialogue = leading && leading !== win.side ? ` · the dialogue alone favours ${SIDE_NAME[leading]}` : '';
  switch (win.by) {
    case 'person':
      return `${SIDE_NAME[win.side]} by the person's ruling · scores ${scores}`;
    case 'surrender':
      return `${state.surrendered?.how ?? 'a surrender'} · scores ${scores}`;
    case 'scores':
      return `the scores decide (rule 6): ${scores}${dialogue}`;
  }
}

/** A debater seat's stance: its score, and whether it wins (or leads) and by what. */
export function sideStance(state: PersuasionState, a: Analysis, side: Side): string {
  if (!state.thesis.pro) return 'no thesis yet';
  const basis = state.thesis[side] ?? `1 − ${state.thesis.pro}`;
  const score = `score ${two((state.verdict?.scores ?? a.determination.scores)[side])} (${basis})`;
  const win = winnerNow(state, a);
  if (win.side !== side) return score;
  const by = { person: "by the person's ruling", surrender: 'by surrender', scores: 'on the scores' }[win.by];
  return `${score} · ${state.verdict || win.by === 'surrender' ? 'wins' : 'leads'} ${by}`;
}
