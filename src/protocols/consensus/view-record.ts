// The record as a person reads it: each expert once (its strongest point, its latest verdict and
// strength, the newest word between it and the proposer; its verdicts, the proposer's answers and
// its rebuttals over the rounds are its detail's history), each position version once (what changed
// and why as its latest word), and each statement of assumptions.
import type { RecordRow } from '../types.js';
import { ANGLES } from './persona-text.js';
import { experts, itemLine } from './experts.js';
import { seatLabel } from './config.js';
import type { ConsensusState, PositionItem, StatementItem } from './state.js';

export function recordRows(s: ConsensusState): RecordRow[] {
  const positions = s.order.map((id) => s.items[id]!).filter((i): i is PositionItem => i.kind === 'position');
  const statements = s.order.map((id) => s.items[id]!).filter((i): i is StatementItem => i.kind === 'statement');
  return [...expertRows(s), ...positions.map((p) => positionRow(s, p)), ...statements.map(statementRow)];
}

/** Once the personas are what the seats will read (not while the proposer is still writing them). */
function expertRows(s: ConsensusState): RecordRow[] {
  if (s.phase === 'PERSONAS') return [];
  return experts(s).map((e): RecordRow => {
    const person = e.latest && (e.latest.kind === 'verdict' || e.latest.kind === 'rebuttal') && e.latest.override !== undefined;
    const hollow = e.latest?.kind === 'verdict' && e.latest.hollow !== undefined;
    return {
      id: e.seat,
      mark: e.latest ? `r${e.latest.round}` : 'r0',
      badge: e.label,
      tone: person || s.personas[e.seat].source === 'person' ? 'authoritative' : 'claimed',
      seat: e.seat,
      text: e.strongest,
      item: e.seat,
      status: e.verdict,
      flags: [
        ...(s.challengers[e.seat].status === 'dropped' ? ['dropped'] : []),
        ...(hollow ? ['hollow'] : []),
        ...(person ? ['person'] : []),
        ...(e.latest && 'wrapped' in e.latest && e.latest.wrapped ? ['raw'] : []),
      ],
      ...(e.latest ? { latest: itemLine(e.latest) } : {}),
    };
  });
}

function positionRow(s: ConsensusState, item: PositionItem): RecordRow {
  const why = item.changes.map((c) => `${ANGLES[c.perspective].label} found ${c.text}`).join('; ');
  return {
    id: item.id,
    mark: `r${item.round}`,
    badge: `position v${item.version}`,
    tone: item.by === 'person' ? 'authoritative' : item.version === 1 ? 'claimed' : 'revised',
    seat: item.by === 'person' ? 'human' : 'proposer',
    text: item.text,
    item: item.id,
    status: `${item.version === s.version ? 'current' : 'superseded'}${item.confidence ? ` · ${item.confidence}` : ''}`,
    flags: item.wrapped ? ['raw'] : [],
    latest: item.version === 1 ? 'the opening position' : why ? `changed because ${why}` : 'changed with no reason given',
  };
}

function statementRow(item: StatementItem): RecordRow {
  return {
    id: item.id,
    mark: `r${item.round}`,
    badge: `${seatLabel(item.seat)}: assumptions`,
    tone: 'claimed',
    seat: item.seat,
    text: item.why || '(no reason given)',
    item: item.id,
    status: `${item.assumptions.length} assumption${item.assumptions.length === 1 ? '' : 's'}`,
    flags: item.wrapped ? ['raw'] : [],
    ...(item.wouldChange ? { latest: `would change if: ${item.wouldChange}` } : {}),
  };
}
