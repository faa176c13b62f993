// The view's "open" part. While the debate runs: the steelman table (each pair of debaters, both
// ways, with its latest grade) and what each seat owes — grades, retries, commitments, falsifiers,
// drafts to accept, evidence. Once it is over: the final crux, its positions and its falsifiers.
import type { OpenRow, ViewPart } from '../types.js';
import { confidence, falsifierText, speaker, who } from './context.js';
import { crystallize } from './crystallize.js';
import { allPairs, type Pair, requiredPairs } from './steelman-tracker.js';
import { type CruxState, declaredFalsifiers } from './state.js';

export function openPart(state: CruxState): ViewPart<OpenRow> {
  if (state.ended) return { title: 'The crux', empty: 'No crux.', rows: cruxRows(state) };
  return { title: 'Steelmen and what is owed', empty: 'Nothing owed.', rows: [...pairRows(state), ...owedRows(state)] };
}

function pairRows(state: CruxState): OpenRow[] {
  const required = requiredPairs(state);
  const shown = allPairs(state).filter(
    (p) => state.config.debaters.length === 2 || p.latest || required.some((r) => r.by === p.by && r.of === p.of),
  );
  return shown.map((p): OpenRow => {
    const { owner, owes, status, urgency } = pairDue(p);
    return {
      id: `${p.by}>${p.of}`,
      title: `${speaker(state, p.by)} → ${speaker(state, p.of)}`,
      ...(owner ? { owner, owes: owes! } : {}),
      urgency,
      status,
      text: p.latest ? `${p.latest.id} (attempt ${p.latest.attempt}): ${p.latest.text}` : 'no steelman yet',
      ...(p.latest ? { item: p.latest.id } : {}),
    };
  });
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

function cruxRows(state: CruxState): OpenRow[] {
  const crux = crystallize(state);
  const rows: OpenRow[] = [
    {
      id: 'CRUX',
      title: crux.question ?? 'no crux question',
      urgency: 'normal',
      status: crux.validated ? 'validated' : 'not validated',
      text: crux.validated ? crux.resolutionCriteria.join(' · ') : crux.failures.join('; '),
      item: 'CRUX',
    },
  ];
  for (const [seat, p] of Object.entries(crux.positions)) {
    rows.push({
      id: `position:${seat}`,
      title: `${speaker(state, seat)}: ${p.side ?? 'uncommitted'}${p.confidence !== null ? ` ${confidence(p.confidence)}` : ''}`,
      urgency: 'normal',
      status: p.topClaimFlips === null ? 'no linkage' : p.topClaimFlips ? 'TopClaim flips' : 'TopClaim holds',
      text: `${p.topClaim ? `TopClaim ${p.topClaim.side}: ${p.topClaim.statement}` : 'no TopClaim'}${p.falsifiers.length ? ` · falsifiers ${p.falsifiers.join(', ')}` : ''}`,
    });
  }
  for (const f of crux.falsifiers) {
    rows.push({
      id: f.id,
      title: `${f.id} (${speaker(state, f.debater)})`,
      urgency: 'normal',
      status: f.evidence.length ? `evidence ${f.evidence.map((e) => e.id).join(', ')}` : 'no evidence',
      text: `${falsifierText(f)}`,
      item: f.id,
    });
  }
  return rows;
}
