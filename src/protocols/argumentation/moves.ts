// The moves each seat may answer with. These zod schemas are the single source of the
// agent-facing response formats (documented in README.md) and of the move types.
import * as z from 'zod';
import { normalizeSource, SOURCE_PATTERN } from '../kit/citations.js';
import { itemIdSchema, normalizedEnum } from '../kit/schemas.js';

const itemId = itemIdSchema(['P', 'C', 'L', 'E'], 'expected an id such as P3, C2 or L5');

export const VERDICTS = ['AGREE', 'SKEPTICAL', 'REJECT', 'ILL-FORMED'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const verdictSchema = normalizedEnum(
  VERDICTS,
  { AGREED: 'AGREE', ILLFORMED: 'ILL-FORMED', SCEPTICAL: 'SKEPTICAL', REJECTED: 'REJECT' },
  'a point off the question takes no verdict: write "scope": "out" instead',
);

export const POINT_KINDS = ['empirical', 'value'] as const;
export type PointKind = (typeof POINT_KINDS)[number];
const pointKind = normalizedEnum(POINT_KINDS, { 'VALUE-JUDGMENT': 'value', FACTUAL: 'empirical' });

export const EVIDENCE_TYPES = ['execution', 'textual', 'claim', 'n/a'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

const text = z.string().trim().min(1);

// The words models use for each kind of evidence: a file citation is textual, a run is execution.
const EVIDENCE_ALIASES: Record<string, EvidenceType> = {
  NA: 'n/a',
  'N-A': 'n/a',
  NONE: 'n/a',
  'NOT-APPLICABLE': 'n/a',
  TEXT: 'textual',
  CITATION: 'textual',
  QUOTE: 'textual',
  FILE: 'textual',
  DOC: 'textual',
  DOCS: 'textual',
  DOCUMENTATION: 'textual',
  SOURCE: 'textual',
  CODE: 'textual',
  EXEC: 'execution',
  RUN: 'execution',
  TEST: 'execution',
  OUTPUT: 'execution',
  BENCHMARK: 'execution',
  ASSERTION: 'claim',
  OPINION: 'claim',
  REASONING: 'claim',
};

export const evidenceSchema = z
  .object({
    type: normalizedEnum(EVIDENCE_TYPES, EVIDENCE_ALIASES),
    detail: z.string().trim().default(''),
    source: z.string().trim().transform(normalizeSource).optional(),
    quote: z.string().optional(),
  })
  .superRefine((ev, ctx) => {
    if (ev.type !== 'textual') return;
    if (!ev.source || !SOURCE_PATTERN.test(ev.source)) {
      ctx.addIssue({
        code: 'custom',
        path: ['source'],
        message: 'textual evidence needs source as "path:line" or "path:from-to"',
      });
    }
    if (!ev.quote || ev.quote.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['quote'], message: 'textual evidence needs the quoted text' });
    }
  });
export type EvidenceInput = z.infer<typeof evidenceSchema>;

const evidenceList = z.array(evidenceSchema).default([]);

export const pointMove = z
  .object({
    type: z.literal('point'),
    claim: text,
    kind: pointKind,
    evidence: evidenceList,
    extends: itemId.optional(),
    rebuts: itemId.optional(),
  })
  .refine((m) => !(m.extends && m.rebuts), { message: 'a point may extend or rebut, not both' });

export const defendMove = z
  .object({
    type: z.literal('defend'),
    challenge: itemId.optional(),
    point: itemId.optional(),
    argument: text,
    evidence: evidenceList,
  })
  .refine((m) => m.challenge || m.point, { message: 'a defense names the challenge it answers' });

export const concedeMove = z
  .object({
    type: z.literal('concede'),
    challenge: itemId.optional(),
    point: itemId.optional(),
    reason: z.string().trim().default(''),
  })
  .refine((m) => m.challenge || m.point, { message: 'a concession names a challenge or a point' });

export const reviseMove = z.object({
  type: z.literal('revise'),
  point: itemId,
  claim: text,
  because: text,
  kind: pointKind.optional(),
  evidence: evidenceList,
});

