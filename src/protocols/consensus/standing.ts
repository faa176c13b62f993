// Where each challenger stands, read from the record: agreeing (and with which version), dissenting
// (and with what objection), out (dropped, unseated, silent) or not yet heard. The view, the reports
// and the JSON outcome all say it the same way.
import { stanceOf } from './check.js';
import { type Challenger, perspectiveName } from './config.js';
import { type ConsensusState, latestStance, openDissentOf } from './state.js';

export interface Standing {
  seat: Challenger;
  /** "Architect (gemini)". */
  name: string;
  status: 'agree' | 'dissent' | 'out' | 'pending';
  /** Short, for the seats pane: "disagree · strong", "ACCEPT", "dropped". */
  stance: string;
  /** What it validated, or what it still objects to, or why it is out. */
  concern: string;
  /** The position version it last agreed with. */
  validated?: number;
}

/** What a dissent objects to now: its latest rebuttal's reason, else its verdict's summary. */
export function objectionOf(d: ConsensusState, dissentId: string): string {
  const dissent = d.dissents[dissentId]!;
  for (const id of [...dissent.items].reverse()) {
    const item = d.items[id]!;
    if (item.kind === 'rebuttal' && item.reason) return item.reason;
    if (item.kind === 'verdict') return item.summary || item.points[0]?.point || `a ${item.verdict} verdict`;
  }
  return 'an objection';
}

export function standingOf(d: ConsensusState, seat: Challenger): Standing {
  const name = perspectiveName(d.config, seat);
  const challenger = d.challengers[seat];
  if (challenger.status === 'unseated') return { seat, name, status: 'out', stance: 'not seated', concern: 'nobody sat in this seat' };
  if (challenger.status === 'dropped') return { seat, name, status: 'out', stance: 'dropped', concern: challenger.reason ?? 'dropped' };
  const latest = latestStance(d, seat);
  const open = openDissentOf(d, seat);
  if (!latest) {
    if (challenger.failure) return { seat, name, status: 'out', stance: 'no answer', concern: challenger.failure };
    return { seat, name, status: 'pending', stance: challenger.check === 'confirmed' ? 'persona confirmed' : 'not heard yet', concern: '' };
  }
  if (latest.kind === 'verdict') {
    const s = stanceOf(latest);
    const stance = `${s.verdict}${s.verdict === 'agree' ? '' : ` · ${s.strength}`}${s.hollow ? ' (hollow)' : ''}`;
    if (open) return { seat, name, status: 'dissent', stance, concern: objectionOf(d, open.id) };
    const concern = latest.summary || latest.points.map((p) => p.point).join('; ');
    return {
      seat,
      name,
      status: 'agree',
      stance: s.verdict === 'agree' ? stance : `${stance}, addressed`,
      concern,
      validated: latest.judged,
    };
  }
  const response = latest.override?.value ?? latest.response ?? 'unreadable';
  if (open) return { seat, name, status: 'dissent', stance: response, concern: objectionOf(d, open.id) };
  return { seat, name, status: 'agree', stance: response, concern: latest.reason, validated: latest.judged };
}
