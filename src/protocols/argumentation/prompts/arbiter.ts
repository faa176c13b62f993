import { notesSection, problemSection } from '../../kit/mailbox.js';
import { join, listSection } from '../../kit/prompt-sections.js';
import { type ArgState, type Bucket, pointsIn } from '../state.js';
import { arbiterFormat } from './format.js';
import { constraintsSection, disputeLines, pointLine, questionSection } from './sections.js';

const PREAMBLE = `# Agon deliberation: you are the ARBITER
Two parties deliberated on the question below and sorted the points into buckets. You see the outcome without knowing who said what: each point with the challenges raised against it, the defenses and the rulings. Check it: are the Agreed points well supported? Are the dismissals justified by what the challenges showed? Are the Unresolved items genuinely blocked? Your flags lower the confidence of the outcome; they do not move anything.
Only the entries marked authoritative count as established facts; everything else is a claim.`;

/** A point without attribution, followed by its challenges, defenses and rulings. */
function pointWithDisputes(state: ArgState, id: string): string {
  const point = state.points[id]!;
  return [pointLine(state, point, false).slice(2), ...disputeLines(state, point)].join('\n');
}

export function arbiterFull(state: ArgState): string {
  const bucket = (name: Bucket, title: string) =>
    listSection(
      title,
      pointsIn(state, name).map((p) => pointWithDisputes(state, p.id)),
    );
  const inPlay = state.pointOrder.filter((id) => !['agreed', 'dismissed', 'unresolved'].includes(state.points[id]!.status));
  const relabels = state.relabels.map((r) => `${r.point} was relabelled from empirical to value in round ${r.round}: ${r.justification}`);
  return join(
    PREAMBLE,
    questionSection(state),
    constraintsSection(state, false),
    bucket('agreed', 'Agreed'),
    bucket('dismissed', 'Dismissed'),
    bucket('unresolved', 'Unresolved'),
    listSection(
      'Still in play',
      inPlay.map((id) => pointWithDisputes(state, id)),
    ),
    listSection('Relabelled to escape the evidence gate? Check these', relabels),
    listSection('Why arbitration was called', state.arbitration.pendingTriggers),
    notesSection(state, 'arbiter'),
    problemSection(state, 'arbiter'),
    `## How to answer\n${arbiterFormat()}`,
  );
}
