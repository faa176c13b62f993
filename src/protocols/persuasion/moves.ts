// The answers each seat gives, as zod schemas: the single source of the agent-facing formats
// (documented in README.md) and of the move types. Debaters answer with speech acts; the moderator
// with facts for K, rulings on a round, or the verdict.
import * as z from 'zod';
import { itemIdSchema, normalizedEnum } from '../kit/schemas.js';
import { ACTS, RULE_IDS } from './state.js';

export const MAX_MOVES = 8;
export const MAX_FACTS = 15;

const moveId = itemIdSchema(['P', 'O'], 'expected a move id such as P2 or O1');
export const statementId = itemIdSchema(['A'], 'expected a statement id such as A3');
const anyItem = itemIdSchema(['P', 'O', 'A'], 'expected a move or statement id such as O2 or A3');
const text = z.string().trim().min(1);

const STATEMENT = /^#?A\d+$/i;
const FACT = /^#?K\d+$/i;
/** `a3`, `#A3` and ` A3 ` all name A3; anything else is a new statement's words. */
export const asStatementRef = (v: string): string => (STATEMENT.test(v.trim()) ? v.trim().replace(/^#/, '').toUpperCase() : v.trim());
/** `k2` names the fact K2; any other text is evidence in the seat's words. */
export const asEvidenceRef = (v: string): string => (FACT.test(v.trim()) ? v.trim().replace(/^#/, '').toUpperCase() : v.trim());
export const isStatementId = (v: string): boolean => /^A\d+$/.test(v);
export const isFactId = (v: string): boolean => /^K\d+$/.test(v);

const act = normalizedEnum(ACTS, {
  BECAUSE: 'since',
  REASONS: 'since',
  ARGUE: 'since',
  CHALLENGE: 'why',
  ASK: 'why',
  ACCEPT: 'concede',
  ADMIT: 'concede',
  WITHDRAW: 'retract',
  CLOSING: 'final',
  CLOSE: 'final',
  'FINAL-STATEMENT': 'final',
  ASSERT: 'claim',
});
export const attackType = normalizedEnum(['rebut', 'undercut'] as const, {
  REBUTTAL: 'rebut',
  REBUTTING: 'rebut',
  UNDERCUTTING: 'undercut',
  UNDERCUTTER: 'undercut',
});

/** One speech act. Models often write `type` for `act`; it is read as the act. */
export const debaterMove = z.preprocess(
  (v) => (typeof v === 'object' && v !== null && !('act' in v) && 'type' in v ? { ...v, act: (v as { type: unknown }).type } : v),
  z
    .object({
      act,
      reply: moveId.optional(),
      statement: z.string().trim().min(1).optional(),
      against: statementId.optional(),
      attack: attackType.optional(),
      reasons: z.array(text).optional(),
      evidence: z.array(text).default([]),
      argument: z.string().trim().default(''),
    })
    .superRefine((m, ctx) => {
      const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (m.act === 'final') {
        if (!m.argument) need('argument', 'a final statement needs its words in "argument"');
        return;
      }
      if (!m.statement)
        return need(
          'statement',
          m.act === 'claim' ? 'a claim needs the statement it asserts' : `${m.act} names the statement it is about (an id such as A3)`,
        );
      if (m.act !== 'claim' && !STATEMENT.test(m.statement))
        need('statement', `${m.act} names an existing statement by its id (such as A3), not new words`);
      if (m.act === 'since' && !(m.reasons && m.reasons.length > 0)) need('reasons', 'since gives at least one reason');
      if (m.attack && !m.against) need('against', 'an attack says which statement it attacks ("against")');
    })
    .transform((m) => ({
      ...m,
      ...(m.statement && m.act !== 'claim' ? { statement: asStatementRef(m.statement) } : {}),
      ...(m.reasons ? { reasons: m.reasons.map(asStatementRef) } : {}),
      evidence: m.evidence.map(asEvidenceRef),
    })),
);
export type DebaterMove = z.infer<typeof debaterMove>;

const rule = normalizedEnum(RULE_IDS, {
  STEELMAN: 'steel-man',
  'STRAW-MAN': 'steel-man',
  'AD-HOMINEM-ATTACK': 'ad-hominem',
  ADHOMINEM: 'ad-hominem',
  'EVIDENCE-REQUIRED': 'evidence',
  'PROTOCOL-ADHERENCE': 'protocol',
  'HONEST-CONCESSION': 'honest-concessions',
  UNDERCUTTING: 'undercut',
  'BIAS-TRANSPARENCY': 'bias',
});

export const factMove = z.object({ type: z.literal('fact'), fact: text, source: z.string().trim().optional() });
export const reclassifyMove = z.object({ type: z.literal('reclassify'), statement: statementId, attack: attackType, reason: text });
export const strikeMove = z.object({ type: z.literal('strike'), statement: statementId, rule, reason: text });
export const flagMove = z.object({ type: z.literal('flag'), item: anyItem, rule, note: text });

const side = normalizedEnum(['pro', 'opp'] as const, { PROPONENT: 'pro', OPPONENT: 'opp', FOR: 'pro', AGAINST: 'opp', CON: 'opp' });
export const verdictMove = z.object({
  type: z.literal('verdict'),
  winner: side,
  answers: z.object({ survivors: text, stronger: text, unaddressed: text, concessions: text, commitments: text }),
  rationale: text,
  strongest: z.array(statementId).default([]),
  validPoints: z.array(z.object({ id: statementId, why: text })).default([]),
  consensus: text,
  revisit: z.array(text).min(1, 'name at least one condition for revisiting the verdict'),
  bias: text,
});

export const moderatorMove = z.discriminatedUnion('type', [factMove, reclassifyMove, strikeMove, flagMove, verdictMove]);
export type ModeratorMove = z.infer<typeof moderatorMove>;
export type FactMove = z.infer<typeof factMove>;
export type RulingMove = z.infer<typeof reclassifyMove> | z.infer<typeof strikeMove> | z.infer<typeof flagMove>;
export type VerdictMove = z.infer<typeof verdictMove>;

export type Move = DebaterMove | ModeratorMove;

const isFact = (v: unknown) => typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'fact';

/** A debater's move: a speech act, or (while K is gathered) a fact, read with the schema its shape names. */
export const debaterAnswerMove = z.unknown().transform((v, ctx): DebaterMove | FactMove => {
  const parsed = isFact(v) ? factMove.safeParse(v) : debaterMove.safeParse(v);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** A debater's answer: speech acts; while K is gathered, facts (in the moderator's format). */
export const debaterEnvelope = z.object({ moves: z.array(z.unknown()).default([]), facts: z.array(z.unknown()).default([]) });
export type DebaterEnvelope = z.infer<typeof debaterEnvelope>;

/** The moderator's answer: facts for K, rulings on a round, or the verdict. */
export const moderatorEnvelope = z.object({
  facts: z.array(z.unknown()).default([]),
  rulings: z.array(z.unknown()).default([]),
  verdict: z.unknown().optional(),
});
export type ModeratorEnvelope = z.infer<typeof moderatorEnvelope>;

/** A bare verdict (`{"winner": …}`) is read as one; `{"moves": […]}` as rulings. */
export function normalizeModerator(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if ('winner' in record && !('verdict' in record)) return { verdict: record };
  if (Array.isArray(record.moves) && !('rulings' in record)) {
    const { moves, ...rest } = record;
    return { ...rest, rulings: moves };
  }
  return body;
}

const tag = (type: string, v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? { type, ...v } : v);

/** A fact as listed (a sentence, or an object with `fact` or `text`), tagged as a fact move. */
export function asFact(v: unknown): unknown {
  if (typeof v === 'string') return { type: 'fact', fact: v };
  if (typeof v === 'object' && v !== null && !('fact' in v) && 'text' in v)
    return tag('fact', { ...v, fact: (v as { text: unknown }).text });
  return tag('fact', v);
}

/** The moves a moderator's answer lists: each fact, ruling and the verdict, tagged with its type. */
export function moderatorMoves(e: ModeratorEnvelope): unknown[] {
  return [...e.facts.map(asFact), ...e.rulings, ...(e.verdict !== undefined ? [tag('verdict', e.verdict)] : [])];
}
