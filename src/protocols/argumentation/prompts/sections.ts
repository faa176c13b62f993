// Prompt sections shared by the seats' prompts: the question, the ledger and the points, the
// challenges. The bricks (listSection, join) and the mailbox come from the kit.
import { describeEvidence } from '../evidence.js';
import { PHASE_RULES, phaseSchedule } from '../phases.js';
import { type ArgState, type Challenge, OPEN_CHALLENGE, type Point, windowEnd } from '../state.js';

export function questionSection(state: ArgState): string {
  const reframed =
    state.question !== state.originalQuestion ? `\n(The person reframed it; the original question was: ${state.originalQuestion})` : '';
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
  return [
    `- ${point.id} [${point.kind};${by} round ${point.round};${relation} ${status}${point.reason ? `: ${point.reason}` : ''}] ${point.claim}`,
    ...evidence,
  ].join('\n');
}

/** The points on the table; those in `apart` are listed in a section of their own instead. */
export function pointsSection(state: ArgState, attributed = true, apart: readonly string[] = []): string {
  if (state.pointOrder.length === 0) return '## Points\n(none yet)';
  const ids = state.pointOrder.filter((id) => !apart.includes(id));
  if (ids.length === 0) return '';
  const title = apart.length ? 'Points already judged' : 'Points';
  return `## ${title}\n${ids.map((id) => pointLine(state, state.points[id]!, attributed)).join('\n')}`;
}

export function challengeName(state: ArgState, c: Challenge): string {
  return state.config.mode === 'quick' ? `Objection to ${c.point}` : `${c.id} on ${c.point}`;
}

/** Consultee turns left to answer the challenge: its window, cut short by the debate's last round. */
export function roundsLeft(state: ArgState, c: Challenge): number {
  const consulteeStillToAct = !state.raisedThisRound ? 1 : 0;
  const end = Math.min(windowEnd(c), state.maxRounds);
  return Math.max(0, end - state.n + consulteeStillToAct);
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

/** `## Round n of max: PHASE` and what the phase admits, worded for `seat`. */
export function roundSection(state: ArgState, seat: 'consultee' | 'orchestrator', schedule: boolean): string {
  const rule = PHASE_RULES[seat][state.phase];
  const extended = state.extension ? `\nCONSTRUCTIVE is extended into this round: ${state.extension}.` : '';
  const plan = schedule ? `\n${phaseSchedule(state.maxRounds, state.stressTest.status !== 'off')}` : '';
  return `## Round ${state.n} of ${state.maxRounds}: ${state.phase}\n${rule}${extended}${plan}`;
}

/** The challenges on a point, each with its defenses and rulings, and who said what left out. */
export function disputeLines(state: ArgState, point: Point): string[] {
  return state.challengeOrder
    .map((id) => state.challenges[id]!)
    .filter((c) => c.point === point.id)
    .flatMap((c) => {
      const grounds = c.evidence.map((e) => `; ${e}: ${describeEvidence(state.evidence[e]!)}`).join('');
      const defenses = c.defenses.map(
        (d) => `      defense (round ${d.round}): ${d.argument}${d.ruling ? ` → ${d.ruling}${d.reason ? `: ${d.reason}` : ''}` : ''}`,
      );
      return [`    ${c.id} ${c.kind} (round ${c.round}, ${c.status}): ${c.objection}${grounds}`, ...defenses];
    });
}
