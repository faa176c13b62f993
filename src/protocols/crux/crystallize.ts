// The final crux, crystallized from the state once EVIDENCE is over (the seed's ThreadCrux): the
// question, each debater's final position with its TopClaim, the falsifiers with the evidence tied
// to them, the counterfactual (whose TopClaim flips if the crux goes against them), resolution
// criteria derived from the falsifiers, and the validation — a real YES/NO split, concrete
// falsifiers, decision relevance (at least two TopClaims would flip), resolution criteria present.
import { debaterName } from './config.js';
import { falsifierText } from './context.js';
import { falsifierProblems } from './falsifier-validator.js';
import type { Side } from './moves.js';
import { type CruxState, declaredFalsifiers } from './state.js';

export interface Position {
  debater: string;
  side: Side | null;
  confidence: number | null;
  topClaim: { statement: string; side: string; confidence: number } | null;
  /** Would its TopClaim flip if the crux resolved against this position? */
  topClaimFlips: boolean | null;
  falsifiers: string[];
}

export interface CheckResult {
  ok: boolean;
  detail: string;
}

export interface Crux {
  question: string | null;
  positions: Record<string, Position>;
  falsifiers: {
    id: string;
    debater: string;
    metric: string;
    threshold: string;
    deadline: string;
    reasoning: string | null;
    evidence: { id: string; by: string; data: string; source: string | null }[];
  }[];
  counterfactual: { ifYes: { topClaimsFlip: string[] }; ifNo: { topClaimsFlip: string[] }; topClaimsThatFlip: number };
  resolutionCriteria: string[];
  checks: {
    realDisagreement: CheckResult;
    concreteFalsifiers: CheckResult;
    decisionRelevant: CheckResult;
    resolutionCriteria: CheckResult;
  };
  concessions: { seat: string; text: string; topClaimChanged: boolean }[];
  /** Why it is not validated, when it is not. */
  failures: string[];
  validated: boolean;
}

/** At least this many TopClaims must flip with the crux for it to be decision-relevant. */
export const RELEVANT_FLIPS = 2;

export function crystallize(state: CruxState): Crux {
  const { debaters } = state.config;
  const positions = Object.fromEntries(
    debaters.map((seat): [string, Position] => {
      const c = state.commitments[seat];
      const t = state.topClaims[seat];
      return [
        seat,
        {
          debater: debaterName(state.config, seat),
          side: c?.side ?? null,
          confidence: c?.confidence ?? null,
          topClaim: t ? { statement: t.statement, side: t.side, confidence: t.confidence } : null,
          topClaimFlips: c?.topClaimFlips ?? null,
          falsifiers: declaredFalsifiers(state, seat).map((f) => f.id),
        },
      ];
    }),
  );
  const on = (side: Side) => debaters.filter((seat) => positions[seat]!.side === side);
  const flipping = (side: Side) => on(side).filter((seat) => positions[seat]!.topClaimFlips === true);
  const decided = debaters.filter((seat) => positions[seat]!.side === 'YES' || positions[seat]!.side === 'NO');
  const falsifiers = declaredFalsifiers(state).map((f) => ({
    id: f.id,
    debater: f.seat,
    metric: f.metric,
    threshold: f.threshold,
    deadline: f.deadline,
    reasoning: f.reasoning ?? null,
    evidence: f.evidence.map((id) => {
      const e = state.evidence[id]!;
      return { id, by: e.by, data: e.data, source: e.source ?? null };
    }),
  }));
  const criteria = decided.flatMap((seat) =>
    declaredFalsifiers(state, seat).map((f) => ({
      side: positions[seat]!.side!,
      text: `Resolves against ${positions[seat]!.side} (${seat}) if ${falsifierText(f)} [${f.id}]`,
    })),
  );
  const withoutFalsifier = decided.filter((seat) => positions[seat]!.falsifiers.length === 0);
  const vague = falsifiers.filter((f) => falsifierProblems(f).length > 0).map((f) => f.id);
  const flips = decided.filter((seat) => positions[seat]!.topClaimFlips === true);
  const checks = {
    realDisagreement: check(
      on('YES').length > 0 && on('NO').length > 0,
      `YES: ${on('YES').join(', ') || 'nobody'}; NO: ${on('NO').join(', ') || 'nobody'}`,
    ),
    concreteFalsifiers: check(
      decided.length > 0 && withoutFalsifier.length === 0 && vague.length === 0,
      withoutFalsifier.length
        ? `no falsifier: ${withoutFalsifier.join(', ')}`
        : vague.length
          ? `not concrete: ${vague.join(', ')}`
          : `${falsifiers.length} concrete falsifier(s)`,
    ),
    decisionRelevant: check(
      flips.length >= RELEVANT_FLIPS,
      `${flips.length} TopClaim(s) would flip with the crux${flips.length ? ` (${flips.join(', ')})` : ''}; ${RELEVANT_FLIPS} needed`,
    ),
    resolutionCriteria: check(
      criteria.some((c) => c.side === 'YES') && criteria.some((c) => c.side === 'NO'),
      `${criteria.length} criterion(s) from the falsifiers, for ${[...new Set(criteria.map((c) => c.side))].join(' and ') || 'no side'}`,
    ),
  };
  const failures = [
    ...(state.locked ? [] : [state.ended?.reason ?? 'the crux is not locked yet']),
    ...Object.entries(checks)
      .filter(([, c]) => !c.ok)
      .map(([name, c]) => `${name}: ${c.detail}`),
  ];
  return {
    question: state.locked?.question ?? state.question?.text ?? null,
    positions,
    falsifiers,
    counterfactual: { ifYes: { topClaimsFlip: flipping('NO') }, ifNo: { topClaimsFlip: flipping('YES') }, topClaimsThatFlip: flips.length },
    resolutionCriteria: criteria.map((c) => c.text),
    checks,
    concessions: state.concessions.map(({ seat, text, topClaimChanged }) => ({ seat, text, topClaimChanged })),
    failures,
    validated: failures.length === 0,
  };
}

function check(ok: boolean, detail: string): CheckResult {
  return { ok, detail };
}
