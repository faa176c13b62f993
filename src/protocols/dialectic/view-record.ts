// The dialectic's record, reading first: the task's failure history, the request, then one row per
// seat for what it stands on now (the advocate's claim, the critic's objection), the synthesis's
// proposal and the resolution. A seat's answers over the rounds are one row, not one per round:
// each round revises the same claim and objection, and the rules read only the last round's, so
// the row shows the words that count and its detail keeps every round (view-details.ts).
import type { RecordRow } from '../types.js';
import { RESOLUTION_ITEM } from './actions.js';
import { lead } from './fields.js';
import type { Answer, DialecticState, Resolution } from './state.js';
import { ruleLabel, resolutionWords } from './view-words.js';

/** The row (and item) each seat's standing answer is shown as. */
export const SEAT_ITEM: Record<string, string> = { advocate: 'A', critic: 'K', synthesis: 'S' };

export function recordRows(state: DialecticState): RecordRow[] {
  const rows: RecordRow[] = [...historyRows(state), requestRow(state)];
  for (const seat of ['advocate', 'critic', 'synthesis']) {
    const last = latestOf(state, seat);
    if (last) rows.push(answerRow(state, last));
  }
  if (state.resolution) rows.push(resolutionRow(state.resolution));
  return rows;
}

/** The seat's newest answer. */
export function latestOf(state: DialecticState, seat: string): Answer | undefined {
  return state.order
    .map((id) => state.answers[id]!)
    .filter((a) => a.seat === seat)
    .at(-1);
}

/** The task's failure history heads the record, so a person reads it (and opens each entry) there. */
function historyRows(state: DialecticState): RecordRow[] {
  return state.memory.history.map((e, i): RecordRow => {
    const id = `F${i + 1}`;
    if (e.kind === 'reset')
      return {
        id,
        mark: 'hist',
        badge: 'RESET',
        tone: 'neutral',
        text: e.reason || `reset (${e.reset})`,
        item: id,
        status: e.reset,
        flags: [],
      };
    const flags = [...(e.stale ? ['stale'] : []), ...(e.counted ? [] : ['before a reset'])];
    return {
      id,
      mark: 'hist',
      badge: `ATTEMPT ${e.attempt}`,
      tone: e.counted ? 'claimed' : 'withdrawn',
      text: e.error,
      item: id,
      status: e.ts.slice(0, 16).replace('T', ' '),
      flags,
    };
  });
}

function requestRow(state: DialecticState): RecordRow {
  const request = state.config.request;
  return {
    id: 'REQ',
    mark: 'req',
    badge: request.type === 'planning' ? 'DEBATE' : 'DEBATE_FAILURE',
    tone: 'authoritative',
    text: request.subject,
    item: 'REQ',
    status:
      request.type === 'planning'
        ? `${request.stakes} stakes · ${request.rounds} round${request.rounds === 1 ? '' : 's'}`
        : `${request.errors.length} error${request.errors.length === 1 ? '' : 's'}`,
    flags: [],
  };
}

function answerRow(state: DialecticState, answer: Answer): RecordRow {
  const { badge, text, status } = lead(answer.move);
  const answered = latestWord(state, answer);
  return {
    id: SEAT_ITEM[answer.seat]!,
    mark: answer.seat === 'synthesis' ? 'syn' : `r${answer.round}`,
    badge,
    tone: 'claimed',
    seat: answer.seat,
    text,
    item: SEAT_ITEM[answer.seat]!,
    ...(status ? { status } : {}),
    flags: [],
    ...(answered ? { latest: answered } : {}),
  };
}

/** What was said next about an answer: the answer that followed it, or for the synthesis the resolution. */
function latestWord(state: DialecticState, answer: Answer): string | undefined {
  const r = state.resolution;
  if (answer.seat === 'synthesis')
    return r && (r.decidedBy !== 'synthesis' || r.resolution !== lead(answer.move).status)
      ? `the resolution: ${r.resolution}, ${decidedWords(r)}`
      : undefined;
  const next = state.answers[state.order[state.order.indexOf(answer.id) + 1] ?? ''];
  if (!next) return undefined;
  const { text, status } = lead(next.move);
  if (next.seat === 'synthesis') return `the synthesis proposes ${status}: ${text}`;
  return `the ${next.seat} (r${next.round})${status ? `, ${status}` : ''}: ${text}`;
}

/** Who decided a resolution, in words. */
export function decidedWords(r: Resolution): string {
  if (r.decidedBy === 'person') return `decided by you over ${r.proposed ?? 'the resolution before'}`;
  if (r.decidedBy === 'synthesis') return "the synthesis's own judgement: no rule held";
  if (r.decidedBy === 'synthesis-unavailable') return 'as no rule held and the synthesis gave no usable answer';
  return `decided by the rule “${ruleLabel(r.decidedBy)}”${r.proposed ? ` over the synthesis's ${r.proposed}` : ''}`;
}

function resolutionRow(r: Resolution): RecordRow {
  return {
    id: RESOLUTION_ITEM,
    mark: 'res',
    badge: 'RESOLUTION',
    tone: r.decidedBy === 'person' ? 'authoritative' : 'supported',
    text: resolutionWords(r),
    item: RESOLUTION_ITEM,
    status: r.resolution,
    flags: [
      r.decidedBy === 'person' ? 'by you' : r.decidedBy === 'synthesis' ? 'by the synthesis' : 'by a rule',
      ...(r.proposed ? [`over ${r.proposed}`] : []),
    ],
  };
}
