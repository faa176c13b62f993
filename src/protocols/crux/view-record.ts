// The thread as the record shows it: one row per message, like a chat, each leading with the
// message's own words (who said it, to whom, on which side and with which grade are marks beside
// them), and under a message answered later the newest word on it: a steelman's grade, the reply
// to a challenge, the latest evidence on a falsifier, a revised commitment or TopClaim.
import type { RecordRow, Tone } from '../types.js';
import { confidence, speaker } from './context.js';
import { crystallize } from './crystallize.js';
import type { CruxState, Entry } from './state.js';

const TONE: Partial<Record<Entry['kind'], Tone>> = {
  PROVIDE_EVIDENCE: 'supported',
  CONCEDE: 'revised',
  MODERATOR: 'neutral',
  LOCK: 'neutral',
  TOP_CLAIM: 'neutral',
};
const BADGE: Partial<Record<Entry['kind'], string>> = { TOP_CLAIM: 'TOPCLAIM' };

export function recordRows(state: CruxState): RecordRow[] {
  return [...state.thread.map((id) => recordRow(state, state.entries[id]!)), ...(state.ended ? [cruxRow(state)] : [])];
}

function recordRow(state: CruxState, e: Entry): RecordRow {
  const cheap = e.kind === 'CONCEDE' && state.concessions.some((c) => c.entry === e.id && !c.topClaimChanged);
  const status = statusOf(state, e);
  const latest = latestWord(state, e);
  return {
    id: e.id,
    mark: e.mark,
    badge: BADGE[e.kind] ?? e.kind,
    tone: TONE[e.kind] ?? 'claimed',
    ...(e.by !== 'engine' ? { seat: e.by } : {}),
    text: e.words ?? e.text,
    item: e.item ?? e.id,
    ...(status ? { status } : {}),
    flags: [...(cheap ? ['cheap'] : []), ...(e.kind === 'PROPOSE_QUESTION' && state.question?.text === e.text.trim() ? ['crux'] : [])],
    ...(latest ? { latest } : {}),
  };
}

function statusOf(state: CruxState, e: Entry): string | undefined {
  const to = e.target ? `to ${speaker(state, e.target)}` : undefined;
  switch (e.kind) {
    case 'STEELMAN': {
      const s = e.item ? state.steelmen[e.item] : undefined;
      return s ? `of ${speaker(state, s.of)} · ${s.grade ?? 'awaiting grade'}` : undefined;
    }
    case 'LOCK': {
      const lock = state.locks.find((l) => l.id === e.item);
      return lock ? `attempt ${lock.n} · ${lock.ok ? 'locked' : 'failed'}` : undefined;
    }
    case 'PROVIDE_EVIDENCE':
      return e.item ? `on ${state.evidence[e.item]?.falsifier ?? '?'}` : undefined;
    case 'CHALLENGE':
      return to;
    case 'CONCEDE':
      return e.stance ?? to;
    default:
      return e.stance;
  }
}

/** The challenged debater's first later message addressed to the challenger, if there is one. */
export function replyTo(state: CruxState, challenge: Entry): Entry | undefined {
  const after = state.thread.slice(state.thread.indexOf(challenge.id) + 1).map((id) => state.entries[id]!);
  return after.find((x) => x.by === challenge.target && x.target === challenge.by);
}

/** Challenges whose target has not answered the challenger yet. */
export function unansweredChallenges(state: CruxState): Entry[] {
  return state.thread.map((id) => state.entries[id]!).filter((e) => e.kind === 'CHALLENGE' && e.target !== undefined && !replyTo(state, e));
}

function latestWord(state: CruxState, e: Entry): string | undefined {
  const later = () => state.thread.slice(state.thread.indexOf(e.id) + 1).map((id) => state.entries[id]!);
  switch (e.kind) {
    case 'STEELMAN': {
      const s = e.item ? state.steelmen[e.item] : undefined;
      if (!s?.grade) return undefined;
      return `${speaker(state, s.of)} grades it ${s.grade}${s.feedback ? `: ${s.feedback}` : ''}`;
    }
    case 'CHALLENGE': {
      const reply = replyTo(state, e);
      return reply ? `${speaker(state, reply.by)} answers (${reply.kind}): ${reply.words ?? reply.text}` : undefined;
    }
    case 'DECLARE_FALSIFIER': {
      const f = e.item ? state.falsifiers[e.item] : undefined;
      const newest = f?.evidence.at(-1);
      const ev = newest ? state.evidence[newest] : undefined;
      if (!f || !ev) return undefined;
      return `newest evidence (${f.evidence.length} in all), ${ev.id} by ${speaker(state, ev.by)}: ${ev.data}${ev.source ? ` (${ev.source})` : ''}`;
    }
    case 'COMMIT_POSITION':
    case 'TOP_CLAIM': {
      const next = later().find((x) => x.kind === e.kind && x.by === e.by);
      return next ? `now ${next.stance ?? ''} (${next.mark}): ${next.words ?? next.text}` : undefined;
    }
    case 'PROPOSE_QUESTION':
      return state.locked && state.locked.question === e.text.trim() ? `locked as the crux at attempt ${state.locked.attempt}` : undefined;
    default:
      return undefined;
  }
}

function cruxRow(state: CruxState): RecordRow {
  const crux = crystallize(state);
  const sides = Object.entries(crux.positions)
    .map(([seat, p]) => `${speaker(state, seat)} ${p.side ?? '—'}${p.confidence !== null ? ` ${confidence(p.confidence)}` : ''}`)
    .join(', ');
  return {
    id: 'CRUX',
    mark: state.stage === 'CONVERGED' ? 'C' : 'end',
    badge: 'CRUX',
    tone: 'neutral',
    text: crux.question ?? 'no crux question',
    item: 'CRUX',
    status: crux.validated ? 'validated' : 'not validated',
    flags: [],
    latest: sides,
  };
}
