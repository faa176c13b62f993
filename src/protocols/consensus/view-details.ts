// The detail of every item `enter` opens: a challenger (its persona in full, its check, its
// standing, its latest verdict or rebuttal by id), a position version, a verdict, a rebuttal, a
// dissent with everything said on it, and a statement of assumptions. `sources` are the events
// that recorded them (their raw text is in raw/).
import type { ItemDetail } from '../types.js';
import { stanceOf } from './check.js';
import { agentOf, CHALLENGERS, seatLabel } from './config.js';
import { ANGLES } from './persona-text.js';
import { type ConsensusState, type Item, latestStance } from './state.js';
import { objectionOf, standingOf } from './standing.js';

export function details(s: ConsensusState): Record<string, ItemDetail> {
  const out: Record<string, ItemDetail> = {};
  for (const seat of CHALLENGERS) {
    const c = s.challengers[seat];
    const p = s.personas[seat];
    const standing = standingOf(s, seat);
    const stance = latestStance(s, seat);
    out[seat] = {
      id: seat,
      title: `${ANGLES[seat].label} · ${p.title} · ${agentOf(s.config, seat)}`,
      body: p.text,
      facts: [
        { label: 'angle', value: ANGLES[seat].angle },
        {
          label: 'persona',
          value: `${p.source === 'person' ? 'written by the person' : p.source === 'proposer' ? 'written by the proposer' : `template for ${s.domain}`}${s.prepared[seat] ? ', context file written' : ', not written yet'}`,
        },
        { label: 'status', value: `${c.status}${c.reason ? `: ${c.reason}` : ''}` },
        { label: 'persona check', value: `${c.check}${c.confirmed ? `: “${c.confirmed}”` : ''}` },
        { label: 'stands', value: `${standing.stance}${standing.concern ? ` — ${standing.concern}` : ''}` },
        // Named by its id: an override of the verdict or rebuttal takes that id, not the expert's.
        ...(stance ? [{ label: `latest ${stance.kind}`, value: line(stance) }] : []),
        ...(c.failure ? [{ label: 'last failure', value: c.failure }] : []),
      ],
      history: s.order
        .map((id) => s.items[id]!)
        .filter((i) => 'seat' in i && i.seat === seat)
        .map((i) => ({ mark: `r${i.round}`, by: seatLabel(seat), text: line(i) })),
      sources: s.order
        .map((id) => s.items[id]!)
        .filter((i) => 'seat' in i && i.seat === seat)
        .map((i) => i.seq),
    };
  }
  for (const id of s.order) {
    const item = s.items[id]!;
    out[id] = itemDetail(s, item);
  }
  for (const id of s.dissentOrder) {
    const d = s.dissents[id]!;
    const items = d.items.map((i) => s.items[i]!);
    out[id] = {
      id,
      title: `${id} · ${ANGLES[d.seat].label}'s dissent · ${d.status}${d.resolvedBy ? ` (${d.resolvedBy})` : ''}`,
      body: objectionOf(s, id),
      facts: [
        { label: 'opened', value: `round ${d.round}` },
        ...(d.decided ? [{ label: 'answered by the person', value: line(s.items[d.decided]!) }] : []),
      ],
      history: items.map((i) => ({
        mark: `r${i.round}`,
        by: i.kind === 'response' ? (i.by === 'person' ? 'the person' : 'Proposer') : ANGLES[d.seat].label,
        text: line(i),
      })),
      sources: items.map((i) => i.seq),
    };
  }
  return out;
}

