// Prompt sections shared by the seats' prompts: the question, the ledger and the points, the
// challenges. The bricks (listSection, join) and the mailbox come from the kit.
import { describeEvidence } from '../evidence.js';
import { type ArgState, type Challenge, OPEN_CHALLENGE, type Point, windowEnd } from '../state.js';

export function questionSection(state: ArgState): string {
  const reframed =
    state.question !== state.originalQuestion
      ? `\n(The person reframed it; the original question was: ${state.originalQuestion})`
      : '';
  return `## Question\n${state.question}${reframed}`;
}

export function constraintsSection(state: ArgState, attributed = true): string {
  const rows = state.ledger
    .filter((e) => e.provenance === 'user' || e.provenance === 'verified')
    .map((e) => `- ${e.id} [${e.provenance}${e.ref ? ` ${e.ref}` : ''}]${attributed && e.item ? ` (${e.item})` : ''}: ${e.text}`);
  if (rows.length === 0) return '';
  return `## From the person and verified sources (authoritative)\n${rows.join('\n')}`;
}

export function positionsSection(state: ArgState): string {
  const rows = state.ledger.filter((e) => e.kind === 'position').map((e) => `- ${e.id} (orchestrator, round ${e.round}): ${e.text}`);
  return rows.length ? `## Positions on the table\n${rows.join('\n')}` : '';
}

export function pointLine(state: ArgState, point: Point, attributed = true): string {
  const status =
    point.status === 'awaiting-evidence'
      ? 'accepted, awaiting verified evidence'
      : point.status === 'pending'
        ? 'awaiting assessment'
        : point.status;
  const relation = point.extends ? ` extends ${point.extends};` : point.rebuts ? ` rebuts ${point.rebuts};` : '';
  const by = attributed ? ` ${point.raisedBy},` : '';
  const evidence = point.evidence.map((id) => `    ${id}: ${describeEvidence(state.evidence[id]!)}`);
  return [`- ${point.id} [${point.kind};${by} round ${point.round};${relation} ${status}${point.reason ? `: ${point.reason}` : ''}] ${point.claim}`, ...evidence].join('\n');
}

export function pointsSection(state: ArgState, attributed = true): string {
  if (state.pointOrder.length === 0) return '## Points\n(none yet)';
  return `## Points\n${state.pointOrder.map((id) => pointLine(state, state.points[id]!, attributed)).join('\n')}`;
}

export function challengeName(state: ArgState, c: Challenge): string {
  return state.config.mode === 'quick' ? `Objection to ${c.point}` : `${c.id} on ${c.point}`;
}

export function roundsLeft(state: ArgState, c: Challenge): number {
  const consulteeStillToAct = !state.raisedThisRound ? 1 : 0;
  return Math.max(0, windowEnd(c) - state.n + consulteeStillToAct);
}

export function challengeLine(state: ArgState, c: Challenge): string {
  const left = roundsLeft(state, c);
  const note = c.status === 'dropped' ? ', missed once: last warning' : c.status === 'answered' ? ', defense awaiting ruling' : '';
  const latest = c.defenses[c.defenses.length - 1];
  const defense = latest && c.status === 'answered' ? `\n    defense (round ${latest.round}): ${latest.argument}` : '';
  return `- ${challengeName(state, c)} (${c.kind}, ${left} round${left === 1 ? '' : 's'} left${note}): ${c.objection}${defense}`;
}

export function openChallengesOf(state: ArgState): Challenge[] {
  return state.challengeOrder.map((id) => state.challenges[id]!).filter((c) => OPEN_CHALLENGE.includes(c.status));
}

/** Tells the seats whether their citations can be checked at all. */
export function evidenceNote(state: ArgState): string {
  return state.config.workdir
    ? '## Evidence\nA project directory is attached: textual citations ("source": "path:line") are checked against it before they count.'
    : '## Evidence\nNo project directory is attached: file citations cannot be checked here, so an empirical point reaches Agreed only if the person vouches for its evidence. Value judgements are unaffected.';
}
