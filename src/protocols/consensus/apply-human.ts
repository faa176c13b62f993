// The person's actions, applied once checkHuman let them through. The person's word wins over any
// agent's: an override settles a stance (and re-runs the check it affects), an answer on the
// proposer's behalf binds the proposer's next turn.
import { applyNote } from '../kit/common-actions.js';
import { notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { quote } from '../kit/quote.js';
import type { HumanInput } from '../types.js';
import { settle } from './check.js';
import { type Challenger, SEATS } from './config.js';
import { type Ctx, editDissent, editItem, say } from './context.js';
import { consensusConfidence, end, startAssumptions, startChallenge, startConfrontation } from './flow.js';
import type { Decision } from './moves.js';
import { ANGLES } from './persona-text.js';
import { titleOf } from './human-actions.js';
import { openDissents, type Override } from './state.js';

export function applyHumanAction(ctx: Ctx, kind: string, input: HumanInput): void {
  const why = input.reason?.trim() ?? '';
  const id = input.item ?? '';
  const override = { value: input.value ?? '', reason: why, seq: ctx.seq };
  switch (kind) {
    case 'edit-persona': {
      const seat = id as Challenger;
      const text = input.text ?? '';
      const focus = text
        .split('\n')
        .filter((l) => /^\s*[-*]\s+/.test(l))
        .map((l) => l.replace(/^\s*[-*]\s+/, '').trim());
      ctx.d.personas[seat] = { title: titleOf(text), expertise: '', focus, text, source: 'person' };
      notify(
        ctx,
        'persona.edited',
        `The person rewrites the ${ANGLES[seat].label}'s persona: ${quote(titleOf(text), 80)}${why ? ` (${why})` : ''}.`,
        { seat, item: seat },
      );
      return;
    }
    case 'override-verdict':
    case 'override-strength': {
      const verdict = editItem<'verdict'>(ctx, id);
      verdict.override = { ...verdict.override, [kind === 'override-verdict' ? 'verdict' : 'strength']: override };
      notify(
        ctx,
        'human.override',
        `The person overrides ${id} (${ANGLES[verdict.seat].label}): ${kind === 'override-verdict' ? 'verdict' : 'strength'} ${input.value} (${why}).`,
        { seat: verdict.seat, item: id },
      );
      remind(
        ctx,
        'proposer',
        `The person set the ${ANGLES[verdict.seat].label}'s ${kind === 'override-verdict' ? 'verdict' : 'objection strength'} to ${input.value}: ${why}`,
      );
      return settle(ctx);
    }
    case 'override-rebuttal':
      return overrideRebuttal(ctx, id, override);
    case 'decide': {
      const dissent = ctx.d.dissents[id]!;
      const response = say(ctx, 'A', {
        kind: 'response',
        seat: dissent.seat,
        dissent: id,
        decision: input.value as Decision,
        reason: input.text ?? '',
        change: input.text ?? '',
        by: 'person',
      });
      const d = editDissent(ctx, id);
      d.items.push(response);
      d.decided = response;
      notify(
        ctx,
        'human.decision',
        `The person answers ${id} (${ANGLES[dissent.seat].label}) for the proposer: ${input.value} — ${quote(input.text ?? '')}`,
        { item: id },
      );
      remind(
        ctx,
        'proposer',
        `The person answered ${id} (the ${ANGLES[dissent.seat].label}) for you: ${input.value} — ${input.text ?? ''}. Your revised position must reflect it.`,
      );
      return;
    }
    case 'another-round':
      return anotherRound(ctx, why);
    case 'end-tradeoff':
      ctx.d.endRequested = true;
      notify(ctx, 'human.end', `The person ends the debate with the trade-off report (${why}); the assumptions are asked for first.`);
      return startAssumptions(ctx);
    case 'note':
      return applyNote(ctx, input, SEATS);
  }
}

function overrideRebuttal(ctx: Ctx, id: string, override: Override): void {
  const rebuttal = editItem<'rebuttal'>(ctx, id);
  rebuttal.override = override;
  const dissent = editDissent(ctx, rebuttal.dissent);
  if (override.value === 'ACCEPT') Object.assign(dissent, { status: 'resolved', resolvedBy: 'person' });
  else if (dissent.status !== 'open') {
    dissent.status = 'open';
    delete dissent.resolvedBy;
  }
  notify(ctx, 'human.override', `The person overrides ${id} (${ANGLES[rebuttal.seat].label}): ${override.value} (${override.reason}).`, {
    seat: rebuttal.seat,
    item: rebuttal.dissent,
  });
  remind(ctx, 'proposer', `The person set the ${ANGLES[rebuttal.seat].label}'s rebuttal to ${override.value}: ${override.reason}`);
  if (openDissents(ctx.d).length === 0) {
    return end(ctx, {
      kind: 'consensus',
      route: 'resolved',
      detail: `every dissent is resolved after round ${ctx.d.round - (ctx.d.phase === 'CONFRONTATION' ? 1 : 0)}, the last by the person`,
      confidence: consensusConfidence(ctx.d, 'resolved'),
    });
  }
  if (ctx.d.phase === 'ASSUMPTIONS') startAssumptions(ctx);
}

/** Another round: the open dissents are confronted again, or, with none, the position is challenged afresh. */
function anotherRound(ctx: Ctx, why: string): void {
  const d = ctx.d;
  delete d.ended;
  delete d.endRequested;
  d.passed = d.passed.filter((p) => p !== 'REPORT');
  d.round += 1;
  d.bound = Math.max(d.bound, d.round);
  const open = openDissents(d).length;
  notify(
    ctx,
    'human.round',
    `The person forces round ${d.round} (${why}): ${open ? `the ${open} open dissent(s) are confronted again` : 'the position is challenged afresh'}.`,
  );
  if (open > 0) return startConfrontation(ctx, 'confront');
  startChallenge(ctx);
}
