// A seat's recorded answer, applied by the purpose of its turn: the personas (Phase 0), a persona
// check (0.5), the opening (1), a verdict (2), the proposer's answers to the dissents (4), a rebuttal
// (5) and the assumptions (7). The kit receives the answer (kit/receive-answer.ts); what it means
// and what comes next are consensus's.
import { append, edit, insert, notify } from '../kit/draft.js';
import { quote } from '../kit/quote.js';
import { receiveAnswer } from '../kit/receive-answer.js';
import { dueTurn, problemHeadline } from '../kit/turns.js';
import type { RefusedMove } from '../types.js';
import { consensusCheck } from './check.js';
import { type Challenger, CHALLENGERS, isChallenger } from './config.js';
import { type Ctx, editDissent, say } from './context.js';
import {
  afterAssumptions,
  afterPreflight,
  consensusConfidence,
  end,
  excusedFromCheck,
  iterationCheck,
  startChallenge,
  startPreflight,
  startRebuttal,
} from './flow.js';
import type { Move, MoveOf } from './moves.js';
import { rulesFor, resolveDissent } from './parse.js';
import { ANGLES } from './persona-text.js';
import { personaOf, templatePersonas } from './personas.js';
import { hollowAgreement } from './skepticism.js';
import { openDissents, type PositionItem, type Purpose } from './state.js';
import { objectionOf } from './standing.js';
import { challengerFailed, dropChallenger } from './failures.js';

const first = <T extends Move['type']>(moves: Move[], type: T) => moves.find((m): m is MoveOf<T> => m.type === type);
const wrappedOf = (moves: Move[]) => first(moves, 'unstructured');

export function applyAnswer(ctx: Ctx, seat: string, moves: unknown[], refused: RefusedMove<unknown>[]): void {
  const due = dueTurn(ctx.d, seat);
  const got: Move[] = [];
  const turn = receiveAnswer(ctx, seat, { moves, refused }, rulesFor(due?.purpose ?? 'open'), (move) => got.push(move));
  if (!turn) return;
  if (isChallenger(seat) && got.length === 0) {
    // Every move of the answer was refused: for the round it is as if the agent had failed.
    return challengerFailed(ctx, seat, turn, 'its answer held nothing usable');
  }
  APPLY[turn.purpose](ctx, seat, got);
}

