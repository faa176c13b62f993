// The person's actions applied: first-class, recorded with their reason, and told to the seats.
import { applyNote } from '../kit/common-actions.js';
import { notify } from '../kit/draft.js';
import { fieldText } from '../kit/human-input.js';
import { remind } from '../kit/mailbox.js';
import type { HumanInput } from '../types.js';
import { addFact, applyRuling } from './apply-moderator.js';
import { type Seat, SEATS, SIDE_NAME, type Side } from './config.js';
import type { Ctx } from './context.js';
import type { AttackType, RuleId } from './state.js';

function tellSeats(ctx: Ctx, text: string): void {
  for (const seat of SEATS) remind(ctx, seat, `The person: ${text}`);
}

export function applyHumanAction(ctx: Ctx, kind: string, input: HumanInput): void {
  const why = input.reason?.trim() ?? '';
  const target = input.item ?? '';
  switch (kind) {
    case 'add-fact': {
      const source = fieldText(input, 'source')?.trim();
      addFact(ctx, { fact: input.text!.trim(), ...(source ? { source } : {}) }, 'human');
      tellSeats(ctx, `added ${ctx.d.factOrder.at(-1)} to K: ${input.text!.trim()}`);
      return;
    }
    case 'remove-fact': {
      const fact = ctx.d.facts[target]!;
      ctx.d.facts[target] = { ...fact, removed: why };
      notify(ctx, 'fact.removed', `The person takes ${target} out of K: ${why}.`, { item: target });
      tellSeats(ctx, `took ${target} out of K (${why}); do not cite it.`);
      return;
    }
    case 'reclassify':
      return applyRuling(ctx, { type: 'reclassify', statement: target, attack: input.value as AttackType, reason: why }, 'human');
    case 'strike':
      return applyRuling(ctx, { type: 'strike', statement: target, rule: input.value as RuleId, reason: why }, 'human');
    case 'restore':
      return applyRuling(ctx, { type: 'restore', statement: target, reason: why }, 'human');
    case 'persona': {
      const seat = input.value as Seat;
      const persona = fieldText(input, 'persona')?.trim();
      const bias = fieldText(input, 'bias')?.trim();
      ctx.d.personas = {
        ...ctx.d.personas,
        [seat]: { persona: persona || ctx.d.personas[seat].persona, bias: bias || ctx.d.personas[seat].bias },
      };
      notify(
        ctx,
        'persona.edited',
        `The person edits ${SIDE_NAME[seat]}'s ${[persona ? 'persona' : '', bias ? 'declared bias' : ''].filter(Boolean).join(' and ')}.`,
        { seat },
      );
      return;
    }
    case 'decide': {
      const verdict = ctx.d.verdict!;
      ctx.d.verdict = { ...verdict, overruled: { winner: input.value as Side, reason: why } };
      ctx.d.ended = `${SIDE_NAME[input.value as Side]} wins, by the person's ruling over the verdict (${why})`;
      notify(ctx, 'verdict.overruled', `The person overrules the verdict: ${SIDE_NAME[input.value as Side]} wins (${why}).`);
      return;
    }
    case 'note':
      applyNote(ctx, input, SEATS);
      return;
  }
}