export const clarifyMove = z.object({
  type: z.literal('clarify'),
  point: itemId,
  claim: text,
  kind: pointKind.optional(),
});

/** Evidence for a point accepted in substance that waits for verified evidence to enter Agreed. */
export const supportMove = z.object({
  type: z.literal('support'),
  point: itemId,
  evidence: z.array(evidenceSchema).min(1, 'support adds at least one evidence item'),
});

export const consulteeMove = z.discriminatedUnion('type', [pointMove, defendMove, concedeMove, reviseMove, clarifyMove, supportMove]);
export type ConsulteeMove = z.infer<typeof consulteeMove>;

export const proposeMove = z.object({ type: z.literal('propose'), position: text });

export const NATURES = ['factual', 'open'] as const;
export const natureSchema = normalizedEnum(NATURES, { EMPIRICAL: 'factual', 'OPEN-ENDED': 'open' });

export const natureMove = z.object({
  type: z.literal('nature'),
  nature: natureSchema,
});

export const assessMove = z
  .object({
    type: z.literal('assess'),
    point: itemId,
    scope: normalizedEnum(['in', 'out'] as const, { 'IN-SCOPE': 'in', 'OUT-OF-SCOPE': 'out' }).default('in'),
    verdict: verdictSchema.optional(),
    objection: z.string().trim().optional(),
    kind: pointKind.optional(),
    /** Why the point's kind is corrected; required to relabel an empirical point as a value judgement. */
    because: z.string().trim().min(1).optional(),
    evidence: evidenceList,
    revision: z.string().trim().optional(),
  })
  .superRefine((m, ctx) => {
    if (m.scope === 'in' && !m.verdict) {
      ctx.addIssue({ code: 'custom', path: ['verdict'], message: 'an in-scope point needs a verdict' });
    }
    if ((m.verdict === 'SKEPTICAL' || m.verdict === 'REJECT') && !m.objection) {
      ctx.addIssue({
        code: 'custom',
        path: ['objection'],
        message: `a ${m.verdict} verdict needs the objection`,
      });
    }
  });

export const ruleMove = z
  .object({
    type: z.literal('rule'),
    challenge: itemId.optional(),
    point: itemId.optional(),
    ruling: normalizedEnum(['accepted', 'rejected'] as const, {
      ACCEPT: 'accepted',
      REJECT: 'rejected',
    }),
    reason: text,
  })
  .refine((m) => m.challenge || m.point, { message: 'a ruling names the challenge (or, in quick mode, the point)' });

export const contradictionMove = z.object({
  type: z.literal('contradiction'),
  point: itemId,
  earlier: itemId,
  explanation: text,
});

export const DEADLOCK_CAUSES = ['missing-data', 'definitional', 'criteria'] as const;
export type DeadlockCause = (typeof DEADLOCK_CAUSES)[number];

export const deadlockMove = z.object({
  type: z.literal('deadlock'),
  point: itemId,
  cause: normalizedEnum(DEADLOCK_CAUSES, {
    'MISSING-EMPIRICAL-DATA': 'missing-data',
    'DEFINITIONAL-MISMATCH': 'definitional',
    'CRITERIA-DIVERGENCE': 'criteria',
  }),
  detail: text,
});

export const orchestratorMove = z.discriminatedUnion('type', [
  proposeMove,
  natureMove,
  assessMove,
  ruleMove,
  contradictionMove,
  deadlockMove,
]);
export type OrchestratorMove = z.infer<typeof orchestratorMove>;

export const flagMove = z.object({ type: z.literal('flag'), item: itemId, concern: text });
export const assessmentMove = z.object({ type: z.literal('assessment'), text: z.string() });
export const arbiterMove = z.discriminatedUnion('type', [flagMove, assessmentMove]);
export type ArbiterMove = z.infer<typeof arbiterMove>;

export type Move = ConsulteeMove | OrchestratorMove | ArbiterMove;

/** The arbiter's answer; the consultee's and orchestrator's envelopes are read move by move in parse.ts. */
export const arbiterResponse = z.object({
  flags: z.array(z.object({ item: itemId, concern: text })).default([]),
  assessment: z.string().default(''),
});
