// Phase 8: the reports in the seed's two formats (CONSENSUS and TRADEOFF, every field of each), an
// ABORTED one when the error table stopped the debate, each with the position history v1…vN and
// what caused each change; and the JSON outcome.
import type { Outcome } from '../types.js';
import { CHALLENGERS, seatLabel } from './config.js';
import type { Confidence } from './moves.js';
import { ANGLES } from './persona-text.js';
import { challengersWhere, type ConsensusState, openDissents, position, type PositionItem, type StatementItem } from './state.js';
import { type Standing, standingOf } from './standing.js';

const WORD: Record<Confidence, string> = { HIGH: 'HIGH', MED: 'MEDIUM', LOW: 'LOW' };

const versions = (s: ConsensusState): PositionItem[] => Array.from({ length: s.version }, (_, i) => position(s, i + 1)!);
/** The statements of the last assumption extraction (a forced round may have asked again). */
function statements(s: ConsensusState): StatementItem[] {
  const all = s.order.map((id) => s.items[id]!).filter((i): i is StatementItem => i.kind === 'statement');
  const last = Math.max(0, ...all.map((i) => i.round));
  return all.filter((i) => i.round === last);
}

/** Every assumption stated in Phase 7: what it is, who holds it, whose position it supports, which angle it concerns. */
export function assumptionMap(s: ConsensusState) {
  return statements(s).flatMap((st) =>
    st.assumptions.map((a) => ({
      assumption: a.text,
      heldBy: seatLabel(st.seat),
      supports: st.seat === 'proposer' ? `the position (v${s.version})` : `the ${ANGLES[st.seat as 'architect'].label}'s dissent`,
      perspective: a.perspective ? ANGLES[a.perspective].label : '—',
    })),
  );
}

function summaryLine(s: ConsensusState): string {
  const e = s.ended;
  if (!e) return `in progress: ${s.phase}, ${s.round === 0 ? 'before round 1' : `round ${s.round}/${s.bound}`}`;
  if (e.kind === 'consensus')
    return `CONSENSUS after ${e.round} round(s) (${e.route === 'agree' ? 'fast exit: all agree' : e.route === 'minor' ? 'fast exit: minor objections addressed' : 'every dissent resolved'}), confidence ${WORD[e.confidence]}`;
  if (e.kind === 'tradeoff')
    return `TRADEOFF after ${e.round} round(s): ${
      openDissents(s)
        .map((d) => ANGLES[d.seat].label)
        .join(', ') || 'no dissenter'
    } still dissent${openDissents(s).length === 1 ? 's' : ''}; confidence ${WORD[e.confidence]}`;
  return `ABORTED: ${e.detail}`;
}

export function outcome(s: ConsensusState): Outcome {
  const standings = CHALLENGERS.map((seat) => standingOf(s, seat));
  const by = (status: Standing['status']) => standings.filter((x) => x.status === status).map((x) => x.seat);
  const buckets = { Validated: by('agree'), Dissenting: by('dissent'), Out: by('out') };
  const summary = summaryLine(s);
  return { summary, buckets, report: report(s, standings, summary), json: json(s, standings) };
}

function json(s: ConsensusState, standings: Standing[]) {
  const current = position(s);
  return {
    protocol: 'consensus',
    question: s.config.question,
    outcome: s.ended ? s.ended.kind.toUpperCase() : null,
    route: s.ended?.route ?? null,
    detail: s.ended?.detail ?? null,
    confidence: s.ended?.confidence ?? null,
    rounds: s.round,
    bound: s.bound,
    domain: s.domain,
    personas: Object.fromEntries(
      CHALLENGERS.map((seat) => [seat, { title: s.personas[seat].title, source: s.personas[seat].source, focus: s.personas[seat].focus }]),
    ),
    finalPosition: current ? { version: current.version, text: current.text, confidence: current.confidence } : null,
    positions: versions(s).map((v) => ({
      version: v.version,
      round: v.round,
      text: v.text,
      confidence: v.confidence,
      weaknesses: v.weaknesses,
      assumptions: v.assumptions,
      changedBecause: v.changes.map((c) => ({ perspective: c.perspective, found: c.text })),
      wrapped: v.wrapped,
    })),
    perspectives: standings.map((x) => ({
      seat: x.seat,
      perspective: ANGLES[x.seat].label,
      agent: x.name,
      status: x.status,
      stance: x.stance,
      concern: x.concern,
      validated: x.validated ?? null,
    })),
    dissents: s.dissentOrder.map((id) => {
      const d = s.dissents[id]!;
      return { id, seat: d.seat, round: d.round, status: d.status, resolvedBy: d.resolvedBy ?? null, items: d.items };
    }),
    record: s.order.map((id) => s.items[id]),
    assumptions: assumptionMap(s),
    failures: s.failures,
    dropped: CHALLENGERS.filter((seat) => s.challengers[seat].status === 'dropped').map((seat) => ({
      seat,
      reason: s.challengers[seat].reason ?? '',
    })),
  };
}

