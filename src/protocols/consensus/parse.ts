// Each turn's answer format and parse(state, seat, text), on the kit's parse pipeline. The format is
// the due turn's: a proposer answers personas, an opening, dissents or assumptions in turn; a
// challenger a persona check, a verdict, a rebuttal or assumptions. After the kit's one retry, an
// answer still unreadable is kept as raw text (the seed's "wrap raw response, continue"); a persona
// check may be answered in prose.
import { extractJson } from '../kit/json-extract.js';
import { answerFormat, type AnswerFormat, describeMove, type MoveRules, once, type ResponseScope } from '../kit/move-rules.js';
import { parseAnswer } from '../kit/parse-answer.js';
import { dueTurn } from '../kit/turns.js';
import type { ParseResult } from '../types.js';
import { CHALLENGERS, SEATS } from './config.js';
import {
  assumptionsEnvelope,
  challengeEnvelope,
  confirmEnvelope,
  confrontEnvelope,
  type Move,
  moveSchema,
  openingEnvelope,
  personasEnvelope,
  rebuttalEnvelope,
} from './moves.js';
import { sameness } from './sameness.js';
import { type ConsensusState, type Dissent, openDissents, type Purpose } from './state.js';

/** How much of an unreadable answer is kept in the record (the whole text is in raw/). */
const WRAP_CHARS = 4000;
const WRAPPABLE: ReadonlySet<Purpose> = new Set(['open', 'challenge', 'address', 'confront', 'rebut', 'assumptions']);

/** Renames keys models use for a field to the field's name (the first present wins). */
function renamed(body: unknown, names: Record<string, string[]>): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, aliases] of Object.entries(names)) {
    if (out[name] !== undefined) continue;
    const alias = aliases.find((a) => out[a] !== undefined);
    if (alias) out[name] = out[alias];
  }
  return out;
}

/** The personas as a map, whether wrapped in "personas", listed with a "perspective", or at the top. */
function liftPersonas(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const personas = record.personas;
  if (Array.isArray(personas)) {
    const map: Record<string, unknown> = {};
    for (const p of personas) {
      const name = typeof p === 'object' && p !== null ? String((p as Record<string, unknown>).perspective ?? '').toLowerCase() : '';
      const seat = CHALLENGERS.find((c) => name.includes(c));
      if (seat) map[seat] = p;
    }
    return { ...record, personas: map };
  }
  if (personas === undefined && CHALLENGERS.every((c) => c in record))
    return { domain: record.domain, personas: Object.fromEntries(CHALLENGERS.map((c) => [c, record[c]])) };
  return body;
}

/** Responses carry their move type; `to` may be named by any of the words models use. */
function liftResponses(body: unknown): unknown {
  const out = renamed(body, {
    responses: ['answers', 'dissents', 'decisions'],
    position: ['revised_position', 'new_position', 'positionText'],
  });
  if (typeof out !== 'object' || out === null || !Array.isArray((out as Record<string, unknown>).responses)) return out;
  const record = out as Record<string, unknown>;
  return {
    ...record,
    responses: (record.responses as unknown[]).map((r) =>
      typeof r === 'object' && r !== null
        ? {
            type: 'respond',
            ...(renamed(r, { to: ['challenger', 'perspective', 'dissent', 'seat'], reason: ['why', 'explanation'] }) as object),
          }
        : r,
    ),
  };
}

const FORMATS: Record<Purpose, AnswerFormat<Move>> = {
  personas: answerFormat({
    envelope: personasEnvelope,
    move: moveSchema,
    normalize: liftPersonas,
    moves: (e) => ({ listed: [], implied: [{ type: 'personas', domain: e.domain, ...e.personas }] }),
  }),
  confirm: answerFormat({
    envelope: confirmEnvelope,
    move: moveSchema,
    normalize: (b) => renamed(b, { perspective: ['role', 'persona', 'expert', 'identity'] }),
    moves: (e) => ({ listed: [], implied: [{ type: 'confirm', ...e }] }),
  }),
  open: answerFormat({
    envelope: openingEnvelope,
    move: moveSchema,
    moves: (e) => ({
      listed: [],
      implied: [
        {
          type: 'position',
          text: e.position,
          reasoning: e.reasoning,
          ...(e.confidence ? { confidence: e.confidence } : {}),
          weaknesses: e.weaknesses,
          assumptions: e.assumptions,
        },
      ],
    }),
  }),
  challenge: answerFormat({
    envelope: challengeEnvelope,
    move: moveSchema,
    normalize: (b) => renamed(b, { strength: ['objection_strength', 'objectionStrength'], summary: ['reasoning', 'reason'] }),
    moves: (e) => ({ listed: [], implied: [{ type: 'verdict', ...e }] }),
  }),
  address: confrontFormat(),
  confront: confrontFormat(),
  rebut: answerFormat({
    envelope: rebuttalEnvelope,
    move: moveSchema,
    normalize: (b) => renamed(b, { response: ['rebuttal', 'decision', 'verdict'], reason: ['why', 'explanation'] }),
    moves: (e) => ({ listed: [], implied: [{ type: 'rebuttal', ...e }] }),
  }),
  assumptions: answerFormat({
    envelope: assumptionsEnvelope,
    move: moveSchema,
    normalize: (b) => renamed(b, { wouldChange: ['would_change', 'what_would_change', 'wouldChangeIf'] }),
    moves: (e) => ({ listed: [], implied: [{ type: 'assumptions', ...e }] }),
  }),
};

