// The moderator's prompts: gathering K, reviewing a round, and judging. Gathering is asked of all
// three seats when the session says so: K is shared, so each gives facts, never arguments.
import { mailboxSections } from '../../kit/mailbox.js';
import { join, listSection } from '../../kit/prompt-sections.js';
import { analysis } from '../analysis.js';
import { type Seat, SIDE_NAME, type Side } from '../config.js';
import { derivedAttacks } from '../derived.js';
import { leadText } from '../dialectic.js';
import { movesOf, owedWhys, type PersuasionState } from '../state.js';
import { gatherFormat, reviewFormat, verdictFormat } from './format.js';
import { dialogueSection, factsSection, questionSection, statementsSection, storesSection, tableSection, workdirNote } from './sections.js';

const ROLE =
  'You are MOD, the neutral moderator of a formal persuasion dialogue between PRO (for the proposition) and OPP (against it). You judge the strength of arguments, not their rhetoric.';

export function gatherFull(state: PersuasionState, seat: Seat): string {
  const who =
    seat === 'mod' ? ROLE : `You are ${SIDE_NAME[seat]} in a formal persuasion dialogue; before it starts, every seat gathers facts.`;
  return join(
    `# Persuasion dialogue: gathering the shared context K\n${who}\nBefore round 0, gather the facts both sides may use: K is common knowledge, cited by id (K1, K2, …) by PRO and OPP alike. Give facts, not arguments: what is the case, with where it comes from.`,
    questionSection(state),
    `## Where to look\n${workdirNote(state)}`,
    state.factOrder.length ? factsSection(state) : '',
    mailboxSections(state, seat),
    `## How to answer\n${gatherFormat()}`,
  );
}

export function reviewFull(state: PersuasionState): string {
  const round = state.stage === 'opening' ? 0 : state.round;
  const recent = movesOf(state).filter((m) => m.round === round);
  const flags = state.flags.map((f) => `${f.rule} (${f.by}, round ${f.round}): ${f.text}`);
  return join(
    `# Persuasion dialogue: you are the MODERATOR, reviewing round ${round}\n${ROLE}`,
    tableSection(state, 'mod'),
    questionSection(state),
    factsSection(state),
    dialogueSection(state, recent, `Round ${round}'s moves`),
    statementsSection(state),
    listSection('Flags raised so far', flags),
    `## Your review\n- Rule 1, steel-man: strike an argument that is a straw man or too weak to count (it leaves the framework).\n- Rule 5, undercutting over rebutting: an attack is a rebuttal when it contradicts the conclusion, an undercut when it shows the reasons do not support it; reclassify an attack its move got wrong.\n- Rule 8, no ad hominem: strike or flag an attack on a debater rather than an argument.\n- Any other rule broken (evidence, honest concessions, protocol, bias): flag it, and the side reads your flag next turn.`,
    mailboxSections(state, 'mod'),
    `## How to answer\n${reviewFormat()}`,
  );
}

export function judgeFull(state: PersuasionState): string {
  const { map, dialectic, determination: due } = analysis(state);
  const score = (id: string) => map.status.get(id)?.score.toFixed(2) ?? '—';
  const survivors = (side: Side) => due.survivors[side].map((id) => `${id} (${score(id)})`).join(', ') || 'none';
  const rule =
    due.how === 'surrender'
      ? `${due.surrender!.how}: ${SIDE_NAME[due.winner]} wins by surrender.`
      : `Neither side surrendered its thesis, so the scores decide (rule 6): PRO ${due.scores.pro.toFixed(2)} vs OPP ${due.scores.opp.toFixed(2)} → ${SIDE_NAME[due.winner]}${due.scores.pro === due.scores.opp ? ' (a tie goes to OPP: PRO carries the burden of proof)' : ''}.`;
  const unanswered = movesOf(state)
    .filter((m) => m.act === 'claim' && !movesOf(state).some((r) => r.reply === m.id))
    .map((m) => `${m.id} (${m.statement}) was never answered`);
  const owed = (['pro', 'opp'] as const).flatMap((side) =>
    owedWhys(state, side).map((w) => `${w.id} why ${w.statement} is still owed by ${SIDE_NAME[side]}`),
  );
  const concessions = movesOf(state)
    .filter((m) => m.act === 'concede' || m.act === 'retract')
    .map((m) => `${m.id} ${SIDE_NAME[m.side]} ${m.act}s ${m.statement}${m.by === 'engine' ? ' (by the engine)' : ''}`);
  const relations = [
    ...map.view.edges.map((e) => `${e.from} → ${e.to}: ${e.relation}`),
    ...derivedAttacks(map.view).map((d) => `${d.from} → ${d.to}: ${d.kind} attack (via ${d.via})`),
  ];
  return join(
    `# Persuasion dialogue: you are the MODERATOR, giving the verdict\n${ROLE}\nThe dialogue is over. Answer the five questions, then give the verdict. Account for each side's declared bias (rule 7).`,
    tableSection(state, 'mod'),
    questionSection(state),
    factsSection(state),
    dialogueSection(state),
    storesSection(state),
    statementsSection(state),
    listSection('Relations (direct, then derived)', relations),
    `## What the rules determine\n${rule}\nName this winner; your verdict explains it.${leadText(state, dialectic) ? `\nThe dialogue itself: ${leadText(state, dialectic)} (Prakken's dialectical status, for your rationale; the rule above names the winner).` : ''}`,
    `## The five questions, with what the engine counted\n1. Which arguments survived (score > 0.5)? PRO: ${survivors('pro')}; OPP: ${survivors('opp')}.\n2. Which side has stronger surviving arguments?\n3. Are there unaddressed critical questions? ${[...unanswered, ...owed].join('; ') || 'none counted'}.\n4. Did either side make concessions that weaken its position? ${concessions.join('; ') || 'none'}.\n5. What is the final state of the commitment stores? (above)`,
    listSection(
      'Flags',
      state.flags.map((f) => `${f.rule}: ${f.text}`),
    ),
    mailboxSections(state, 'mod'),
    `## How to answer\n${verdictFormat()}`,
  );
}
