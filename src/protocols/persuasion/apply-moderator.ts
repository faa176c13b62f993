// The moderator's answers applied: facts for the shared context K, the rulings of its review of a
// round (an attack reclassified, an argument struck, a rule flagged), and the verdict. The person
// makes the same rulings through their actions (apply-human.ts); both are recorded as M… rulings.
import { append, insert, nextId, notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { quote } from '../kit/quote.js';
import { SIDE_NAME, type Seat } from './config.js';
import { type Ctx, editStatement, flag } from './context.js';
import type { FactMove, ModeratorMove, RulingMove, VerdictMove } from './moves.js';
import { ruleTitle } from './rules.js';
import type { AttackType, RuleId, Verdict } from './state.js';
import { freshDetermination } from './analysis.js';

export function applyModeratorMove(ctx: Ctx, seat: Seat, m: ModeratorMove): void {
  switch (m.type) {
    case 'fact':
      return addFact(ctx, m, seat);
    case 'reclassify':
    case 'strike':
    case 'flag':
      return applyRuling(ctx, m, 'mod');
    case 'verdict':
      return renderVerdict(ctx, m);
  }
}

export function addFact(ctx: Ctx, m: Pick<FactMove, 'fact' | 'source'>, by: Seat | 'human'): void {
  const id = nextId(ctx, 'K');
  insert(ctx, 'facts', id, { id, text: m.fact, ...(m.source ? { source: m.source } : {}), by });
  append(ctx, 'factOrder', id);
  notify(
    ctx,
    'fact.added',
    `${id} enters K (${by === 'human' ? 'the person' : SIDE_NAME[by]}): ${quote(m.fact)}${m.source ? ` [${m.source}]` : ''}`,
    { item: id },
  );
}

export function applyRuling(ctx: Ctx, m: RulingMove | { type: 'restore'; statement: string; reason: string }, by: 'mod' | 'human'): void {
  const who = by === 'mod' ? 'The moderator' : 'The person';
  const id = nextId(ctx, 'M');
  const rule = (target: string, kind: 'reclassify' | 'strike' | 'restore' | 'flag', detail: string) =>
    append(ctx, 'rulings', { id, by, kind, target, detail, round: ctx.d.round });
  switch (m.type) {
    case 'reclassify':
      return reclassify(ctx, m.statement, m.attack, m.reason, by, id, rule);
    case 'strike': {
      const s = editStatement(ctx, m.statement);
      s.struck = { by, rule: m.rule, reason: m.reason };
      rule(m.statement, 'strike', `${ruleTitle(m.rule)}: ${m.reason}`);
      notify(ctx, 'statement.struck', `${who} strikes ${m.statement} from the framework (${m.rule}): ${m.reason} [${id}]`, {
        item: m.statement,
      });
      remind(
        ctx,
        s.side,
        `${who} struck your ${m.statement} from the framework (${ruleTitle(m.rule)}): ${m.reason}. It no longer counts; make your strongest case instead.`,
      );
      return;
    }
    case 'restore': {
      const s = editStatement(ctx, m.statement);
      delete s.struck;
      rule(m.statement, 'restore', m.reason);
      notify(ctx, 'statement.restored', `${who} restores ${m.statement} to the framework: ${m.reason} [${id}]`, { item: m.statement });
      remind(ctx, s.side, `${who} restored your ${m.statement} to the framework: ${m.reason}.`);
      return;
    }
    case 'flag': {
      rule(m.item, 'flag', `${ruleTitle(m.rule)}: ${m.note}`);
      const owner = ctx.d.moves[m.item]?.side ?? ctx.d.statements[m.item]?.side;
      flag(ctx, { rule: m.rule as RuleId, by, item: m.item, text: `${m.item}: ${m.note} [${id}]` }, owner);
      return;
    }
  }
}

function reclassify(
  ctx: Ctx,
  statement: string,
  type: AttackType,
  reason: string,
  by: 'mod' | 'human',
  id: string,
  rule: (target: string, kind: 'reclassify', detail: string) => void,
): void {
  const s = editStatement(ctx, statement);
  const from = s.attack!.type;
  s.attack = { ...s.attack!, type, by, reason };
  rule(statement, 'reclassify', `${from} → ${type}: ${reason}`);
  const who = by === 'mod' ? 'The moderator' : 'The person';
  notify(
    ctx,
    'attack.reclassified',
    `${who} reclassifies ${statement}'s attack on ${s.attack.target}: ${from} → ${type} (${reason}) [${id}]`,
    { item: statement },
  );
  for (const side of ['pro', 'opp'] as const)
    remind(ctx, side, `${who} reclassified ${statement}'s attack on ${s.attack.target} as ${type}: ${reason}.`);
}

function renderVerdict(ctx: Ctx, m: VerdictMove): void {
  const due = freshDetermination(ctx.d);
  const verdict: Verdict = {
    winner: m.winner,
    how: due.how,
    scores: due.scores,
    by: 'mod',
    answers: m.answers,
    rationale: m.rationale,
    strongest: m.strongest.length > 0 ? m.strongest : due.survivors[m.winner].slice(0, 2),
    validPoints: m.validPoints,
    consensus: m.consensus,
    revisit: m.revisit,
    bias: m.bias,
  };
  ctx.d.verdict = verdict;
  notify(
    ctx,
    'verdict.rendered',
    `Verdict: ${SIDE_NAME[m.winner]} wins (${due.scores.pro.toFixed(2)} vs ${due.scores.opp.toFixed(2)}, ${due.how === 'surrender' ? 'by surrender' : 'by the scores'}).`,
  );
}

/** When the moderator could not judge, the rules still name a winner: the engine's determination stands. */
export function engineVerdict(ctx: Ctx, why: string): void {
  const due = freshDetermination(ctx.d);
  const loser = due.winner === 'pro' ? 'opp' : 'pro';
  ctx.d.verdict = {
    winner: due.winner,
    how: due.how,
    scores: due.scores,
    by: 'engine',
    rationale:
      due.how === 'surrender'
        ? due.surrender!.how
        : `No side surrendered; the scores decide (${due.scores.pro.toFixed(2)} vs ${due.scores.opp.toFixed(2)}).`,
    strongest: due.survivors[due.winner].slice(0, 2),
    validPoints: due.survivors[loser].slice(0, 2).map((id) => ({ id, why: 'it survives with a score above 0.5' })),
    consensus: '',
    revisit: [],
    bias: '',
  };
  notify(
    ctx,
    'verdict.rendered',
    `Verdict by the rules (${why}): ${SIDE_NAME[due.winner]} wins (${due.scores.pro.toFixed(2)} vs ${due.scores.opp.toFixed(2)}).`,
    { level: 'warning' },
  );
}