function line(item: Item): string {
  switch (item.kind) {
    case 'position':
      return `v${item.version}: ${item.text}`;
    case 'verdict': {
      const st = stanceOf(item);
      return `${item.id} verdict ${item.verdict}${item.verdict === 'agree' ? '' : ` (${item.strength})`}${item.summary ? `: ${item.summary}` : ''}${item.override || item.hollow ? ` → stands as ${st.verdict}` : ''}`;
    }
    case 'response':
      return `${item.id} ${item.decision ?? 'no decision'}: ${item.reason}${item.change && item.change !== item.reason ? ` (changes: ${item.change})` : ''}`;
    case 'rebuttal':
      return `${item.id} ${item.override ? `${item.override.value} (set by the person; said ${item.response ?? 'nothing readable'})` : (item.response ?? 'unreadable')}: ${item.reason}`;
    case 'statement':
      return `${item.id} why: ${item.why}${item.wouldChange ? `; would change if: ${item.wouldChange}` : ''}`;
  }
}

function itemDetail(s: ConsensusState, item: Item): ItemDetail {
  const base = { id: item.id, sources: [item.seq] };
  switch (item.kind) {
    case 'position':
      return {
        ...base,
        title: `Position v${item.version} · ${item.version === 1 ? 'opening' : `after round ${item.round}`}${item.version === s.version ? ' · current' : ''}`,
        body: item.text,
        facts: [
          ...(item.confidence ? [{ label: 'confidence', value: item.confidence }] : []),
          ...(item.reasoning ? [{ label: 'reasoning', value: item.reasoning }] : []),
          ...item.weaknesses.map((w) => ({ label: 'weakness', value: w })),
          ...item.assumptions.map((a) => ({ label: 'assumption', value: a })),
          ...(item.wrapped ? [{ label: 'note', value: 'the answer could not be read; kept as raw text' }] : []),
        ],
        history: item.changes.map((c) => ({
          mark: `v${item.version}`,
          by: ANGLES[c.perspective].label,
          text: `changed because ${ANGLES[c.perspective].label} found ${c.text}`,
        })),
      };
    case 'verdict':
      return {
        ...base,
        title: `${item.id} · ${ANGLES[item.seat].label}'s verdict on v${item.judged}`,
        body: item.summary || (item.points[0]?.point ?? ''),
        facts: [
          { label: 'verdict', value: `${item.verdict}, ${item.strength}` },
          ...(item.hollow ? [{ label: 'skepticism', value: `${item.hollow}: counts as partial unless the person overrides it` }] : []),
          ...(item.override?.verdict
            ? [{ label: 'set by the person', value: `${item.override.verdict.value}: ${item.override.verdict.reason}` }]
            : []),
          ...(item.override?.strength
            ? [{ label: 'strength set by the person', value: `${item.override.strength.value}: ${item.override.strength.reason}` }]
            : []),
          ...item.points.map((p) => ({ label: p.aspect || 'point', value: p.point })),
          ...(item.dissent ? [{ label: 'dissent', value: item.dissent }] : []),
        ],
        history: [],
      };
    case 'rebuttal':
      return {
        ...base,
        title: `${item.id} · ${ANGLES[item.seat].label}'s rebuttal on v${item.judged} (${item.dissent})`,
        body: item.reason,
        facts: [
          { label: 'rebuttal', value: item.response ?? 'unreadable' },
          ...(item.override ? [{ label: 'set by the person', value: `${item.override.value}: ${item.override.reason}` }] : []),
          ...item.points.map((p) => ({ label: p.aspect || 'point', value: p.point })),
        ],
        history: [],
      };
    case 'response':
      return {
        ...base,
        title: `${item.id} · ${item.by === 'person' ? 'the person' : 'the proposer'} on ${item.dissent}`,
        body: item.reason,
        facts: [
          { label: 'decision', value: item.decision ?? 'none stated' },
          ...(item.change ? [{ label: 'changes', value: item.change }] : []),
        ],
        history: [],
      };
    case 'statement':
      return {
        ...base,
        title: `${item.id} · ${seatLabel(item.seat)}: why it disagrees, and its assumptions`,
        body: item.why,
        facts: [
          ...(item.wouldChange ? [{ label: 'would change if', value: item.wouldChange }] : []),
          ...item.assumptions.map((a) => ({
            label: a.perspective ? `assumption (${ANGLES[a.perspective].label})` : 'assumption',
            value: a.text,
          })),
        ],
        history: [],
      };
  }
}
