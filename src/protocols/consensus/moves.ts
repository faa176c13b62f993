// What each seat answers with, turn by turn. These zod schemas are the single source of the answer
// formats (prompts/format.ts words them; README.md shows them) and of the move types the reducer
// applies. Models write the same thing many ways: lists as one string, `objection_strength` or
// `strength`, `MEDIUM` for MED; the schemas forgive the spelling and keep the meaning.
import * as z from 'zod';
import { normalizedEnum } from '../kit/schemas.js';
import { sameness } from './sameness.js';

const text = z.string().trim().min(1);
const optionalText = z.string().trim().default('');
/** A list of lines; one string is a list of one. */
const lines = z
  .preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string().trim()).default([]))
  .transform((xs) => xs.filter(Boolean));

export const CONFIDENCES = ['HIGH', 'MED', 'LOW'] as const;
export type Confidence = (typeof CONFIDENCES)[number];
export const confidenceSchema = normalizedEnum(CONFIDENCES, { MEDIUM: 'MED', MODERATE: 'MED', MID: 'MED' });

export const VERDICTS = ['agree', 'partial', 'disagree'] as const;
export type Verdict = (typeof VERDICTS)[number];
const verdictSchema = normalizedEnum(VERDICTS, {
  AGREES: 'agree',
  AGREED: 'agree',
  PARTIALLY: 'partial',
  'PARTIALLY-AGREE': 'partial',
  DISAGREES: 'disagree',
  DISAGREED: 'disagree',
});

export const STRENGTHS = ['minor', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];
const strengthSchema = normalizedEnum(STRENGTHS, {
  WEAK: 'minor',
  LOW: 'minor',
  MINOR: 'minor',
  MAJOR: 'strong',
  HIGH: 'strong',
  SEVERE: 'strong',
  CRITICAL: 'strong',
});

export const DECISIONS = ['ACCEPT', 'PARTIAL', 'REJECT'] as const;
export type Decision = (typeof DECISIONS)[number];
const decisionSchema = normalizedEnum(DECISIONS, {
  ACCEPTED: 'ACCEPT',
  PARTIALLY: 'PARTIAL',
  'PARTIAL-ACCEPT': 'PARTIAL',
  'ACCEPT-PARTIALLY': 'PARTIAL',
  REJECTED: 'REJECT',
});

export const REBUTTALS = ['ACCEPT', 'MAINTAIN', 'ESCALATE'] as const;
export type RebuttalKind = (typeof REBUTTALS)[number];
const rebuttalSchema = normalizedEnum(REBUTTALS, { ACCEPTED: 'ACCEPT', MAINTAINED: 'MAINTAIN', KEEP: 'MAINTAIN', ESCALATED: 'ESCALATE' });

/** One point of a critique: the part of the expert's angle it concerns, and what it says. */
const pointSchema = z.preprocess((v) => (typeof v === 'string' ? { point: v } : v), z.object({ aspect: optionalText, point: text }));
export type Point = z.infer<typeof pointSchema>;
const points = z.array(pointSchema).default([]);

const personaInput = z.object({
  title: text,
  expertise: text,
  focus: lines.pipe(z.array(z.string()).min(1, 'name at least one thing the expert looks for')),
});
export type PersonaInput = z.infer<typeof personaInput>;

export const personasMove = z.object({
  type: z.literal('personas'),
  domain: optionalText,
  architect: personaInput,
  operator: personaInput,
  adversary: personaInput,
});
export const confirmMove = z.object({ type: z.literal('confirm'), perspective: optionalText, focus: lines });
export const positionMove = z.object({
  type: z.literal('position'),
  text,
  reasoning: optionalText,
  confidence: confidenceSchema.optional(),
  weaknesses: lines,
  assumptions: lines,
});
export const respondMove = z.object({ type: z.literal('respond'), to: text, decision: decisionSchema, reason: text, change: optionalText });
export const verdictMove = z.object({
  type: z.literal('verdict'),
  verdict: verdictSchema,
  strength: strengthSchema.default('minor'),
  summary: optionalText,
  points,
});
export const rebuttalMove = z.object({ type: z.literal('rebuttal'), response: rebuttalSchema, reason: text, points });
const assumptionSchema = z.preprocess(
  (v) => (typeof v === 'string' ? { assumption: v } : v),
  z.object({ assumption: text, perspective: optionalText }),
);
export const assumptionsMove = z.object({
  type: z.literal('assumptions'),
  why: optionalText,
  wouldChange: optionalText,
  assumptions: z.array(assumptionSchema).default([]),
});
/** An answer still unreadable after its retry, kept as it came (capped) so the debate goes on. */
export const unstructuredMove = z.object({ type: z.literal('unstructured'), text: z.string(), problem: optionalText });

export const moveSchema = z.discriminatedUnion('type', [
  personasMove,
  confirmMove,
  positionMove,
  respondMove,
  verdictMove,
  rebuttalMove,
  assumptionsMove,
  unstructuredMove,
]);
export type Move = z.infer<typeof moveSchema>;
export type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;

// The envelopes: each turn's answer as a whole.

export const personasEnvelope = z.object({
  domain: optionalText,
  personas: z.object({ architect: personaInput, operator: personaInput, adversary: personaInput }).superRefine((three, ctx) => {
    const problem = sameness(three);
    if (problem) ctx.addIssue({ code: 'custom', message: `the personas are not distinct: ${problem}` });
  }),
});
export const confirmEnvelope = z.object({ perspective: optionalText, focus: lines });
export const openingEnvelope = z.object({
  position: text,
  reasoning: optionalText,
  confidence: confidenceSchema.optional(),
  weaknesses: lines,
  assumptions: lines,
});
const revisedPosition = z.preprocess(
  (v) => (typeof v === 'string' ? { text: v } : v),
  z.object({ text, reasoning: optionalText, confidence: confidenceSchema.optional(), weaknesses: lines, assumptions: lines }),
);
/** Without a position, the proposer keeps the one it has. */
export const confrontEnvelope = z.object({ responses: z.array(z.unknown()).default([]), position: revisedPosition.optional() });
export const challengeEnvelope = z.object({
  verdict: verdictSchema,
  strength: strengthSchema.default('minor'),
  summary: optionalText,
  points,
});
export const rebuttalEnvelope = z.object({ response: rebuttalSchema, reason: text, points });
export const assumptionsEnvelope = z.object({
  why: optionalText,
  wouldChange: optionalText,
  assumptions: z.array(assumptionSchema).default([]),
});