const APPLY: Record<Purpose, (ctx: Ctx, seat: string, moves: Move[]) => void> = {
  personas: (ctx, _seat, moves) => {
    const answer = first(moves, 'personas');
    if (!answer) return personasFromTemplates(ctx, 'its answer held no personas');
    for (const seat of CHALLENGERS) ctx.d.personas[seat] = personaOf(seat, answer[seat], 'proposer');
    if (answer.domain) ctx.d.domain = answer.domain;
    ctx.d.personasFrom = 'proposer';
    personasReady(ctx);
  },
  confirm: (ctx, seat, moves) => {
    if (!isChallenger(seat)) return;
    markAnswered(ctx, seat);
    const said = first(moves, 'confirm');
    const problem = said ? unconfirmed(ctx, seat, `${said.perspective} ${said.focus.join(' ')}`) : 'it did not say which expert it is';
    if (problem) dropChallenger(ctx, seat, `${problem}: its context file was not read`, 'failed');
    else {
      Object.assign(edit(ctx, 'challengers', seat), { check: 'confirmed', confirmed: said!.perspective });
      notify(ctx, 'preflight.checked', `The ${ANGLES[seat].label} confirms its persona: ${quote(said!.perspective, 100)}.`, { seat });
    }
    afterPreflight(ctx);
  },
  open: (ctx, _seat, moves) => {
    newPosition(ctx, moves, 'opening');
    startChallenge(ctx);
  },
  challenge: (ctx, seat, moves) => {
    if (!isChallenger(seat)) return;
    markAnswered(ctx, seat);
    const verdict = first(moves, 'verdict');
    const raw = wrappedOf(moves);
    if (verdict) {
      const hollow = hollowAgreement(seat, ctx.d.personas[seat], verdict);
      const id = say(ctx, 'V', {
        kind: 'verdict',
        seat,
        verdict: verdict.verdict,
        strength: verdict.strength,
        summary: verdict.summary,
        points: verdict.points,
        judged: ctx.d.version,
        wrapped: false,
        ...(hollow ? { hollow } : {}),
      });
      notify(
        ctx,
        'verdict.given',
        `${ANGLES[seat].label} (${id}): ${verdict.verdict}${verdict.verdict === 'agree' ? '' : `, ${verdict.strength}`}${verdict.summary ? ` — ${quote(verdict.summary)}` : ''}`,
        { seat, item: id },
      );
      if (hollow)
        notify(ctx, 'verdict.skeptical', `Skepticism: ${hollow}, so its agreement counts as partial (the person may override ${id}).`, {
          seat,
          item: id,
        });
    } else if (raw) {
      const id = say(ctx, 'V', {
        kind: 'verdict',
        seat,
        verdict: 'partial',
        strength: 'minor',
        summary: raw.text.slice(0, 200),
        points: [{ aspect: '', point: raw.text }],
        judged: ctx.d.version,
        wrapped: true,
      });
      notify(
        ctx,
        'answer.wrapped',
        `The ${ANGLES[seat].label}'s answer could not be read (${problemHeadline(raw.problem)}); kept as raw text in ${id}, it must be engaged.`,
        { seat, item: id, level: 'warning' },
      );
    }
    consensusCheck(ctx);
  },
  address: (ctx, seat, moves) => {
    answerDissents(ctx, seat, moves);
    for (const dissent of openDissents(ctx.d)) Object.assign(editDissent(ctx, dissent.id), { status: 'addressed', resolvedBy: 'address' });
    end(ctx, {
      kind: 'consensus',
      route: 'minor',
      detail: `no challenger disagreed after round ${ctx.d.round}'s challenge; the minor objections were addressed (fast exit)`,
      confidence: consensusConfidence(ctx.d, 'minor'),
    });
  },
  confront: (ctx, seat, moves) => {
    answerDissents(ctx, seat, moves);
    startRebuttal(ctx);
  },
  rebut: (ctx, seat, moves) => {
    if (!isChallenger(seat)) return;
    markAnswered(ctx, seat);
    const dissent = openDissents(ctx.d).find((x) => x.seat === seat);
    if (dissent) {
      const rebuttal = first(moves, 'rebuttal');
      const raw = wrappedOf(moves);
      const base = { kind: 'rebuttal' as const, seat, dissent: dissent.id, judged: ctx.d.version };
      const id = rebuttal
        ? say(ctx, 'R', { ...base, response: rebuttal.response, reason: rebuttal.reason, points: rebuttal.points, wrapped: false })
        : say(ctx, 'R', { ...base, response: null, reason: raw!.text, points: [], wrapped: true });
      const d = editDissent(ctx, dissent.id);
      d.items.push(id);
      if (rebuttal?.response === 'ACCEPT') Object.assign(d, { status: 'resolved', resolvedBy: 'rebuttal' });
      if (rebuttal)
        notify(ctx, 'rebuttal.given', `${ANGLES[seat].label} (${id}): ${rebuttal.response} — ${quote(rebuttal.reason)}`, {
          seat,
          item: dissent.id,
        });
      else
        notify(
          ctx,
          'answer.wrapped',
          `The ${ANGLES[seat].label}'s rebuttal could not be read (${problemHeadline(raw!.problem)}); kept as raw text in ${id}, its dissent stands.`,
          { seat, item: dissent.id, level: 'warning' },
        );
    }
    if (!ctx.d.pending.some((t) => t.purpose === 'rebut')) iterationCheck(ctx);
  },
  assumptions: (ctx, seat, moves) => {
    if (isChallenger(seat)) markAnswered(ctx, seat);
    const answer = first(moves, 'assumptions');
    const raw = wrappedOf(moves);
    const assumptions = (answer?.assumptions ?? []).map((a) => ({
      text: a.assumption,
      perspective: perspectiveIn(a.perspective) ?? (isChallenger(seat) ? seat : null),
    }));
    const id = say(ctx, 'S', {
      kind: 'statement',
      seat,
      why: answer?.why ?? raw?.text ?? '',
      wouldChange: answer?.wouldChange ?? '',
      assumptions,
      wrapped: !answer,
    });
    notify(
      ctx,
      'assumptions.stated',
      `${isChallenger(seat) ? ANGLES[seat].label : 'The proposer'} (${id}): ${assumptions.length} assumption(s)${answer?.why ? `; why: ${quote(answer.why)}` : ''}`,
      { seat, item: id },
    );
    afterAssumptions(ctx);
  },
};

