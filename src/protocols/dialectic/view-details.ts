// What `enter` opens (and the strip under the focused row shows): the request with its CSP/1 line,
// each seat's standing answer with its other fields and every round it answered, each answer by its
// own id (A1, K2, S: the ids notices name), the resolution with its response lines, and each entry
// of the task's failure history.
import type { ItemDetail } from '../types.js';
import { RESOLUTION_ITEM } from './actions.js';
import { fields, lead } from './fields.js';
import { requestLine } from './request.js';
import { type DialecticState, roundsOf } from './state.js';
import { decidedWords, latestOf, SEAT_ITEM } from './view-record.js';
import { resolutionWords } from './view-words.js';
import { resolutionLines } from './words.js';

export function details(state: DialecticState): Record<string, ItemDetail> {
  const out: Record<string, ItemDetail> = { REQ: requestDetail(state) };
  for (const id of state.order) {
    const a = state.answers[id]!;
    out[id] = {
      id,
      title: `${id} · the ${a.seat}${a.seat === 'synthesis' ? '' : `, round ${a.round}`}`,
      body: fields(a.move)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n'),
      facts: [],
      history: [],
      sources: [a.seq],
    };
  }
  for (const seat of ['advocate', 'critic', 'synthesis']) {
    const detail = seatDetail(state, seat);
    if (detail) out[detail.id] = detail;
  }
  if (state.resolution) out[RESOLUTION_ITEM] = resolutionDetail(state);
  Object.assign(out, historyDetails(state));
  return out;
}

function requestDetail(state: DialecticState): ItemDetail {
  const request = state.config.request;
  return {
    id: 'REQ',
    title: `the request · ${request.type} debate · task ${state.config.taskId}`,
    body: request.subject,
    facts: [
      { label: 'request', value: requestLine(request) },
      { label: 'task id', value: state.config.taskId },
      ...(request.type === 'planning'
        ? [
            { label: 'stakes', value: request.stakes },
            { label: 'rounds', value: String(request.rounds) },
          ]
        : [
            ...request.attempts.map((a, i) => ({ label: `attempt ${i + 1}`, value: a })),
            ...request.errors.map((e, i) => ({ label: `error ${i + 1}`, value: e })),
          ]),
    ],
    history: [],
    sources: [],
  };
}

/** A seat's standing answer whole: its leading words, its other fields, and each round it answered. */
function seatDetail(state: DialecticState, seat: string): ItemDetail | undefined {
  const last = latestOf(state, seat);
  if (!last) return undefined;
  const answers = state.order.map((id) => state.answers[id]!).filter((a) => a.seat === seat);
  const { badge } = lead(last.move);
  const id = SEAT_ITEM[seat]!;
  return {
    id,
    title: `${id} · the ${seat}'s ${badge.toLowerCase()}${seat === 'synthesis' ? '' : ` · round ${last.round} of ${roundsOf(state)}`}`,
    body: lead(last.move).text,
    facts: fields(last.move)
      .filter(([k]) => k !== badge)
      .map(([label, value]) => ({ label, value })),
    history: answers.map((a) => {
      const said = lead(a.move);
      return {
        mark: a.seat === 'synthesis' ? 'syn' : `r${a.round}`,
        by: a.seat,
        text: `${said.status ? `${said.status}: ` : ''}${said.text}`,
      };
    }),
    sources: answers.map((a) => a.seq),
  };
}

function resolutionDetail(state: DialecticState): ItemDetail {
  const r = state.resolution!;
  return {
    id: RESOLUTION_ITEM,
    title: `the resolution · ${r.resolution}`,
    body: resolutionWords(r),
    facts: [
      { label: 'decided', value: decidedWords(r) },
      ...(r.reason !== undefined ? [{ label: 'your reason', value: r.reason }] : []),
      ...(r.at ? [{ label: 'at', value: r.at }] : []),
      { label: 'response', value: resolutionLines(r).join('\n') },
    ],
    history: [],
    sources: [r.seq],
  };
}

function historyDetails(state: DialecticState): Record<string, ItemDetail> {
  const out: Record<string, ItemDetail> = {};
  state.memory.history.forEach((e, i) => {
    const id = `F${i + 1}`;
    out[id] =
      e.kind === 'reset'
        ? {
            id,
            title: `${id} · reset (${e.reset})`,
            body: e.reason || '(no reason given)',
            facts: [{ label: 'when', value: e.ts }],
            history: [],
            sources: [],
          }
        : {
            id,
            title: `${id} · attempt ${e.attempt}${e.stale ? ' · stale' : ''}${e.counted ? '' : ' · before a reset'}`,
            body: e.error,
            facts: [
              { label: 'when', value: e.ts },
              { label: 'approach', value: e.approach || '(not recorded)' },
              { label: 'fingerprint', value: e.fingerprint },
              { label: 'led to', value: e.action },
            ],
            history: [],
            sources: [],
          };
  });
  return out;
}
