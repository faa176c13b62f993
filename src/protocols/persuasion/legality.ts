// Move legality: one rule book, used by parse (to refuse with a reason the seat reads next turn)
// and again by reduce (recorded answers are never trusted blindly). A debater's move must reply to
// an earlier move of the other side by id, as seed 002's table allows (replies.ts); the stage
// narrows what may be said; the moderator's facts, rulings and verdict belong to its own turns.
import { once, type ResponseScope } from '../kit/move-rules.js';
import { dueTurn } from '../kit/turns.js';
import { isSide, other, type Side, SIDE_NAME } from './config.js';
import { freshDetermination } from './analysis.js';
import {
  type DebaterMove,
  isFactId,
  isStatementId,
  MAX_FACTS,
  MAX_MOVES,
  type ModeratorMove,
  type Move,
  type VerdictMove,
} from './moves.js';
import { answersWhy, attackAnswers, CLOSED_ACTS, concedeAnswers, whyAnswers } from './replies.js';
import { type DialogueMove, owedWhys, type PersuasionState, type Purpose } from './state.js';

export function checkMove(state: PersuasionState, seat: string, move: Move, scope: ResponseScope): string | null {
  const turn = dueTurn(state, seat);
  if (!turn) return `it is not ${seat}'s turn`;
  scope.add(`#${countMoves(scope) + 1}`);
  if ('act' in move) {
    if (!isSide(seat)) return 'the moderator does not make speech acts';
    return turn.purpose === 'gather'
      ? 'the gathering asks for facts, not speech acts'
      : checkDebater(state, seat, turn.purpose, move, scope);
  }
  if (isSide(seat) && move.type !== 'fact') return 'debaters answer with speech acts ("act")';
  return checkModerator(state, turn.purpose, move, scope);
}

function checkDebater(state: PersuasionState, side: Side, purpose: Purpose, m: DebaterMove, scope: ResponseScope): string | null {
  if (countMoves(scope) > MAX_MOVES) return `at most ${MAX_MOVES} moves per turn`;
  const bad = m.evidence.find((e) => isFactId(e) && (!state.facts[e] || state.facts[e]!.removed));
  if (bad) return `${bad} is not in the shared context K`;
  if (m.act === 'final')
    return purpose === 'close' ? once(scope, 'final', 'a final statement') : 'final statements belong to the closing round';
  if (purpose === 'open' && side === 'pro') return checkThesis(state, m, scope);
  if (purpose === 'close' && (m.act === 'claim' || m.act === 'why'))
    return `the closing round admits no new ${m.act === 'claim' ? 'claims' : 'challenges'}: final statements, concessions, retractions and answers to owed whys`;
  if (m.act === 'retract' && purpose === 'close' && !m.reply) return checkRetract(state, side, m, undefined, scope);
  if (!m.reply) return `every move replies to an earlier move of ${SIDE_NAME[other(side)]} by id ("reply")`;
  const replied = state.moves[m.reply];
  if (!replied) return `${m.reply} does not exist`;
  if (replied.side === side) return `${m.reply} is your own move: reply to a move of ${SIDE_NAME[other(side)]}`;
  if (CLOSED_ACTS.includes(replied.act)) return `${m.reply} is a ${replied.act}: the table gives it no replies`;
  if (purpose === 'open' && replied.id !== thesisMove(state)) {
    return 'the opening replies to the thesis: claim its negation, ask why, or concede it';
  }
  switch (m.act) {
    case 'claim':
      return checkCounter(state, side, m, replied, scope);
    case 'why':
      return checkWhy(state, side, m.statement!, replied, scope);
    case 'concede':
      return checkConcede(state, side, m.statement!, replied, scope);
    case 'retract':
      return checkRetract(state, side, m, replied, scope);
    case 'since':
      return checkSince(state, side, m, replied, scope);
  }
}

const countMoves = (scope: ResponseScope) => [...scope].filter((k) => k.startsWith('#')).length;
const thesisMove = (state: PersuasionState) => (state.thesis.pro ? state.statements[state.thesis.pro]?.move : undefined);

function checkThesis(state: PersuasionState, m: DebaterMove, scope: ResponseScope): string | null {
  if (m.act !== 'claim' || m.reply || m.against) return 'the opening is your thesis: one claim, replying to nothing';
  if (state.thesis.pro) return 'the thesis is stated already';
  return once(scope, 'thesis', 'a thesis');
}

function heldBy(state: PersuasionState, side: Side, statement: string): string | null {
  if (!isStatementId(statement) || !state.statements[statement]) return `${statement} does not exist`;
  return state.stores[side].includes(statement) ? null : `${SIDE_NAME[side]} does not hold ${statement} (no longer, or never)`;
}

function checkCounter(state: PersuasionState, side: Side, m: DebaterMove, replied: DialogueMove, scope: ResponseScope): string | null {
  if (!m.against) return 'a claim in reply is a counter-claim: say which statement it attacks ("against")';
  const problem = heldBy(state, other(side), m.against);
  if (problem) return problem;
  const type = m.attack ?? 'rebut';
  if (!attackAnswers(replied, m.against, type)) {
    return type === 'rebut'
      ? `${replied.id} does not claim ${m.against}: rebut a statement the move you reply to asserts`
      : `an undercut attacks the step from reasons to a conclusion: reply to the move that gave reasons for ${m.against} (a since, or a claim with evidence)`;
  }
  return once(scope, `attack:${m.against}:${m.statement!.toLowerCase()}`, `the same attack on ${m.against}`);
}