function markAnswered(ctx: Ctx, seat: Challenger): void {
  if (ctx.d.batch && !ctx.d.batch.answered.includes(seat)) ctx.d.batch.answered.push(seat);
}

/** Why a challenger's confirmation does not show it read its own persona, or null. */
function unconfirmed(ctx: Ctx, seat: Challenger, said: string): string | null {
  const text = said.toLowerCase();
  const title = ctx.d.personas[seat].title.toLowerCase();
  if (text.includes(seat) || (title.length >= 4 && text.includes(title))) return null;
  const other = CHALLENGERS.find((o) => o !== seat && text.includes(o));
  return other
    ? `it says it is the ${ANGLES[other].label}, not the ${ANGLES[seat].label}`
    : `its answer does not name the ${ANGLES[seat].label} or its persona`;
}

/** A perspective named in free text ("Architect", "the operator"), or null. */
function perspectiveIn(text: string): Challenger | null {
  const lower = text.toLowerCase();
  return CHALLENGERS.find((seat) => lower.includes(seat)) ?? null;
}

export function personasFromTemplates(ctx: Ctx, why: string): void {
  const { domain, personas } = templatePersonas(ctx.d.config.question);
  for (const seat of CHALLENGERS) ctx.d.personas[seat] = personas[seat];
  ctx.d.domain = domain;
  ctx.d.personasFrom = 'templates';
  notify(ctx, 'personas.fallback', `The proposer's personas could not be used (${why}): the templates for ${domain} stand in.`, {
    level: 'warning',
  });
  personasReady(ctx);
}

/** Phase 0 is over: the person may read and edit the personas before the files are written. */
function personasReady(ctx: Ctx): void {
  const d = ctx.d;
  const list = CHALLENGERS.map((seat) => `${ANGLES[seat].label}: ${d.personas[seat].title}`).join('; ');
  notify(
    ctx,
    'personas.ready',
    `Personas for ${d.domain} (${d.personasFrom === 'proposer' ? 'by the proposer' : 'from the templates'}): ${list}. Read or edit them before round 1.`,
  );
  ctx.closed = { unit: 'stage', label: 'personas' };
  const excused = excusedFromCheck(d);
  if (excused.length > 0) {
    const why = d.config.skipPersonaCheck ? '--skip-persona-check' : 'a script or the person sits there: no context file to read';
    notify(ctx, 'preflight.checked', `No persona check for ${excused.map((seat) => `the ${ANGLES[seat].label}`).join(', ')} (${why}).`);
  }
  startPreflight(d);
}

