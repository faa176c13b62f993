// The crux card, drawn across the main screen: once the crux is locked (and when the debate ends)
// the question, each debater's position with its TopClaim and what would change their mind, and
// each falsifier with its evidence; before that, the stage's state: the question proposed so far,
// where each debater stands, and the steelman table (who steelmanned whom, graded how).
import { inline, table } from '../kit/markdown.js';
import type { Spotlight } from '../types.js';
import { confidence, falsifierText, speaker } from './context.js';
import { type Crux, crystallize } from './crystallize.js';
import { allPairs, requiredPairs } from './steelman-tracker.js';
import { type CruxState, declaredFalsifiers } from './state.js';

export function spotlight(state: CruxState): Spotlight {
  if (state.locked || state.ended) return { title: 'The crux', markdown: cruxCard(state, crystallize(state)).join('\n') };
  return { title: `${state.stage}: positions and steelmen`, markdown: stageCard(state).join('\n') };
}

function cruxCard(state: CruxState, crux: Crux): string[] {
  const verdict =
    state.stage === 'CONVERGED'
      ? crux.validated
        ? 'Validated: a real YES/NO split, concrete falsifiers, TopClaims that flip with it, resolution criteria for both sides.'
        : `Not validated: ${inline(crux.failures.join('; '))}`
      : state.ended
        ? `Ended in ${state.stage} without a crux: ${inline(state.ended.reason)}`
        : `Locked at attempt ${state.locked!.attempt}; evidence on ${declaredFalsifiers(state).filter((f) => f.evidence.length).length} of ${declaredFalsifiers(state).length} falsifiers so far.`;
  const rows = Object.entries(crux.positions).map(([seat, p]) => [
    speaker(state, seat),
    `${p.side ?? 'uncommitted'}${p.confidence !== null ? ` ${confidence(p.confidence)}` : ''}${p.topClaimFlips === null ? '' : p.topClaimFlips ? ', TopClaim flips with the crux' : ', TopClaim holds either way'}`,
    p.topClaim ? `${p.topClaim.side} ${confidence(p.topClaim.confidence)}: ${p.topClaim.statement}` : '—',
    declaredFalsifiers(state, seat)
      .map((f) => `${f.id}: ${falsifierText(f)}`)
      .join('; ') || 'no falsifier',
  ]);
  const evidence = crux.falsifiers.map((f) => {
    const pieces = f.evidence.map((e) => `${e.id} by ${speaker(state, e.by)}: ${e.data}${e.source ? ` (${e.source})` : ''}`);
    return `- **${f.id}** (${inline(speaker(state, f.debater))}): ${pieces.length ? inline(pieces.join('; ')) : 'no evidence yet'}`;
  });
  return [
    `**${crux.question ? inline(crux.question) : 'No crux question.'}**`,
    '',
    verdict,
    '',
    table(['Debater', 'Position', 'TopClaim', 'Would change their mind'], rows),
    ...(evidence.length ? ['', ...evidence] : []),
  ];
}

function stageCard(state: CruxState): string[] {
  const q = state.question;
  const question = q
    ? `**Crux question** (${q.how} by ${inline(speaker(state, q.by))} at ${q.mark}): ${inline(q.text)}`
    : 'No binary question proposed yet.';
  const positions = state.config.debaters.map((seat) => {
    const t = state.topClaims[seat];
    const c = state.commitments[seat];
    return [
      speaker(state, seat),
      t ? `${t.side} ${confidence(t.confidence)}: ${t.statement}` : '—',
      c ? `${c.side} ${confidence(c.confidence)}` : 'not committed',
      declaredFalsifiers(state, seat)
        .map((f) => `${f.id}: ${falsifierText(f)}`)
        .join('; ') || '—',
    ];
  });
  const required = requiredPairs(state);
  const pairs = allPairs(state).filter(
    (p) => state.config.debaters.length === 2 || p.latest || required.some((r) => r.by === p.by && r.of === p.of),
  );
  const steelmen = pairs.map((p) => [
    `${speaker(state, p.by)} → ${speaker(state, p.of)}`,
    String(p.attempts.length),
    p.latest
      ? `${p.latest.id} ${p.latest.grade ?? 'awaiting grade'}${p.latest.feedback ? `: ${p.latest.feedback}` : ''}`
      : 'no steelman yet',
  ]);
  return [
    question,
    '',
    table(['Debater', 'TopClaim', 'Position', 'Falsifier'], positions),
    ...(steelmen.length ? ['', table(['Steelman', 'Attempts', 'Latest grade'], steelmen)] : []),
  ];
}
