// A debater's legal move applied to the thread: each one a message (a TopClaim aside), with the
// live event it stands for — a steelman attempt and its grade, a commitment, a falsifier declared,
// evidence tied to a falsifier, a concession that does or does not change its TopClaim.
import { append, edit, insert, nextId, notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { quote } from '../kit/quote.js';
import { confidence, type Ctx, falsifierText, post, resolveDebater, who } from './context.js';
import type { DebaterMove, MoveOf, TopClaim } from './moves.js';
import { pairOf } from './steelman-tracker.js';
import { markOf } from './state.js';

export function applyDebaterMove(d: Ctx, seat: string, move: DebaterMove): void {
  switch (move.type) {
    case 'TOP_CLAIM':
      return stateTopClaim(d, seat, move, 'states');
    case 'CLAIM':
      post(d, seat, 'CLAIM', move.text);
      return;
    case 'CHALLENGE': {
      const target = resolveDebater(d.d, move.target)!;
      post(d, seat, 'CHALLENGE', `→ ${target}: ${move.text}`, { target, words: move.text });
      remind(d, target, `${who(d.d, seat)} challenges you: ${quote(move.text)}`);
      return;
    }
    case 'PROPOSE_QUESTION': {
      const entry = post(d, seat, 'PROPOSE_QUESTION', move.question);
      d.d.question = { text: move.question, by: seat, mark: entry.mark, how: 'proposed' };
      notify(d, 'question_framed', `${who(d.d, seat)} proposes the crux question: ${quote(move.question)}`, { seat });
      return;
    }
    case 'COMMIT_POSITION':
      return commit(d, seat, move);
    case 'STEELMAN':
      return steelman(d, seat, move);
    case 'GRADE_STEELMAN':
      return grade(d, seat, move);
    case 'DECLARE_FALSIFIER':
      return declareFalsifier(d, seat, move);
    case 'PROVIDE_EVIDENCE': {
      const id = nextId(d, 'E');
      const said = `${move.data}${move.source ? ` (${move.source})` : ''}`;
      const entry = post(d, seat, 'PROVIDE_EVIDENCE', `on ${move.falsifier}: ${said}`, { item: id, words: said });
      insert(d, 'evidence', id, {
        id,
        by: seat,
        falsifier: move.falsifier,
        data: move.data,
        ...(move.source ? { source: move.source } : {}),
        mark: entry.mark,
      });
      edit(d, 'falsifiers', move.falsifier).evidence.push(id);
      notify(d, 'evidence_provided', `${who(d.d, seat)} ties ${id} to ${move.falsifier}: ${quote(move.data)}`, {
        seat,
        item: move.falsifier,
      });
      return;
    }
    case 'CONCEDE':
      return concede(d, seat, move);
  }
}

export function stateTopClaim(d: Ctx, seat: string, claim: TopClaim, how: 'states' | 'revises' | 'sets'): void {
  const text = `${claim.side} ${confidence(claim.confidence)}: ${claim.statement}`;
  const line = { mark: markOf(d.d), text: how === 'sets' ? `${text} (set by the person)` : text };
  if (d.d.topClaims[seat]) {
    const entry = edit(d, 'topClaims', seat);
    Object.assign(entry, { statement: claim.statement, side: claim.side, confidence: claim.confidence });
    entry.history.push(line);
  } else insert(d, 'topClaims', seat, { seat, ...claim, history: [line] });
  if (how === 'sets') return;
  post(d, seat, 'TOP_CLAIM', text, { counted: false, words: claim.statement, stance: `${claim.side} ${confidence(claim.confidence)}` });
  notify(
    d,
    'topclaim_stated',
    `${who(d.d, seat)} ${how} its TopClaim: ${claim.side} ${confidence(claim.confidence)} ${quote(claim.statement)}`,
    { seat },
  );
}

function commit(d: Ctx, seat: string, move: MoveOf<'COMMIT_POSITION'>): void {
  const flips = move.side === 'UNCERTAIN' ? undefined : move.topClaimFlips;
  const text = `${move.side} ${confidence(move.confidence)}${flips === undefined ? '' : flips ? ' · its TopClaim flips if the crux goes the other way' : ' · its TopClaim holds either way'}${move.reasoning ? `: ${move.reasoning}` : ''}`;
  const entry = post(d, seat, 'COMMIT_POSITION', text, {
    words:
      move.reasoning ??
      (flips === undefined
        ? 'no reasoning given'
        : flips
          ? 'its TopClaim flips if the crux goes the other way'
          : 'its TopClaim holds either way'),
    stance: `${move.side} ${confidence(move.confidence)}`,
  });
  const before = d.d.commitments[seat];
  const next = {
    seat,
    side: move.side,
    confidence: move.confidence,
    ...(flips !== undefined ? { topClaimFlips: flips } : {}),
    ...(move.reasoning ? { reasoning: move.reasoning } : {}),
    mark: entry.mark,
  };
  if (before) {
    const c = edit(d, 'commitments', seat);
    c.history.push({ side: c.side, confidence: c.confidence, mark: c.mark });
    delete c.topClaimFlips;
    delete c.reasoning;
    Object.assign(c, next);
  } else insert(d, 'commitments', seat, { ...next, history: [] });
  notify(
    d,
    'commitment_made',
    `${who(d.d, seat)} commits ${move.side} (${confidence(move.confidence)})${before ? `, was ${before.side} (${confidence(before.confidence)})` : ''}.`,
    { seat },
  );
}

function steelman(d: Ctx, seat: string, move: MoveOf<'STEELMAN'>): void {
  const target = resolveDebater(d.d, move.target)!;
  const id = nextId(d, 'S');
  const attempt = pairOf(d.d, seat, target).attempts.length + 1;
  const entry = post(d, seat, 'STEELMAN', `of ${target}: ${move.text}`, { item: id, target, words: move.text });
  insert(d, 'steelmen', id, { id, by: seat, of: target, text: move.text, attempt, mark: entry.mark, seq: d.seq });
  notify(
    d,
    'steelman_attempt',
    `${id}: ${who(d.d, seat)} steelmans ${who(d.d, target)}${attempt > 1 ? ` (attempt ${attempt})` : ''}; ${target} grades it.`,
    { seat, item: id },
  );
  remind(d, target, `${who(d.d, seat)} steelmanned you (${id}): grade it ACCURATE, INCOMPLETE or WRONG. ${quote(move.text, 300)}`);
}

function grade(d: Ctx, seat: string, move: MoveOf<'GRADE_STEELMAN'>): void {
  const entry = post(d, seat, 'GRADE_STEELMAN', `${move.steelman} ${move.grade}${move.feedback ? `: ${move.feedback}` : ''}`, {
    item: move.steelman,
    words: move.feedback ?? `${move.grade}, without a comment`,
    stance: `${move.steelman} ${move.grade}`,
  });
  const s = edit(d, 'steelmen', move.steelman);
  s.grade = move.grade;
  s.gradedAt = entry.mark;
  if (move.feedback) s.feedback = move.feedback;
  const accurate = move.grade === 'ACCURATE';
  notify(
    d,
    'steelman_graded',
    `${who(d.d, seat)} grades ${s.id} ${move.grade}: ${accurate ? `${s.by} may now challenge ${seat}` : `${s.by} must steelman ${seat} again`}.`,
    { seat, item: s.id },
  );
  remind(
    d,
    s.by,
    accurate
      ? `${seat} graded your steelman ${s.id} ACCURATE: you may challenge ${seat} now.`
      : `Moderator: ${seat} graded your steelman ${s.id} ${move.grade}${move.feedback ? ` (${move.feedback})` : ''}. Steelman ${seat} again before you challenge them.`,
  );
}

function declareFalsifier(d: Ctx, seat: string, move: MoveOf<'DECLARE_FALSIFIER'>): void {
  const draft = move.draft ? d.d.falsifiers[move.draft] : undefined;
  const fields = {
    metric: move.metric ?? draft?.metric ?? '',
    threshold: move.threshold ?? draft?.threshold ?? '',
    deadline: move.deadline ?? draft?.deadline ?? '',
    reasoning: move.reasoning ?? draft?.reasoning,
  };
  const id = draft ? draft.id : nextId(d, 'F');
  const amended = draft && (fields.metric !== draft.metric || fields.threshold !== draft.threshold || fields.deadline !== draft.deadline);
  const entry = post(
    d,
    seat,
    'DECLARE_FALSIFIER',
    `${id}: ${falsifierText(fields)}${draft ? (amended ? ' (the draft, amended)' : ' (the draft, accepted)') : ''}`,
    { item: id, words: falsifierText(fields), stance: draft ? `${id}, ${amended ? 'draft amended' : 'draft accepted'}` : id },
  );
  const declared = {
    id,
    seat,
    metric: fields.metric,
    threshold: fields.threshold,
    deadline: fields.deadline,
    ...(fields.reasoning ? { reasoning: fields.reasoning } : {}),
    status: 'declared' as const,
    problems: [],
    mark: entry.mark,
    evidence: [],
  };
  if (draft) {
    const f = edit(d, 'falsifiers', id);
    delete f.reasoning;
    Object.assign(f, declared);
  } else insert(d, 'falsifiers', id, declared);
  notify(
    d,
    'falsifier_declared',
    `${id} (${who(d.d, seat)}): ${falsifierText(fields)}${draft ? `, ${amended ? 'amending' : 'accepting'} the moderator's draft` : ''}.`,
    { seat, item: id },
  );
}

function concede(d: Ctx, seat: string, move: MoveOf<'CONCEDE'>): void {
  const before = d.d.topClaims[seat];
  const revised =
    before && move.topClaim
      ? {
          statement: move.topClaim.statement ?? before.statement,
          side: move.topClaim.side ?? before.side,
          confidence: move.topClaim.confidence ?? before.confidence,
        }
      : undefined;
  const changed =
    revised !== undefined &&
    before !== undefined &&
    (revised.statement !== before.statement || revised.side !== before.side || revised.confidence !== before.confidence);
  const target = move.target ? resolveDebater(d.d, move.target) : undefined;
  const entry = post(
    d,
    seat,
    'CONCEDE',
    `${target ? `to ${target}: ` : ''}${move.text}${changed ? ` · TopClaim now ${revised!.side} ${confidence(revised!.confidence)}` : ''}`,
    {
      words: move.text,
      ...(target ? { target } : {}),
      ...(changed ? { stance: `TopClaim now ${revised!.side} ${confidence(revised!.confidence)}` } : {}),
    },
  );
  append(d, 'concessions', { entry: entry.id, seat, text: move.text, topClaimChanged: changed });
  if (changed) return stateTopClaim(d, seat, revised!, 'revises');
  notify(d, 'concession_cheap', `${who(d.d, seat)} concedes without changing its TopClaim: a cheap concession (${entry.id}).`, {
    seat,
    item: entry.id,
    level: 'warning',
  });
}