/** The proposer's position as a new version when its text changed (or could only be kept raw). */
function newPosition(ctx: Ctx, moves: Move[], when: 'opening' | 'answer', changes: PositionItem['changes'] = []): void {
  const d = ctx.d;
  const stated = first(moves, 'position');
  const raw = wrappedOf(moves);
  const text = stated?.text ?? raw?.text;
  if (text === undefined) {
    if (when === 'answer')
      notify(ctx, 'position.stated', `The proposer keeps position v${d.version} unchanged.`, { seat: 'proposer', item: `v${d.version}` });
    return;
  }
  const current = d.items[`v${d.version}`] as PositionItem | undefined;
  if (when === 'answer' && current && !raw && current.text.replace(/\s+/g, ' ').trim() === text.replace(/\s+/g, ' ').trim()) {
    notify(ctx, 'position.stated', `The proposer keeps position v${d.version} unchanged.`, { seat: 'proposer', item: current.id });
    return;
  }
  d.version += 1;
  const id = `v${d.version}`;
  const item: PositionItem = {
    kind: 'position',
    id,
    round: d.round,
    seq: ctx.seq,
    version: d.version,
    text,
    reasoning: stated?.reasoning ?? '',
    confidence: stated?.confidence ?? (stated ? (current?.confidence ?? null) : null),
    weaknesses: stated?.weaknesses ?? [],
    assumptions: stated?.assumptions ?? [],
    changes,
    by: 'proposer',
    wrapped: !stated,
  };
  insert(ctx, 'items', id, item);
  append(ctx, 'order', id);
  if (raw)
    notify(
      ctx,
      'answer.wrapped',
      `The proposer's answer could not be read (${problemHeadline(raw.problem)}); kept as raw text for position ${id}.`,
      { seat: 'proposer', item: id, level: 'warning' },
    );
  const because = changes.length
    ? `; changed because ${changes.map((c) => `${ANGLES[c.perspective].label} found ${c.text}`).join('; ')}`
    : '';
  notify(ctx, 'position.stated', `Position ${id}${item.confidence ? ` (${item.confidence})` : ''}: ${quote(text)}${because}`, {
    seat: 'proposer',
    item: id,
  });
}

/** Phase 4: the proposer's ACCEPT / PARTIAL / REJECT for each open dissent, then position v(N+1). */
function answerDissents(ctx: Ctx, seat: string, moves: Move[]): void {
  const d = ctx.d;
  const responses = moves.filter((m): m is MoveOf<'respond'> => m.type === 'respond');
  for (const r of responses) {
    const dissent = resolveDissent(d, r.to);
    if (!dissent) continue;
    const id = say(ctx, 'A', {
      kind: 'response',
      seat: dissent.seat,
      dissent: dissent.id,
      decision: r.decision,
      reason: r.reason,
      change: r.change,
      by: 'proposer',
    });
    editDissent(ctx, dissent.id).items.push(id);
    notify(ctx, 'dissent.answered', `The proposer on ${dissent.id} (${ANGLES[dissent.seat].label}): ${r.decision} — ${quote(r.reason)}`, {
      seat,
      item: dissent.id,
    });
  }
  const answered = new Set(
    d.order
      .map((id) => d.items[id]!)
      .filter((i) => i.kind === 'response' && i.round === d.round)
      .map((i) => (i as { dissent: string }).dissent),
  );
  for (const dissent of openDissents(d)) {
    if (!answered.has(dissent.id))
      notify(ctx, 'dissent.answered', `The proposer gave no answer to ${dissent.id} (${ANGLES[dissent.seat].label}); the dissent stands.`, {
        item: dissent.id,
        level: 'warning',
      });
  }
  newPosition(ctx, moves, 'answer', changesOf(ctx));
  d.confronted = d.round;
}

/** "Changed because <perspective> found …": every dissent accepted in full or in part this round. */
function changesOf(ctx: Ctx): PositionItem['changes'] {
  const d = ctx.d;
  return d.order
    .map((id) => d.items[id]!)
    .filter((i) => i.kind === 'response' && i.round === d.round && (i.decision === 'ACCEPT' || i.decision === 'PARTIAL'))
    .map((i) => {
      const r = i as Extract<typeof i, { kind: 'response' }>;
      return { perspective: r.seat, text: r.change || objectionOf(d, r.dissent) };
    });
}
