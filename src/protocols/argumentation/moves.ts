// The moves each seat may answer with. These zod schemas are the single source of the
// agent-facing response formats (documented in README.md) and of the move types.
import { z } from 'zod';
import { SOURCE_PATTERN } from '../kit/citations.js';
import { itemIdSchema, normalizedEnum } from '../kit/schemas.js';

const itemId = itemIdSchema(['P', 'C', 'L', 'E'], 'expected an id such as P3, C2 or L5');

export const VERDICTS = ['AGREE', 'SKEPTICAL', 'REJECT', 'ILL-FORMED'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const verdictSchema = normalizedEnum(VERDICTS, {
  AGREED: 'AGREE',
  ILLFORMED: 'ILL-FORMED',
  SCEPTICAL: 'SKEPTICAL',
  REJECTED: 'REJECT',
});

export const POINT_KINDS = ['empirical', 'value'] as const;
export type PointKind = (typeof POINT_KINDS)[number];
const pointKind = normalizedEnum(POINT_KINDS, { 'VALUE-JUDGMENT': 'value', FACTUAL: 'empirical' });

export const EVIDENCE_TYPES = ['execution', 'textual', 'claim', 'n/a'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

const text = z.string().trim().min(1);

export const evidenceSchema = z
  .object({
    type: normalizedEnum(EVIDENCE_TYPES, { NA: 'n/a', 'N-A': 'n/a', NONE: 'n/a', TEXT: 'textual' }),
    detail: z.string().trim().default(''),
    source: z.string().trim().optional(),
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

export const consulteeMove = z.discriminatedUnion('type', [pointMove, defendMove, concedeMove, reviseMove, clarifyMove]);
export type ConsulteeMove = z.infer<typeof consulteeMove>;

export const proposeMove = z.object({ type: z.literal('propose'), position: text });

export const natureMove = z.object({
  type: z.literal('nature'),
  nature: z.enum(['factual', 'open']),
});

export const assessMove = z
  .object({
    type: z.literal('assess'),
    point: itemId,
    scope: normalizedEnum(['in', 'out'] as const, { 'IN-SCOPE': 'in', 'OUT-OF-SCOPE': 'out' }).default(
      'in',
    ),
    verdict: verdictSchema.optional(),
    objection: z.string().trim().optional(),
    kind: pointKind.optional(),
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

export const ruleMove = z.object({
  type: z.literal('rule'),
  challenge: itemId.optional(),
  point: itemId.optional(),
  ruling: normalizedEnum(['accepted', 'rejected'] as const, {
    ACCEPT: 'accepted',
    REJECT: 'rejected',
  }),
  reason: text,
}).refine((m) => m.challenge || m.point, { message: 'a ruling names the challenge (or, in quick mode, the point)' });

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
