// Phase 3, the consensus check of a challenge round, as the seed's tables have it: every challenger
// agrees → fast exit; no disagreement and only minor objections → the proposer addresses them
// briefly, then a fast exit; any disagreement, any strong objection, mixed verdicts → confrontation.
// An agreement the skepticism rule finds hollow counts as partial and must be engaged, as does an
// answer that could only be kept as raw text. The person's overrides of a verdict or a strength
// re-run the check until the proposer has answered.
import { notify } from '../kit/draft.js';
import { ANGLES } from './persona-text.js';
import { type Ctx, editDissent, openDissent } from './context.js';
import { abortAllFailed, batchDone, consensusConfidence, end, startConfrontation } from './flow.js';
import type { Strength, Verdict } from './moves.js';
import { type ConsensusState, openDissentOf, type VerdictItem } from './state.js';

export interface Stance {
  seat: VerdictItem['seat'];
  verdict: Verdict;
  strength: Strength;
  /** Counted as partial by the skepticism rule (the person has not overridden it). */
  hollow: boolean;
  wrapped: boolean;
  item: VerdictItem;
}

/** Where a verdict leaves its challenger: the person's override first, then the skepticism rule. */
export function stanceOf(item: VerdictItem): Stance {
  const byPerson = item.override?.verdict;
  const verdict = (byPerson?.value as Verdict | undefined) ?? (item.hollow ? 'partial' : item.verdict);
  const strength = (item.override?.strength?.value as Strength | undefined) ?? item.strength;
  return { seat: item.seat, verdict, strength, hollow: item.hollow !== undefined && !byPerson, wrapped: item.wrapped && !byPerson, item };
}

export function needsConfrontation(stance: Stance): boolean {
  if (stance.verdict === 'disagree') return true;
  return stance.verdict === 'partial' && (stance.strength === 'strong' || stance.hollow || stance.wrapped);
}

/** The verdicts given in a round's challenge (the current round's by default). */
export function roundVerdicts(d: ConsensusState, round = d.round): VerdictItem[] {
  return d.order.map((id) => d.items[id]!).filter((item): item is VerdictItem => item.kind === 'verdict' && item.round === round);
}

/** Once every challenger of the round has answered or failed: the check, or the abort the error table asks for. */
export function consensusCheck(ctx: Ctx): void {
  const d = ctx.d;
  if (!batchDone(d, 'challenge')) return;
  ctx.closed = { unit: 'round', label: `round ${d.round} challenge` };
  const answered = d.batch?.answered.length ?? 0;
  if (answered === 0) return abortAllFailed(ctx, 'challenge');
  if (answered < d.config.minChallengers) {
    return end(ctx, {
      kind: 'aborted',
      route: 'min-challengers',
      detail: `only ${answered} challenger(s) answered in round ${d.round}, fewer than --min-challengers ${d.config.minChallengers}`,
      confidence: 'LOW',
    });
  }
  settle(ctx);
}

/** Decides the round from its stances, opening (or, after an override, closing) dissents to match. */
export function settle(ctx: Ctx): void {
  const d = ctx.d;
  const stances = roundVerdicts(d).map(stanceOf);
  const confront = stances.filter(needsConfrontation);
  const decision = confront.length > 0 ? 'confront' : stances.every((s) => s.verdict === 'agree') ? 'agree' : 'minor';
  d.check = { round: d.round, decision, hollow: stances.filter((s) => s.hollow).map((s) => s.seat) };
  for (const stance of stances) {
    const open = openDissentOf(d, stance.seat);
    if (stance.verdict === 'agree') {
      if (open) Object.assign(editDissent(ctx, open.id), { status: 'resolved', resolvedBy: 'person' });
    } else if (!open) {
      const id = openDissent(ctx, stance.seat, stance.item.id);
      const what = stance.hollow
        ? 'agreement, counted as partial,'
        : stance.wrapped
          ? 'unreadable answer'
          : `${stance.verdict} (${stance.strength})`;
      notify(ctx, 'dissent.opened', `${id}: the ${ANGLES[stance.seat].label}'s ${what} awaits the proposer's answer.`, {
        seat: stance.seat,
        item: id,
      });
    }
  }
  notify(ctx, 'consensus.checked', checkText(d.round, decision, stances));
  if (decision === 'agree')
    return end(ctx, {
      kind: 'consensus',
      route: 'agree',
      detail: `all ${stances.length} challenger(s) agree after round ${d.round}'s challenge (fast exit)`,
      confidence: consensusConfidence(d, 'agree'),
    });
  startConfrontation(ctx, decision === 'minor' ? 'address' : 'confront');
}

function checkText(round: number, decision: 'agree' | 'minor' | 'confront', stances: Stance[]): string {
  const label = (s: Stance) => ANGLES[s.seat].label;
  if (decision === 'agree')
    return `Consensus check, round ${round}: every challenger agrees (${stances.map(label).join(', ')}): fast exit.`;
  if (decision === 'minor') {
    return `Consensus check, round ${round}: no disagreement and only minor objections (${stances
      .filter((s) => s.verdict === 'partial')
      .map(label)
      .join(', ')}): the proposer addresses them briefly, then a fast exit.`;
  }
  const why = stances.filter(needsConfrontation).map((s) => {
    if (s.verdict === 'disagree') return `${label(s)} disagrees (${s.strength})`;
    if (s.hollow) return `${label(s)}'s agreement counts as partial (skepticism)`;
    if (s.wrapped) return `${label(s)}'s answer could not be read`;
    return `${label(s)} objects strongly`;
  });
  return `Consensus check, round ${round}: confrontation required (${why.join('; ')}).`;
}
