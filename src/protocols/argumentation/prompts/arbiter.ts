import { notesSection, problemSection } from '../../kit/mailbox.js';
import { join, listSection } from '../../kit/prompt-sections.js';
import { type ArgState, pointsIn } from '../state.js';
import { arbiterFormat } from './format.js';
import { constraintsSection, pointLine, questionSection } from './sections.js';

const PREAMBLE = `# Agon deliberation: you are the ARBITER
Two parties deliberated on the question below and sorted the points into buckets. You see the outcome without knowing who said what. Check it: are the Agreed points well supported? Are the dismissals justified? Are the Unresolved items genuinely blocked? Your flags lower the confidence of the outcome; they do not move anything.
Only the entries marked authoritative count as established facts; everything else is a claim.`;

export function arbiterFull(state: ArgState): string {
  const bucket = (name: 'agreed' | 'dismissed' | 'unresolved', title: string) =>
    listSection(title, pointsIn(state, name).map((p) => pointLine(state, p, false).slice(2)));
  const inPlay = state.pointOrder.map((id) => state.points[id]!).filter((p) => !['agreed', 'dismissed', 'unresolved'].includes(p.status));
  return join(
    PREAMBLE,
    questionSection(state),
    constraintsSection(state, false),
    bucket('agreed', 'Agreed'),
    bucket('dismissed', 'Dismissed'),
    bucket('unresolved', 'Unresolved'),
    listSection('Still in play', inPlay.map((p) => pointLine(state, p, false).slice(2))),
    listSection('Why arbitration was called', state.arbitration.pendingTriggers),
    notesSection(state, 'arbiter'),
    problemSection(state, 'arbiter'),
    `## How to answer\n${arbiterFormat()}`,
  );
}
