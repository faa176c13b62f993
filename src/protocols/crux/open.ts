// The view's "open" part: only what is open or owed. While the debate runs: steelmen owed (a
// grade, a retry, one the lock needs), the moderator's intervention, commitments, falsifiers,
// drafts to accept, evidence, and challenges not yet answered. Once it is over: what was left
// open, challenges never answered and falsifiers without evidence. The steelman table and the crux
// itself are the card's (view-card.ts).
import type { OpenRow, ViewPart } from '../types.js';
import { falsifierText, speaker, who } from './context.js';
import { allPairs, type Pair, requiredPairs } from './steelman-tracker.js';
import { type CruxState, declaredFalsifiers } from './state.js';
import { unansweredChallenges } from './view-record.js';

export function openPart(state: CruxState): ViewPart<OpenRow> {
  if (state.ended)
    return {
      title: 'Left open',
      empty: 'Nothing left open: every challenge was answered and every falsifier has evidence.',
      rows: [...challengeRows(state), ...bareFalsifierRows(state)],
    };
  return { title: 'Owed', empty: 'Nothing owed.', rows: [...pairRows(state), ...owedRows(state), ...challengeRows(state)] };
}

/** Steelmen someone owes: a grade, a retry, or one the lock needs that nobody has tried. */
function pairRows(state: CruxState): OpenRow[] {
  const required = requiredPairs(state);
  const owing = allPairs(state).filter(
    (p) =>
      p.status === 'awaiting' ||
      p.status === 'INCOMPLETE' ||
      p.status === 'WRONG' ||
      (p.status === 'none' && required.some((r) => r.by === p.by && r.of === p.of)),
  );
  return owing.map((p): OpenRow => {
    const { owner, owes, status, urgency } = pairDue(p);
    return {
      id: `${p.by}>${p.of}`,
      title: `steelman ${speaker(state, p.by)} → ${speaker(state, p.of)}`,
      ...(owner ? { owner, owes: owes! } : {}),
      urgency,
      status,
      text: p.latest ? `${p.latest.text}${p.latest.feedback ? ` (graded: ${p.latest.feedback})` : ''}` : 'no steelman yet',
      ...(p.latest ? { item: p.latest.id } : {}),
    };
  });
}

function challengeRows(state: CruxState): OpenRow[] {
  return unansweredChallenges(state).map((e) => ({
    id: `answer:${e.id}`,
    title: `${speaker(state, e.by)}'s challenge of ${speaker(state, e.target!)}`,
    owner: e.target!,
    owes: `an answer to ${speaker(state, e.by)}`,
    urgency: 'normal',
    status: state.ended ? 'never answered' : 'unanswered',
    text: e.words ?? e.text,
    item: e.id,
  }));
}

function bareFalsifierRows(state: CruxState): OpenRow[] {
  return declaredFalsifiers(state)
    .filter((f) => f.evidence.length === 0)
    .map((f) => ({
      id: `evidence:${f.id}`,
      title: `evidence on ${f.id} (${speaker(state, f.seat)})`,
      urgency: 'normal',
      status: 'no evidence',
      text: falsifierText(f),
      item: f.id,
    }));
}

function pairDue(p: Pair): { owner?: string; owes?: string; status: string; urgency: OpenRow['urgency'] } {
  switch (p.status) {
    case 'none':
      return { owner: p.by, owes: `a steelman of ${p.of}`, status: 'no steelman', urgency: 'normal' };
    case 'awaiting':
      return { owner: p.of, owes: `a grade of ${p.latest!.id}`, status: 'awaiting grade', urgency: 'waiting' };
    case 'ACCURATE':
      return { status: 'ACCURATE', urgency: 'normal' };
    case 'INCOMPLETE':
    case 'WRONG':
      return { owner: p.by, owes: `another steelman of ${p.of}`, status: `${p.status}: retry`, urgency: 'urgent' };
  }
}

function owedRows(state: CruxState): OpenRow[] {
  const rows: OpenRow[] = [];
  const after = state.locks.some((l) => !l.ok) ? 'urgent' : 'normal';
  if (state.due)
    rows.push({
      id: 'moderator',
      title: 'the moderator',
      owner: 'moderator',
      owes: state.due.kind === 'frame' ? 'the crux question' : 'an intervention',
      urgency: 'urgent',
      status: 'due',
      text: state.due.kind === 'frame' ? 'DISCOVERY ended without a binary question' : `lock attempt ${state.due.attempt} failed`,
    });
  if (state.stage === 'CRUX_LOCK') {
    for (const seat of state.config.debaters) {
      if (!state.commitments[seat])
        rows.push({
          id: `commit:${seat}`,
          title: `${speaker(state, seat)}'s position`,
          owner: seat,
          owes: 'a commitment',
          due: 'before the lock',
          urgency: after,
          status: 'owed',
          text: `${state.binaryForced ? 'YES or NO' : 'YES, NO or UNCERTAIN'} on: ${state.question?.text ?? ''}`,
        });
      else if (declaredFalsifiers(state, seat).length === 0)
        rows.push({
          id: `falsifier:${seat}`,
          title: `${speaker(state, seat)}'s falsifier`,
          owner: seat,
          owes: 'a falsifier',
          due: 'before the lock',
          urgency: after,
          status: 'owed',
          text: 'metric, threshold, deadline',
        });
    }
    for (const f of Object.values(state.falsifiers).filter((x) => x.status === 'draft')) {
      rows.push({
        id: f.id,
        title: `${f.id}, a draft for ${speaker(state, f.seat)}`,
        owner: f.seat,
        owes: 'an acceptance or an amendment',
        urgency: 'urgent',
        status: 'drafted',
        text: `${falsifierText(f)}`,
        item: f.id,
      });
    }
  }
  if (state.stage === 'EVIDENCE') {
    for (const f of declaredFalsifiers(state).filter((x) => x.evidence.length === 0)) {
      rows.push({
        id: `evidence:${f.id}`,
        title: `evidence on ${f.id}`,
        owes: 'evidence',
        urgency: 'normal',
        status: 'none yet',
        text: `${who(state, f.seat)}: ${falsifierText(f)}`,
        item: f.id,
      });
    }
  }
  return rows;
}