function report(s: ConsensusState, standings: Standing[], summary: string): string {
  const lines: string[] = [`# ${s.config.question}`, ''];
  const active = challengersWhere(s, 'active').length;
  lines.push(
    `Protocol: consensus · ${active} challenger(s) · personas ${s.personasFrom === 'proposer' ? 'written by the proposer' : 'from the templates'} for ${s.domain}`,
    '',
  );
  lines.push(`**Outcome:** ${summary}`, '');
  const current = position(s);
  const e = s.ended;
  if (e?.kind === 'consensus') {
    lines.push('## DEBATE OUTCOME: CONSENSUS', '');
    lines.push(`**Final position:** ${current?.text ?? '(none)'}`);
    lines.push(`**Confidence:** ${WORD[e.confidence]}`);
    lines.push(`**Rounds to consensus:** ${e.round}`);
    lines.push('**Perspectives validated:**');
    for (const x of standings) {
      lines.push(
        x.status === 'agree'
          ? `- ✅ ${x.name}: ${x.concern || x.stance}${x.validated ? ` (validated v${x.validated})` : ''}`
          : `- ⚠️ ${x.name}: not validated — ${x.concern || x.stance}`,
      );
    }
    const changes = versions(s).flatMap((v) => v.changes.map((c) => `- ${ANGLES[c.perspective].label}: ${c.text} (v${v.version})`));
    lines.push(`**What changed:**${changes.length ? '' : ' nothing; the opening position stood'}`, ...changes, '');
  } else if (e?.kind === 'tradeoff') {
    lines.push('## DEBATE OUTCOME: TRADEOFF', '');
    lines.push(`**Final position:** ${current?.text ?? '(none)'} *(contested)*`);
    lines.push(`**Confidence:** ${WORD[e.confidence]}`);
    lines.push(
      `**Rounds:** ${e.route === 'person' ? `${e.round} (ended by the person, no consensus)` : `${e.round}, the maximum (no consensus)`}`,
      '',
    );
    lines.push('**Perspective Breakdown:**');
    for (const x of standings)
      lines.push(
        `- ${x.name}: ${x.status === 'agree' ? 'AGREE' : x.status === 'dissent' ? 'DISAGREE' : 'ABSENT'} - ${x.concern || x.stance}`,
      );
    const open = openDissents(s);
    lines.push(
      '',
      `**Core disagreement:** ${open.length ? open.map((d) => `${standings.find((x) => x.seat === d.seat)!.name}: ${standings.find((x) => x.seat === d.seat)!.concern}`).join('; ') : 'no dissent was recorded'}`,
    );
    const map = assumptionMap(s);
    lines.push('**Assumptions exposed:**', '');
    if (map.length === 0) lines.push('(none stated)');
    else
      lines.push(
        '| Assumption | Held by | Supports | Perspective |',
        '|---|---|---|---|',
        ...map.map((a) => `| ${cell(a.assumption)} | ${a.heldBy} | ${a.supports} | ${a.perspective} |`),
      );
    const minds = statements(s).filter((st) => st.wouldChange || st.why);
    if (minds.length) {
      lines.push('', '**Why they disagree, and what would change their minds:**');
      for (const st of minds)
        lines.push(
          `- ${seatLabel(st.seat)}: ${[st.why && `why — ${oneLine(st.why)}`, st.wouldChange && `would change its mind: ${oneLine(st.wouldChange)}`].filter(Boolean).join('; ')}`,
        );
    }
    lines.push('');
  } else if (e?.kind === 'aborted') {
    lines.push(
      '## DEBATE OUTCOME: ABORTED',
      '',
      `**Why:** ${e.detail}`,
      `**Reached:** ${s.phase === 'REPORT' ? (s.version > 0 ? `position v${s.version}, round ${e.round}` : 'before the opening') : s.phase}`,
      '',
    );
  } else {
    lines.push(
      '## DEBATE IN PROGRESS',
      '',
      `**Phase:** ${s.phase}, ${s.round === 0 ? 'before round 1' : `round ${s.round}/${s.bound}`}`,
      `**Current position:** ${current?.text ?? '(none yet)'}`,
      '',
    );
  }
  lines.push(...history(s), ...personas(s), ...log(s));
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The seed's position history: v1 (opening) … vN, each change with its cause. */
function history(s: ConsensusState): string[] {
  const vs = versions(s);
  if (vs.length === 0) return [];
  const out = ['## Position history', '', '```'];
  vs.forEach((v, i) => {
    const when = v.version === 1 ? 'opening' : i === vs.length - 1 && s.ended ? `final, after round ${v.round}` : `after round ${v.round}`;
    out.push(`- v${v.version} (${when})${v.confidence ? ` [${v.confidence}]` : ''}: ${oneLine(v.text)}`);
    for (const c of v.changes) out.push(`  └── Changed because: ${ANGLES[c.perspective].label} found ${oneLine(c.text)}`);
  });
  out.push('```', '');
  return out;
}

function personas(s: ConsensusState): string[] {
  return [
    '## Personas',
    '',
    ...CHALLENGERS.filter((seat) => s.challengers[seat].status !== 'unseated').map(
      (seat) => `- ${ANGLES[seat].label}: ${s.personas[seat].title} (${s.personas[seat].source}) — ${s.personas[seat].focus.join('; ')}`,
    ),
    '',
  ];
}

function log(s: ConsensusState): string[] {
  const rows = [
    ...CHALLENGERS.filter((seat) => s.challengers[seat].status === 'dropped').map(
      (seat) => `- ${ANGLES[seat].label} dropped: ${s.challengers[seat].reason ?? ''}`,
    ),
    ...s.failures.map((f) => `- round ${f.round}: ${seatLabel(f.seat)} failed (${f.kind}): ${f.reason}`),
    ...s.order.flatMap((id) => {
      const item = s.items[id]!;
      return 'wrapped' in item && item.wrapped ? [`- ${id}: unreadable after a retry, kept as raw text`] : [];
    }),
  ];
  return rows.length ? ['## Log', '', ...rows, ''] : [];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const cell = (text: string) => oneLine(text).replace(/\|/g, '\\|');
