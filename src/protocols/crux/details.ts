// What `enter` opens on an item: a message with its move, a steelman with its grade, a falsifier
// with its evidence, a lock attempt criterion by criterion, and the final crux.
import type { ItemDetail } from '../types.js';
import { confidence, falsifierText, who } from './context.js';
import { crystallize } from './crystallize.js';
import type { CruxState } from './state.js';

export function details(state: CruxState): Record<string, ItemDetail> {
  const out: Record<string, ItemDetail> = {};
  for (const id of state.thread) {
    const e = state.entries[id]!;
    out[id] = {
      id,
      title: `${id} · ${e.kind} · ${e.by === 'engine' ? 'the engine' : who(state, e.by)} · ${e.mark}`,
      body: e.words ?? e.text,
      facts: [
        ...(e.target ? [{ label: 'to', value: who(state, e.target) }] : []),
        ...(e.stance ? [{ label: e.kind === 'GRADE_STEELMAN' ? 'grade' : 'stance', value: e.stance }] : []),
        { label: 'stage', value: `${e.stage}${e.counted ? '' : ' (not counted against the budget)'}` },
      ],
      history: [],
      sources: [e.seq],
    };
  }
  for (const s of Object.values(state.steelmen)) {
    out[s.id] = {
      id: s.id,
      title: `${s.id} · ${who(state, s.by)} steelmans ${who(state, s.of)} · ${s.grade ?? 'awaiting grade'}`,
      body: s.text,
      facts: [
        { label: 'attempt', value: String(s.attempt) },
        ...(s.grade ? [{ label: 'grade', value: `${s.grade} at ${s.gradedAt ?? '?'}${s.feedback ? `: ${s.feedback}` : ''}` }] : []),
      ],
      history: [],
      sources: [s.seq],
    };
  }
  for (const f of Object.values(state.falsifiers)) {
    out[f.id] = {
      id: f.id,
      title: `${f.id} · ${f.status === 'draft' ? `draft for ${who(state, f.seat)} by the ${f.draftedBy === 'moderator' ? 'moderator' : "moderator's templates"}` : `falsifier of ${who(state, f.seat)}`}`,
      body: `${falsifierText(f)}`,
      facts: [
        { label: 'metric', value: f.metric || '(missing)' },
        { label: 'threshold', value: f.threshold || '(missing)' },
        { label: 'deadline', value: f.deadline || '(missing)' },
        ...(f.reasoning ? [{ label: 'reasoning', value: f.reasoning }] : []),
        ...f.problems.map((p) => ({ label: 'lacks', value: p })),
        ...f.evidence.map((e) => ({
          label: e,
          value: `${who(state, state.evidence[e]!.by)}: ${state.evidence[e]!.data}${state.evidence[e]!.source ? ` (${state.evidence[e]!.source})` : ''}`,
        })),
      ],
      history: [],
      sources: [],
    };
  }
  for (const e of Object.values(state.evidence)) {
    out[e.id] = {
      id: e.id,
      title: `${e.id} · evidence on ${e.falsifier} by ${who(state, e.by)}`,
      body: e.data,
      facts: e.source ? [{ label: 'source', value: e.source }] : [],
      history: [],
      sources: [],
    };
  }
  for (const l of state.locks) {
    out[l.id] = {
      id: l.id,
      title: `${l.id} · lock attempt ${l.n} · ${l.ok ? 'locked' : 'failed'}`,
      body: `After ${l.messages} CRUX_LOCK messages: ${l.criteria.filter((c) => c.met).length} of 4 criteria met.`,
      facts: l.criteria.map((c) => ({ label: `${c.met ? '[x]' : '[ ]'} ${c.label}`, value: c.detail })),
      history: [],
      sources: [l.seq],
    };
  }
  if (state.ended) out.CRUX = cruxDetail(state);
  return out;
}

function cruxDetail(state: CruxState): ItemDetail {
  const crux = crystallize(state);
  return {
    id: 'CRUX',
    title: `The crux · ${crux.validated ? 'validated' : 'not validated'}`,
    body: crux.question ?? 'No crux question was set.',
    facts: [
      ...Object.entries(crux.positions).map(([seat, p]) => ({
        label: who(state, seat),
        value: `${p.side ?? 'uncommitted'}${p.confidence !== null ? ` ${confidence(p.confidence)}` : ''}${p.topClaimFlips === null ? '' : p.topClaimFlips ? ', TopClaim flips with the crux' : ', TopClaim holds either way'}${p.topClaim ? ` · TopClaim ${p.topClaim.side}: ${p.topClaim.statement}` : ''}`,
      })),
      ...crux.falsifiers.map((f) => ({
        label: `${f.id} (${f.debater})`,
        value: `${falsifierText(f)}${f.evidence.length ? ` · evidence ${f.evidence.map((e) => e.id).join(', ')}` : ''}`,
      })),
      ...crux.resolutionCriteria.map((c, i) => ({ label: `resolution ${i + 1}`, value: c })),
      ...Object.entries(crux.checks).map(([name, c]) => ({ label: `${c.ok ? '[x]' : '[ ]'} ${name}`, value: c.detail })),
    ],
    history: [],
    sources: [],
  };
}
