// The moves of a crux debate. These zod schemas are the single source of the answer formats the
// seats are asked for (see prompts/format.ts and README.md) and of the move types stored in
// `move.accepted`. They forgive spelling (`commit-position`, `Accurate`, "70%") and keep meaning.
import * as z from 'zod';
import { confidenceSchema as confidenceOf, itemIdSchema } from '../kit/schemas.js';

export const MOVE_TYPES = [
  'CLAIM',
  'CHALLENGE',
  'PROPOSE_QUESTION',
  'COMMIT_POSITION',
  'STEELMAN',
  'GRADE_STEELMAN',
  'DECLARE_FALSIFIER',
  'PROVIDE_EVIDENCE',
  'CONCEDE',
] as const;
export type MoveType = (typeof MOVE_TYPES)[number];

export const SIDES = ['YES', 'NO', 'UNCERTAIN'] as const;
export type Side = (typeof SIDES)[number];
export const CLAIM_SIDES = ['YES', 'NO', 'NUANCED'] as const;
export type ClaimSide = (typeof CLAIM_SIDES)[number];
export const GRADES = ['ACCURATE', 'INCOMPLETE', 'WRONG'] as const;
export type Grade = (typeof GRADES)[number];

/** Upper case with underscores, then an alias if models often say it another way. */
function word<const T extends readonly [string, ...string[]]>(values: T, aliases: Record<string, T[number]> = {}) {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const key = v
      .trim()
      .toUpperCase()
      .replace(/[-\s]+/g, '_');
    return aliases[key] ?? key;
  }, z.enum(values));
}

const TYPE_ALIASES: Record<string, MoveType> = {
  PROPOSE: 'PROPOSE_QUESTION',
  QUESTION: 'PROPOSE_QUESTION',
  COMMIT: 'COMMIT_POSITION',
  POSITION: 'COMMIT_POSITION',
  GRADE: 'GRADE_STEELMAN',
  FALSIFIER: 'DECLARE_FALSIFIER',
  EVIDENCE: 'PROVIDE_EVIDENCE',
  CONCESSION: 'CONCEDE',
};

const side = word(SIDES, { Y: 'YES', N: 'NO', UNSURE: 'UNCERTAIN', UNDECIDED: 'UNCERTAIN' });
const claimSide = word(CLAIM_SIDES, { MIXED: 'NUANCED', Y: 'YES', N: 'NO' });
const grade = word(GRADES, { CORRECT: 'ACCURATE', FAIR: 'ACCURATE', PARTIAL: 'INCOMPLETE', INACCURATE: 'WRONG', INCORRECT: 'WRONG' });

export const confidenceSchema = confidenceOf('a confidence is a number from 0 to 1');

const yesNo = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? (({ yes: true, true: true, no: false, false: false } as Record<string, boolean>)[v.trim().toLowerCase()] ?? v)
      : v,
  z.boolean(),
);

const text = z.string().trim().min(1);
const optionalText = z.string().trim().optional();
/** A debater named by seat (`debater-2`), by number (`d2`) or by character; resolved against the state. */
const debaterRef = z.string().trim().min(1, 'name the debater (such as debater-2)');
const steelmanId = itemIdSchema(['S'], 'expected a steelman id such as S2');
const falsifierId = itemIdSchema(['F'], 'expected a falsifier id such as F1');

export const topClaimSchema = z.object({ statement: text, side: claimSide, confidence: confidenceSchema });
export type TopClaim = z.infer<typeof topClaimSchema>;

export const falsifierFields = {
  metric: z.string().trim(),
  threshold: z.string().trim(),
  deadline: z.string().trim(),
  reasoning: optionalText,
};

const debaterMoves = [
  z.object({ type: z.literal('CLAIM'), text }),
  z.object({ type: z.literal('CHALLENGE'), target: debaterRef, text }),
  z.object({ type: z.literal('PROPOSE_QUESTION'), question: text }),
  z
    .object({
      type: z.literal('COMMIT_POSITION'),
      side,
      confidence: confidenceSchema,
      topClaimFlips: yesNo.optional(),
      reasoning: optionalText,
    })
    .refine((m) => m.side === 'UNCERTAIN' || m.topClaimFlips !== undefined, {
      message: 'say whether your TopClaim would flip if the crux went the other way ("topClaimFlips": true or false)',
      path: ['topClaimFlips'],
    }),
  z.object({ type: z.literal('STEELMAN'), target: debaterRef, text }),
  z.object({ type: z.literal('GRADE_STEELMAN'), steelman: steelmanId, grade, feedback: optionalText }),
  z.object({
    type: z.literal('DECLARE_FALSIFIER'),
    draft: falsifierId.optional(),
    metric: falsifierFields.metric.optional(),
    threshold: falsifierFields.threshold.optional(),
    deadline: falsifierFields.deadline.optional(),
    reasoning: optionalText,
  }),
  z.object({ type: z.literal('PROVIDE_EVIDENCE'), falsifier: falsifierId, data: text, source: optionalText }),
  z.object({ type: z.literal('CONCEDE'), text, target: debaterRef.optional(), topClaim: topClaimSchema.partial().optional() }),
  /** Implied by an answer's `topClaim` field; not a message of the thread. */
  z.object({ type: z.literal('TOP_CLAIM'), ...topClaimSchema.shape }),
] as const;

/** Reads the move's type forgivingly before the union picks the shape. */
const normalizeType = (v: unknown) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  const record = v as Record<string, unknown>;
  if (typeof record.type !== 'string') return v;
  const key = record.type
    .trim()
    .toUpperCase()
    .replace(/[-\s]+/g, '_');
  return { ...record, type: TYPE_ALIASES[key] ?? key };
};

export const debaterMove = z.preprocess(normalizeType, z.discriminatedUnion('type', debaterMoves));
export type DebaterMove = z.infer<typeof debaterMove>;
export type MoveOf<T extends DebaterMove['type']> = Extract<DebaterMove, { type: T }>;

/** The envelope a debater answers with: the moves, and its TopClaim beside them in its first answer. */
export const debaterEnvelope = z.object({ topClaim: topClaimSchema.optional(), moves: z.array(z.unknown()).default([]) });

const draftSchema = z.object({
  debater: debaterRef,
  metric: z.string().trim().default(''),
  threshold: z.string().trim().default(''),
  deadline: z.string().trim().default(''),
  reasoning: optionalText,
});

export const moderatorMove = z.discriminatedUnion('type', [
  z.object({ type: z.literal('MODERATE'), text }),
  z.object({ type: z.literal('FRAME_QUESTION'), question: text }),
  z.object({ type: z.literal('DRAFT_FALSIFIER'), ...draftSchema.shape }),
]);
export type ModeratorMove = z.infer<typeof moderatorMove>;

/** The moderator answers with a message, a binary question, drafted falsifiers: each optional. */
export const moderatorEnvelope = z.object({ message: optionalText, question: optionalText, falsifiers: z.array(draftSchema).default([]) });

export type Move = DebaterMove | ModeratorMove;
