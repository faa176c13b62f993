// The moderator's interventions, the same whether its templates speak or an agent (or the person)
// sits in its seat: a seated moderator's words are used where it gave them, the templates fill in
// the rest, so the mechanics never depend on what it wrote. After every failed lock: clarifying
// prompts naming what each debater owes. After the second: a forced binary framing (the question
// strictly YES or NO, UNCERTAIN no longer counts). After the third: falsifiers drafted from the
// dialogue for the debaters still without one, to accept or amend.
import { edit, insert, nextId, notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { quote } from '../kit/quote.js';
import { binaryProblem, forcedBinary } from './binary-question.js';
import { type Ctx, falsifierText, post, resolveDebater, who } from './context.js';
import { draftFalsifier } from './draft-falsifier.js';
import { falsifierProblems } from './falsifier-validator.js';
import type { ModeratorMove } from './moves.js';
import { requiredPairs, gradesOwed } from './steelman-tracker.js';
import { type CruxState, declaredFalsifiers } from './state.js';

/** The failed lock after attempt `n`: clarify, then force a binary framing, then draft falsifiers. */
export function completeIntervention(d: Ctx, n: number, moves: ModeratorMove[]): void {
  const asks = clarifyingPrompts(d.d);
  const said = moves.find((m) => m.type === 'MODERATE')?.text;
  const by = said ? 'moderator' : 'engine';
  const message =
    said ??
    `Lock attempt ${n} failed. ${
      Object.entries(asks)
        .map(([seat, lines]) => `${seat}: ${lines.join('; ')}.`)
        .join(' ') || 'Agents, commit to YES or NO and give one falsifier each.'
    }`;
  post(d, 'moderator', 'MODERATOR', message, { counted: false });
  notify(d, 'moderator_intervened', `The moderator${by === 'engine' ? ' (templates)' : ''} intervenes after lock attempt ${n}.`);
  for (const seat of d.d.config.debaters) {
    remind(d, seat, `Moderator: ${said ? said : 'the crux is not locked yet.'}${asks[seat] ? ` You owe: ${asks[seat]!.join('; ')}.` : ''}`);
  }
  if (n >= 2) forceBinary(d, moves);
  if (n >= 3) draftMissing(d, moves);
}

/** DISCOVERY ended without a binary question: the moderator's, or the proposal, or the template. */
export function completeFraming(d: Ctx, moves: ModeratorMove[], why: string): void {
  const framed = moves.find((m) => m.type === 'FRAME_QUESTION')?.question;
  const said = moves.find((m) => m.type === 'MODERATE')?.text;
  const text = framed ?? d.d.question?.text ?? forcedBinary(d.d.config.question);
  d.d.question = { text, by: framed ? 'moderator' : 'engine', mark: `D${d.d.used.DISCOVERY}`, how: 'framed' };
  post(
    d,
    'moderator',
    'MODERATOR',
    said ??
      `DISCOVERY is over (${why}). The crux question is: ${text} Commit YES or NO, steelman each other, and say what would change your mind.`,
    { counted: false },
  );
  notify(d, 'question_framed', `The moderator frames the crux question: ${quote(text)}`);
}

/** What each debater owes the lock, in the moderator's words (the seed's clarifying prompts). */
export function clarifyingPrompts(state: CruxState): Record<string, string[]> {
  const asks: Record<string, string[]> = {};
  const ask = (seat: string, line: string) => {
    asks[seat] ??= [];
    asks[seat].push(line);
  };
  const { debaters } = state.config;
  const strict = state.binaryForced ? 'YES or NO' : 'YES, NO or UNCERTAIN';
  for (const seat of debaters) if (!state.commitments[seat]) ask(seat, `commit ${strict} on the crux question, with a confidence`);
  const sides = new Set(Object.values(state.commitments).map((c) => c.side));
  if (!(sides.has('YES') && sides.has('NO'))) {
    for (const seat of debaters.filter((s) => state.commitments[s]?.side === 'UNCERTAIN'))
      ask(seat, 'take a side: if the evidence were in tomorrow, which way would you bet — YES or NO?');
    if (sides.size === 1 && !sides.has('UNCERTAIN'))
      for (const seat of debaters.filter((s) => state.commitments[s]))
        ask(seat, 'you all answer the same way: is this question really where you disagree? say so, or change your position');
  }
  for (const pair of requiredPairs(state)) {
    if (pair.status === 'none' || pair.status === 'INCOMPLETE' || pair.status === 'WRONG')
      ask(pair.by, `steelman ${pair.of}${pair.status === 'none' ? '' : ` again (your ${pair.latest!.id} was graded ${pair.status})`}`);
  }
  for (const seat of debaters) for (const s of gradesOwed(state, seat)) ask(seat, `grade ${s.id}, ${s.by}'s steelman of you`);
  for (const seat of debaters.filter((s) => state.commitments[s] && declaredFalsifiers(state, s).length === 0)) {
    ask(seat, 'declare one falsifier: the metric, the threshold and the deadline that would change your mind');
  }
  return asks;
}

function forceBinary(d: Ctx, moves: ModeratorMove[]): void {
  const framed = moves.find((m) => m.type === 'FRAME_QUESTION')?.question;
  const current = d.d.question!.text;
  const text = framed && binaryProblem(framed) === null ? framed : forcedBinary(current);
  const first = !d.d.binaryForced;
  d.d.binaryForced = true;
  if (text !== current) d.d.question = { text, by: framed ? 'moderator' : 'engine', mark: d.d.question!.mark, how: 'framed' };
  const cleared = Object.values(d.d.commitments)
    .filter((c) => c.side === 'UNCERTAIN')
    .map((c) => c.seat);
  for (const seat of cleared) delete d.d.commitments[seat];
  if (!first && text === current) return;
  notify(
    d,
    'question_framed',
    `The moderator forces a binary framing: ${quote(text)} — YES or NO only${cleared.length ? `; ${cleared.join(', ')} must commit again` : ''}.`,
  );
  for (const seat of d.d.config.debaters)
    remind(
      d,
      seat,
      `Moderator: answer strictly YES or NO now: ${text}${cleared.includes(seat) ? ' Your UNCERTAIN no longer counts: commit again.' : ''}`,
    );
}

/** Drafts for committed debaters without a declared falsifier (everyone, when nobody committed). */
function draftMissing(d: Ctx, moves: ModeratorMove[]): void {
  const committed = d.d.config.debaters.filter((seat) => d.d.commitments[seat]);
  const lacking = (committed.length ? committed : d.d.config.debaters).filter((seat) => declaredFalsifiers(d.d, seat).length === 0);
  const given = new Map(moves.flatMap((m) => (m.type === 'DRAFT_FALSIFIER' ? [[resolveDebater(d.d, m.debater), m] as const] : [])));
  for (const seat of lacking) {
    const theirs = given.get(seat);
    const fields = theirs
      ? {
          metric: theirs.metric,
          threshold: theirs.threshold,
          deadline: theirs.deadline,
          reasoning: theirs.reasoning ?? 'drafted by the moderator',
          problems: falsifierProblems(theirs),
        }
      : draftFalsifier(d.d, seat);
    const old = Object.values(d.d.falsifiers).find((f) => f.status === 'draft' && f.seat === seat);
    const id = old?.id ?? nextId(d, 'F');
    const draft = {
      id,
      seat,
      metric: fields.metric,
      threshold: fields.threshold,
      deadline: fields.deadline,
      reasoning: fields.reasoning,
      status: 'draft' as const,
      draftedBy: theirs ? ('moderator' as const) : ('engine' as const),
      problems: fields.problems,
      mark: `L${d.d.used.CRUX_LOCK}`,
      evidence: [],
    };
    if (old) Object.assign(edit(d, 'falsifiers', id), draft);
    else insert(d, 'falsifiers', id, draft);
    const lacks = fields.problems.length ? ` It still lacks: ${fields.problems.join('; ')}.` : '';
    notify(d, 'falsifier_drafted', `The moderator drafts ${id} for ${who(d.d, seat)}: ${falsifierText(fields)}.`, { seat, item: id });
    remind(
      d,
      seat,
      `Moderator: I drafted ${id} for you from the dialogue: ${falsifierText(fields)}.${lacks} Accept it with {"type": "DECLARE_FALSIFIER", "draft": "${id}"} or amend it by giving the fields you change.`,
    );
  }
}