function confrontFormat(): AnswerFormat<Move> {
  return answerFormat({
    envelope: confrontEnvelope,
    move: moveSchema,
    normalize: liftResponses,
    moves: (e) => ({ listed: e.responses, implied: e.position ? [{ type: 'position', ...e.position }] : [] }),
  });
}

/** The move types a turn of each purpose may answer with. */
const ALLOWED: Record<Purpose, readonly Move['type'][]> = {
  personas: ['personas'],
  confirm: ['confirm'],
  open: ['position', 'unstructured'],
  challenge: ['verdict', 'unstructured'],
  address: ['position', 'respond', 'unstructured'],
  confront: ['position', 'respond', 'unstructured'],
  rebut: ['rebuttal', 'unstructured'],
  assumptions: ['assumptions', 'unstructured'],
};

/** The open dissent an answer names: by perspective ("architect", "the Architect") or by id ("D2"). */
export function resolveDissent(state: ConsensusState, to: string): Dissent | undefined {
  const name = to.trim().toLowerCase();
  const open = openDissents(state);
  return open.find((d) => d.id.toLowerCase() === name.replace(/^#/, '')) ?? open.find((d) => name.includes(d.seat));
}

function check(state: ConsensusState, purpose: Purpose, move: Move, scope: ResponseScope): string | null {
  if (!ALLOWED[purpose].includes(move.type)) return `a ${move.type} answer is not what this turn asks for`;
  switch (move.type) {
    case 'personas':
      return sameness(move) ?? once(scope, 'personas', 'personas');
    case 'respond': {
      const dissent = resolveDissent(state, move.to);
      if (!dissent)
        return `"${move.to}" names no open dissent (open: ${
          openDissents(state)
            .map((d) => `${d.id} ${d.seat}`)
            .join(', ') || 'none'
        })`;
      if (dissent.decided) return `the person already answered ${dissent.id} for you`;
      return once(scope, `respond:${dissent.id}`, `an answer to ${dissent.id}`);
    }
    default:
      return once(scope, move.type, `a ${move.type}`);
  }
}

/** The rule book of a turn's purpose, for parse and for the answer applied in reduce. */
export function rulesFor(purpose: Purpose): MoveRules<ConsensusState, Move> {
  const format = FORMATS[purpose];
  return {
    formats: Object.fromEntries(SEATS.map((seat) => [seat, format])),
    check: (state, _seat, move, scope) => check(state, purpose, move, scope),
    describe: (move) =>
      typeof move === 'object' && move !== null && (move as { type?: unknown }).type === 'respond'
        ? `answer to ${String((move as { to?: unknown }).to)}`
        : describeMove(move, []),
  };
}

export function parse(state: ConsensusState, seat: string, text: string): ParseResult<Move> {
  const turn = dueTurn(state, seat);
  if (!turn) return { ok: false, problem: `it is not ${seat}'s turn` };
  if (turn.purpose === 'confirm') return parseConfirm(state, seat, text);
  const result = parseAnswer(state, seat, text, rulesFor(turn.purpose));
  if (result.ok || !WRAPPABLE.has(turn.purpose) || (state.attempts[seat] ?? 0) < 1 || text.trim() === '') return result;
  return { ok: true, moves: [{ type: 'unstructured', text: text.trim().slice(0, WRAP_CHARS), problem: result.problem }], refused: [] };
}

/** A persona check read as JSON when there is some, else as the prose it is. */
function parseConfirm(state: ConsensusState, seat: string, text: string): ParseResult<Move> {
  if (text.trim() === '') return { ok: false, problem: 'the answer was empty' };
  if (extractJson(text).ok) {
    const read = parseAnswer(state, seat, text, rulesFor('confirm'));
    if (read.ok) return read;
  }
  return { ok: true, moves: [{ type: 'confirm', perspective: text.trim().slice(0, 400), focus: [] }], refused: [] };
}