function checkWhy(state: PersuasionState, side: Side, statement: string, replied: DialogueMove, scope: ResponseScope): string | null {
  const problem = heldBy(state, other(side), statement);
  if (problem) return problem;
  if (state.stores[side].includes(statement)) return `you hold ${statement} yourself: there is nothing to ask reasons for`;
  if (!whyAnswers(replied, statement))
    return `why ${statement} answers a claim of ${statement}, or a since giving ${statement} as a reason; ${replied.id} is neither`;
  const open = owedWhys(state, other(side)).find((w) => w.statement === statement);
  if (open) return `${statement} is already challenged by ${open.id}, still unanswered`;
  return once(scope, `why:${statement}`, `why ${statement}`);
}

function checkConcede(state: PersuasionState, side: Side, statement: string, replied: DialogueMove, scope: ResponseScope): string | null {
  if (!isStatementId(statement) || !state.statements[statement]) return `${statement} does not exist`;
  if (state.stores[side].includes(statement)) return `you hold ${statement} already`;
  if (!concedeAnswers(replied, statement))
    return `concede ${statement} answers a claim of ${statement}, or a since giving it as a reason; ${replied.id} is neither`;
  return once(scope, `settle:${statement}`, `${statement} settled`);
}

function checkRetract(
  state: PersuasionState,
  side: Side,
  m: DebaterMove,
  replied: DialogueMove | undefined,
  scope: ResponseScope,
): string | null {
  const problem = heldBy(state, side, m.statement!);
  if (problem) return problem;
  if (replied && !answersWhy(replied, m.statement!))
    return `retract ${m.statement} answers a why on ${m.statement}; ${replied.id} is not one`;
  return once(scope, `settle:${m.statement}`, `${m.statement} settled`);
}

function checkSince(state: PersuasionState, side: Side, m: DebaterMove, replied: DialogueMove, scope: ResponseScope): string | null {
  const statement = m.statement!;
  const problem = heldBy(state, side, statement);
  if (problem) return problem;
  if (!answersWhy(replied, statement)) return `since answers a why on ${statement}; ${replied.id} is not one`;
  if (!owedWhys(state, side).some((w) => w.id === replied.id)) return `${replied.id} is answered already`;
  for (const reason of m.reasons ?? []) {
    if (reason === statement) return `${statement} cannot be its own reason`;
    if (isStatementId(reason) && !state.statements[reason]) return `the reason ${reason} does not exist`;
  }
  return once(scope, `answer:${replied.id}`, `${replied.id} answered`) ?? once(scope, `settle:${statement}`, `${statement} settled`);
}

function checkModerator(state: PersuasionState, purpose: Purpose, m: ModeratorMove, scope: ResponseScope): string | null {
  switch (m.type) {
    case 'fact': {
      if (purpose !== 'gather') return 'facts are gathered before the opening';
      const same = state.factOrder.find((id) => state.facts[id]!.text.toLowerCase() === m.fact.toLowerCase());
      if (same) return `already in K as ${same}`;
      if ([...scope].filter((k) => k.startsWith('fact:')).length >= MAX_FACTS) return `at most ${MAX_FACTS} facts at a time`;
      return once(scope, `fact:${m.fact.toLowerCase()}`, 'the same fact');
    }
    case 'reclassify':
    case 'strike':
    case 'flag': {
      if (purpose !== 'review') return 'rulings belong to the review of a round';
      if (m.type === 'flag')
        return state.moves[m.item] || state.statements[m.item]
          ? once(scope, `flag:${m.item}:${m.rule}`, `the same flag on ${m.item}`)
          : `${m.item} does not exist`;
      const statement = state.statements[m.statement];
      if (!statement) return `${m.statement} does not exist`;
      if (m.type === 'reclassify') {
        if (!statement.attack) return `${m.statement} attacks nothing: only counter-claims are classified`;
        if (statement.attack.type === m.attack) return `${m.statement} is classified ${m.attack} already`;
      } else {
        if (statement.struck) return `${m.statement} is struck already`;
        if (Object.values(state.thesis).includes(m.statement)) return `${m.statement} is a thesis: judge it, do not strike it`;
      }
      return once(scope, `rule:${m.statement}`, `a ruling on ${m.statement}`);
    }
    case 'verdict':
      if (purpose !== 'judge') return 'the verdict comes after the closing round';
      return verdictProblem(state, m) ?? once(scope, 'verdict', 'a verdict');
  }
}

/** The verdict follows the rules: a surrender decides, else the scores do; it cites and ranks real arguments. */
export function verdictProblem(state: PersuasionState, v: VerdictMove): string | null {
  const due = freshDetermination(state);
  if (v.winner !== due.winner) {
    const why =
      due.how === 'surrender'
        ? `${SIDE_NAME[due.surrender!.side]} surrendered (${due.surrender!.how})`
        : `the scores decide: PRO ${due.scores.pro.toFixed(2)} vs OPP ${due.scores.opp.toFixed(2)}`;
    return `the winner is ${SIDE_NAME[due.winner]}: ${why}`;
  }
  if (!/\bA\d+\b/.test(v.rationale)) return 'the rationale cites the arguments it rests on by id (A3, …)';
  const notSurviving = v.strongest.find((id) => !due.survivors[v.winner].includes(id));
  if (notSurviving)
    return `${notSurviving} is not a surviving argument of ${SIDE_NAME[v.winner]} (${due.survivors[v.winner].join(', ') || 'it has none'})`;
  const notLosing = v.validPoints.find((p) => state.statements[p.id]?.side !== other(v.winner));
  if (notLosing) return `${notLosing.id} is not an argument of the losing side`;
  return null;
}
