// A debater's prompt: who it is and where the debate stands, what its stage asks of it, what it
// owes (grades, retries, a commitment, a falsifier, evidence), its mailbox (the moderator's and
// the person's words, refusals), and how to answer; a delta prompt for agents that keep their own
// session. When most grades so far are ACCURATE, the grading advice is stricter (the seed's risk
// table: tighten the grading prompt).
import { withDelta } from '../../kit/delta.js';
import { mailboxSections } from '../../kit/mailbox.js';
import { join, listSection } from '../../kit/prompt-sections.js';
import type { Prompt } from '../../types.js';
import { lockCriteria } from '../crux-lock.js';
import { falsifierText, who } from '../context.js';
import { ALLOWED } from '../rules.js';
import { gradesOwed, requiredPairs, rubberStamped } from '../steelman-tracker.js';
import { type CruxState, declaredFalsifiers } from '../state.js';
import { debaterFormat } from './format.js';
import {
  falsifiersSection,
  positionsSection,
  questionSection,
  stageLine,
  steelmenSection,
  threadSection,
  topClaimsSection,
} from './sections.js';

const HOW_IT_WORKS = `## How this debate works
Stages DISCOVERY → CRUX_LOCK → EVIDENCE → CONVERGED, each with its own moves and a message budget. DISCOVERY ends once a YES-or-NO crux question is proposed and the stage's minimum is reached. CRUX_LOCK ends when the lock holds: at least two debaters committed, both YES and NO present, every steelman graded ACCURATE, every committed debater with a falsifier. EVIDENCE weighs data against the falsifiers; then the crux is crystallized.
You may CHALLENGE a debater only after they graded your STEELMAN of them ACCURATE.`;

const STAGE_WORK = {
  DISCOVERY:
    "Explore the question. Make your strongest claims, find where you and the others part ways, and propose the crux: one question answerable YES or NO that, once settled, would change someone's mind. Steelman a debater before you challenge them.",
  CRUX_LOCK:
    'Lock the crux. Commit YES or NO (UNCERTAIN only if you truly cannot) with a confidence, and say whether your TopClaim would flip if the crux went the other way. Steelman those who disagree with you and grade their steelmen of you honestly. Declare a falsifier: what measurable result, by what date, would change your mind.',
  EVIDENCE:
    'Bring evidence tied to the falsifiers: data, with a source where you have one. Challenge (after an ACCURATE steelman), concede what the evidence shows — and say whether it changes your TopClaim — and commit again if your position moved.',
  CONVERGED: 'The debate has converged.',
} as const;

const GRADING =
  'Grade ACCURATE only if you would sign the steelman as your view at its strongest; INCOMPLETE if it leaves out something central; WRONG if it misstates you.';
const STRICTER =
  'Nearly every grade in this debate so far is ACCURATE. Be stricter: a steelman that could not be mistaken for your own words at their best is INCOMPLETE.';

export function debaterPrompt(state: CruxState, seat: string): Prompt {
  const full = join(
    `# Crux debate: you are ${who(state, seat)}`,
    questionSection(state),
    HOW_IT_WORKS,
    stageLine(state),
    `## Your work now\n${STAGE_WORK[state.stage]}`,
    topClaimsSection(state),
    positionsSection(state),
    steelmenSection(state),
    falsifiersSection(state),
    threadSection(state),
    owedSection(state, seat),
    mailboxSections(state, seat),
    debaterFormat(ALLOWED[state.stage], !state.topClaims[seat]),
  );
  return withDelta(state, seat, full, `# ${stageLine(state).slice(3)}`, () => [
    state.question ? `The crux question: ${state.question.text}` : '',
    owedSection(state, seat),
    mailboxSections(state, seat),
    debaterFormat(ALLOWED[state.stage], !state.topClaims[seat]),
  ]);
}

/** What the seat owes the debate now, most pressing first. */
export function owedSection(state: CruxState, seat: string): string {
  const lines: string[] = [];
  const owed = gradesOwed(state, seat);
  for (const s of owed) lines.push(`grade ${s.id}, ${who(state, s.by)}'s steelman of you: ${s.text}`);
  if (owed.length) lines.push(rubberStamped(state) ? `${GRADING} ${STRICTER}` : GRADING);
  if (state.stage === 'CRUX_LOCK') {
    const unmet = new Set(
      lockCriteria(state)
        .filter((c) => !c.met)
        .map((c) => c.key),
    );
    const mine = state.commitments[seat];
    if (!mine) lines.push(`commit ${state.binaryForced ? 'YES or NO' : 'YES, NO or UNCERTAIN'} on the crux question`);
    else if (unmet.has('split') && mine.side === 'UNCERTAIN') lines.push('take a side: the lock needs both YES and NO');
    for (const pair of requiredPairs(state).filter((p) => p.by === seat && p.status !== 'ACCURATE' && p.status !== 'awaiting')) {
      lines.push(`steelman ${who(state, pair.of)}${pair.latest ? ` again (your ${pair.latest.id} was graded ${pair.status})` : ''}`);
    }
    for (const f of Object.values(state.falsifiers).filter((x) => x.status === 'draft' && x.seat === seat)) {
      lines.push(`accept or amend ${f.id}, the moderator's draft: ${falsifierText(f)}`);
    }
    if (mine && declaredFalsifiers(state, seat).length === 0) lines.push('declare a falsifier: metric, threshold, deadline');
  }
  if (state.stage === 'EVIDENCE') {
    const bare = declaredFalsifiers(state).filter((f) => f.evidence.length === 0);
    if (bare.length) lines.push(`evidence is still owed on ${bare.map((f) => `${f.id} (${f.seat})`).join(', ')}`);
  }
  return listSection('You owe', lines);
}
