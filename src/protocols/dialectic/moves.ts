// What each seat answers (seed 003, "Debate Flow"), as zod schemas: the single source of the shapes
// agents are asked for, stored in `move.accepted` and read back on replay. Each answer is one move.
// Models write the same field many ways (`CONFIDENCE: 85%`, `"should_escalate": "yes"`, a list as
// one string); the schemas keep the meaning and forgive the spelling.
import * as z from 'zod';
import { confidenceSchema, normalizedEnum } from '../kit/schemas.js';
import { readList } from './csp.js';

export const RESOLUTIONS = ['PROCEED', 'MODIFY', 'RETRY', 'PIVOT', 'ESCALATE'] as const;
export type ResolutionName = (typeof RESOLUTIONS)[number];
/** The resolutions each debate type may end in. */
export const RESOLUTIONS_OF = {
  planning: ['PROCEED', 'MODIFY', 'ESCALATE'],
  failure: ['RETRY', 'PIVOT', 'ESCALATE'],
} as const satisfies Record<string, readonly ResolutionName[]>;

export const SEVERITIES = ['low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The synthesis's reading of a judgement call: `unsure` counts as yes (the seed's bias). */
export const JUDGEMENTS = ['yes', 'no', 'unsure'] as const;
export type Judgement = (typeof JUDGEMENTS)[number];

const text = z.string().trim().min(1, 'must not be empty');
const optionalText = z.string().trim().default('');
const list = z.preprocess((v) => (typeof v === 'string' ? readList(v) : v), z.array(z.string().trim().min(1))).default([]);

/** 0.85, "0.85", "85%" and 85 all read as 0.85. */
const confidence = confidenceSchema('a number from 0 to 1');

const flag = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (/^(true|yes|y|1)$/i.test(v.trim())) return true;
    return /^(false|no|n|0)$/i.test(v.trim()) ? false : v;
  },
  z.boolean({ message: 'true or false' }),
);

const judgement = z.preprocess(
  (v) =>
    v === true ? 'yes' : v === false ? 'no' : typeof v === 'string' && /^(ambiguous|maybe|unclear|partly)$/i.test(v.trim()) ? 'unsure' : v,
  normalizedEnum(JUDGEMENTS, { TRUE: 'yes', FALSE: 'no', Y: 'yes', N: 'no' }),
);

const limit = z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number().int().min(1).max(2));

/** The advocate in a planning debate: its claim, what supports it, how sure it is. */
export const argueMove = z.object({ type: z.literal('argue'), claim: text, supports: list, confidence });
/** The advocate in a failure debate: the cause, the fix, and how the fix differs from what failed. */
export const diagnoseMove = z.object({ type: z.literal('diagnose'), diagnosis: text, fix: text, diff: text });
/** The critic in a planning debate. */
export const objectMove = z.object({
  type: z.literal('object'),
  objection: text,
  risks: list,
  counter: optionalText,
  severity: normalizedEnum(SEVERITIES),
});
/** The critic in a failure debate. */
export const reviewMove = z.object({ type: z.literal('review'), pattern: optionalText, blindSpot: optionalText, shouldEscalate: flag });
/** The synthesis: its resolution, why, what changes, and its two judgement calls. */
export const synthesizeMove = z.object({
  type: z.literal('synthesize'),
  resolution: normalizedEnum(RESOLUTIONS),
  rationale: text,
  modifications: list,
  nextApproach: optionalText,
  escalateTo: optionalText,
  nextAttemptLimit: limit.optional(),
  counterActionable: judgement.optional(),
  diffSubstantial: judgement.optional(),
});

export const advocateMove = z.discriminatedUnion('type', [argueMove, diagnoseMove]);
export const criticMove = z.discriminatedUnion('type', [objectMove, reviewMove]);
export const move = z.discriminatedUnion('type', [argueMove, diagnoseMove, objectMove, reviewMove, synthesizeMove]);

export type Move = z.infer<typeof move>;
export type ArgueMove = z.infer<typeof argueMove>;
export type DiagnoseMove = z.infer<typeof diagnoseMove>;
export type ObjectMove = z.infer<typeof objectMove>;
export type ReviewMove = z.infer<typeof reviewMove>;
export type SynthesizeMove = z.infer<typeof synthesizeMove>;

/** Field names as models write them (any case, `_`, `-` or spaces), by the move field they mean. */
const FIELD_NAMES: Record<string, string> = {
  claim: 'claim',
  supports: 'supports',
  support: 'supports',
  confidence: 'confidence',
  diagnosis: 'diagnosis',
  fix: 'fix',
  difffromprevious: 'diff',
  diff: 'diff',
  objection: 'objection',
  risks: 'risks',
  risk: 'risks',
  counter: 'counter',
  counterproposal: 'counter',
  severity: 'severity',
  pattern: 'pattern',
  blindspot: 'blindSpot',
  shouldescalate: 'shouldEscalate',
  resolution: 'resolution',
  rationale: 'rationale',
  modifications: 'modifications',
  nextapproach: 'nextApproach',
  escalateto: 'escalateTo',
  nextattemptlimit: 'nextAttemptLimit',
  counteractionable: 'counterActionable',
  diffsubstantial: 'diffSubstantial',
  type: 'type',
};

/** Which move an answer's fields make, when it does not say. */
function inferType(fields: Record<string, unknown>): string | undefined {
  if ('resolution' in fields) return 'synthesize';
  if ('diagnosis' in fields || 'fix' in fields || 'diff' in fields) return 'diagnose';
  if ('claim' in fields || 'confidence' in fields) return 'argue';
  if ('pattern' in fields || 'blindSpot' in fields || 'shouldEscalate' in fields) return 'review';
  if ('objection' in fields || 'severity' in fields || 'counter' in fields) return 'object';
  return undefined;
}

/** An answer given as one object of fields (the usual way) read as `{"moves": [move]}`. */
export function asMoves(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const listed = (body as { moves?: unknown }).moves;
  return { moves: Array.isArray(listed) ? listed.map(asMove) : [asMove(body)] };
}

/** One move with its fields under the names the schemas use, and its type inferred when it gives none. */
function asMove(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) fields[FIELD_NAMES[key.toLowerCase().replace(/[^a-z]/g, '')] ?? key] = value;
  const type = typeof fields.type === 'string' ? fields.type.toLowerCase() : inferType(fields);
  return type ? { ...fields, type } : fields;
}

/** The CSP/1 field keys an answer may be written with instead of JSON (`CLAIM: …`). */
export const ANSWER_KEYS = [
  'CLAIM',
  'SUPPORTS',
  'CONFIDENCE',
  'DIAGNOSIS',
  'FIX',
  'DIFF_FROM_PREVIOUS',
  'DIFF',
  'OBJECTION',
  'RISKS',
  'COUNTER',
  'SEVERITY',
  'PATTERN',
  'BLIND_SPOT',
  'SHOULD_ESCALATE',
  'RESOLUTION',
  'RATIONALE',
  'MODIFICATIONS',
  'NEXT_APPROACH',
  'ESCALATE_TO',
  'NEXT_ATTEMPT_LIMIT',
  'COUNTER_ACTIONABLE',
  'DIFF_SUBSTANTIAL',
] as const;
