// The detail of every item (enter on a row): a move with its replies and status, a statement with
// its holders, relations and formal standing, a fact of K, an evidence item, a ruling.
import { formalFacts } from '../kit/formal-facts.js';
import type { ItemDetail } from '../types.js';
import type { Analysis } from './analysis.js';
import { SIDE_NAME } from './config.js';
import { moveText } from './describe.js';
import { statusText } from './dialectic.js';
import { kindOf } from './framework.js';
import { type DialogueMove, holders, movesOf, type PersuasionState } from './state.js';

export function details(state: PersuasionState, a: Analysis): Record<string, ItemDetail> {
  const out: Record<string, ItemDetail> = {};
  const moves = movesOf(state);
  const repliesTo = new Map<string, DialogueMove[]>();
  const about = new Map<string, DialogueMove[]>();
  const citing = new Map<string, string[]>();
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const m of moves) {
    if (m.reply) add(repliesTo, m.reply, m);
    for (const id of new Set([...(m.statement ? [m.statement] : []), ...(m.reasons ?? [])])) add(about, id, m);
  }
  for (const id of state.statementOrder) for (const e of state.statements[id]!.evidence) add(citing, e, id);
  for (const m of moves) {
    const st = a.dialectic.status.get(m.id);
    const replies = repliesTo.get(m.id) ?? [];
    out[m.id] = {
      id: m.id,
      title: `${m.id} · ${SIDE_NAME[m.side]} · ${m.act}${m.by === 'engine' ? ' (by the engine)' : ''} · round ${m.round}`,
      body: m.argument || moveText(state, m),
      facts: [
        { label: 'speech act', value: moveText(state, m) },
        ...(st ? [{ label: 'dialectical status', value: statusText(st, m.act) }] : []),
        ...(m.note ? [{ label: 'why the engine made it', value: m.note }] : []),
        ...(m.evidence.length
          ? [
              {
                label: 'evidence',
                value: m.evidence.map((e) => `${e}: ${state.facts[e]?.text ?? state.evidence[e]?.text ?? ''}`).join('; '),
              },
            ]
          : []),
        { label: 'replies', value: replies.map((r) => `${r.id} ${r.act}`).join(', ') || 'none' },
      ],
      history: replies.map((r) => ({ mark: `r${r.round}`, by: SIDE_NAME[r.side], text: moveText(state, r) })),
      sources: [m.seq],
    };
  }
  for (const id of state.statementOrder) {
    const s = state.statements[id]!;
    out[id] = {
      id,
      title: `${id} · ${SIDE_NAME[s.side]} ${kindOf(state, s)} · put forward in ${s.move}`,
      body: s.text,
      facts: [
        {
          label: 'held by',
          value:
            holders(state, id)
              .map((h) => SIDE_NAME[h])
              .join(', ') || 'nobody (retracted)',
        },
        ...(s.attack
          ? [
              {
                label: 'attacks',
                value: `${s.attack.target} (${s.attack.type}${s.attack.by !== 'move' ? `, reclassified by ${s.attack.by === 'mod' ? 'the moderator' : 'the person'}: ${s.attack.reason ?? ''}` : ''})`,
              },
            ]
          : []),
        ...(s.struck ? [{ label: 'struck', value: `${s.struck.rule}: ${s.struck.reason}` }] : []),
        ...formalFacts(a.map, id),
      ],
      history: (about.get(id) ?? []).map((m) => ({ mark: `r${m.round}`, by: SIDE_NAME[m.side], text: `${m.id} ${moveText(state, m)}` })),
      sources: [state.moves[s.move]?.seq ?? 0].filter((n) => n > 0),
    };
  }
  for (const id of state.factOrder) {
    const f = state.facts[id]!;
    out[id] = {
      id,
      title: `${id} · shared context K${f.removed ? ' · removed' : ''}`,
      body: f.text,
      facts: [
        { label: 'source', value: f.source ?? 'not given' },
        { label: 'added by', value: f.by === 'human' ? 'the person' : SIDE_NAME[f.by] },
        ...(f.removed ? [{ label: 'removed', value: f.removed }] : []),
        { label: 'cited by', value: (citing.get(id) ?? []).join(', ') || 'nobody yet' },
        ...formalFacts(a.map, id),
      ],
      history: [],
      sources: [],
    };
  }
  for (const e of Object.values(state.evidence)) {
    out[e.id] = {
      id: e.id,
      title: `${e.id} · evidence from ${SIDE_NAME[e.side]} for ${e.statement}`,
      body: e.text,
      facts: formalFacts(a.map, e.id),
      history: [],
      sources: [],
    };
  }
  for (const r of state.rulings) {
    out[r.id] = {
      id: r.id,
      title: `${r.id} · ${r.kind} of ${r.target} by ${r.by === 'mod' ? 'the moderator' : 'the person'}`,
      body: r.detail,
      facts: [{ label: 'round', value: String(r.round) }],
      history: [],
      sources: [],
    };
  }
  return out;
}
