// The person's actions: first-class, recorded with a reason, and winning over any agent judgement.
import { applyNote } from '../kit/common-actions.js';
import { insert, nextId, notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { quote } from '../kit/quote.js';
import { addEntry, challengeLabel, type Ctx, editEvidence, editPoint, logPoint } from './context.js';
import type { HumanInput } from '../types.js';
import { closeOpenChallenges, dismiss, recheckAwaitingEvidence, settleAgreement, unresolve } from './acceptance.js';
import { SEATS } from './config.js';
import { applyClassification, applyRuling, type Classification } from './judgements.js';
import { requestArbitration } from './round.js';

/** Tells both debating seats what the person did, in their next prompts. */
function tellSeats(ctx: Ctx, text: string): void {
  for (const seat of ['orchestrator', 'consultee']) remind(ctx, seat, `The person: ${text}`);
}

export function applyHumanAction(ctx: Ctx, kind: string, input: HumanInput): void {
  const why = input.reason?.trim() ? ` (reason: ${input.reason.trim()})` : '';
  const itemId = input.item ?? '';
  switch (kind) {
    case 'reclassify': {
      editPoint(ctx, itemId).pinned = false;
      applyClassification(ctx, itemId, input.value as Classification, 'human', input.text?.trim() || input.reason || '');
      notify(ctx, 'human.override', `The person reclassifies ${itemId} as ${input.value}${why}.`, { item: itemId });
      tellSeats(ctx, `reclassified ${itemId} as ${input.value}${why}.`);
      return;
    }
    case 'move': {
      const placed = editPoint(ctx, itemId);
      placed.pinned = true;
      delete placed.deadlock;
      closeOpenChallenges(ctx, itemId, 'overridden');
      const reason = `moved by the person${why}`;
      if (input.value === 'agreed') settleAgreement(ctx, itemId, 'human', reason);
      else if (input.value === 'dismissed') dismiss(ctx, itemId, 'human', reason);
      else unresolve(ctx, itemId, 'human', 'human', reason);
      notify(ctx, 'human.override', `The person moves ${itemId} to ${input.value}${why}.`, { item: itemId });
      tellSeats(ctx, `placed ${itemId} in ${input.value}${why}; it is settled.`);
      return;
    }
    case 'rule': {
      applyRuling(ctx, itemId, input.value as 'accepted' | 'rejected', 'human', input.reason ?? '');
      // The person's ruling stands: agents may no longer reclassify the point it settled.
      editPoint(ctx, ctx.d.challenges[itemId]!.point).classifiedBy = 'human';
      tellSeats(ctx, `ruled the defense of ${challengeLabel(ctx, itemId)} ${input.value}${why}.`);
      return;
    }
    case 'verify': {
      const ev = editEvidence(ctx, itemId);
      ev.status = 'verified';
      ev.checkDetail = `verified by the person${why}`;
      addEntry(ctx, {
        provenance: 'user',
        kind: 'attestation',
        text: `The person verified ${itemId}: ${ev.detail || ev.quote || ev.type}`,
        item: ev.point,
      });
      logPoint(ctx, ev.point, 'human', `evidence ${itemId} verified${why}`);
      notify(ctx, 'evidence.verified', `The person verifies ${itemId}${why}.`, { item: ev.point });
      recheckAwaitingEvidence(ctx, ev.point);
      return;
    }
    case 'attest': {
      const id = nextId(ctx, 'E');
      insert(ctx, 'evidence', id, {
        id,
        point: itemId,
        type: input.value as 'execution' | 'textual',
        detail: input.text ?? '',
        by: 'human',
        round: ctx.d.n,
        status: 'verified',
        checkDetail: 'vouched for by the person',
      });
      editPoint(ctx, itemId).evidence.push(id);
      addEntry(ctx, { provenance: 'user', kind: 'attestation', text: input.text ?? '', item: itemId });
      logPoint(ctx, itemId, 'human', `evidence ${id} added: ${input.text ?? ''}`);
      notify(ctx, 'evidence.verified', `The person adds ${input.value} evidence ${id} to ${itemId}.`, { item: itemId });
      recheckAwaitingEvidence(ctx, itemId);
      return;
    }
    case 'answer':
    case 'define': {
      const point = editPoint(ctx, itemId);
      addEntry(ctx, { provenance: 'user', kind: kind === 'answer' ? 'answer' : 'definition', text: input.text ?? '', item: itemId });
      logPoint(ctx, itemId, 'human', `${kind === 'answer' ? 'answered' : 'defined the terms'}: ${input.text ?? ''}`);
      delete point.deadlock;
      point.disputedRounds = 0;
      if (!ctx.d.done && point.status === 'unresolved') {
        point.status = 'pending';
        point.reason = `the person ${kind === 'answer' ? 'answered its question' : 'clarified its terms'}`;
        delete point.unresolvedCause;
      }
      notify(
        ctx,
        'human.answer',
        `The person ${kind === 'answer' ? 'answers' : 'defines the terms of'} ${itemId}: ${quote(input.text ?? '')}`,
        { item: itemId },
      );
      tellSeats(ctx, `on ${itemId}: ${input.text ?? ''}`);
      return;
    }
    case 'choose': {
      const chosen = editPoint(ctx, itemId);
      chosen.pinned = true;
      delete chosen.deadlock;
      addEntry(ctx, { provenance: 'user', kind: 'choice', text: `On ${itemId} the person sides ${input.value}${why}`, item: itemId });
      if (input.value === 'for') settleAgreement(ctx, itemId, 'human', `the person chose it over the trade-off${why}`);
      else dismiss(ctx, itemId, 'human', `the person chose against it${why}`);
      tellSeats(ctx, `chose ${input.value} ${itemId}${why}.`);
      return;
    }
    case 'constrain': {
      const id = addEntry(ctx, { provenance: 'user', kind: 'constraint', text: input.text ?? '' });
      notify(ctx, 'human.constraint', `The person adds constraint ${id}: ${quote(input.text ?? '')}`);
      tellSeats(ctx, `added the constraint ${id}: ${input.text ?? ''}`);
      return;
    }
    case 'arbitrate':
      requestArbitration(ctx, [`requested by the person${why}`]);
      return;
    case 'reframe': {
      ctx.d.question = input.text ?? ctx.d.question;
      addEntry(ctx, { provenance: 'user', kind: 'reframe', text: `The question is now: ${input.text ?? ''}${why}` });
      notify(ctx, 'human.reframe', `The person reframes the question: ${quote(input.text ?? '')}`);
      tellSeats(ctx, `reframed the question${why}.`);
      return;
    }
    case 'note':
      applyNote(ctx, input, SEATS);
      return;
  }
}
