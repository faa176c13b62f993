// A wrong enum value is told the values it may take; a schema's own hint is added, zod's own
// wording of the same issue never is (whatever zod's version calls it).
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { moveProblem } from '../../../src/protocols/kit/move-problem.js';
import { normalizedEnum } from '../../../src/protocols/kit/schemas.js';

const problemOf = (schema: z.ZodType, move: unknown) => {
  const parsed = schema.safeParse(move);
  if (parsed.success) throw new Error('expected a problem');
  return moveProblem(0, move, parsed.error, schema);
};

describe('a wrong enum value', () => {
  it('is told the values it may take, without zod restating them', () => {
    const many = z.object({ verdict: normalizedEnum(['AGREE', 'DISAGREE'] as const) });
    const one = z.object({ verdict: z.enum(['AGREE']) });
    expect(problemOf(many, { verdict: 'maybe' })).toBe('moves[0]: "verdict": received "maybe", expected one of "AGREE" | "DISAGREE"');
    expect(problemOf(one, { verdict: 'maybe' })).toBe('moves[0]: "verdict": received "maybe", expected one of "AGREE"');
  });

  it("gets the schema's hint added", () => {
    const hinted = z.object({ verdict: normalizedEnum(['AGREE', 'DISAGREE'] as const, {}, 'say whether you agree') });
    expect(problemOf(hinted, { verdict: 'maybe' })).toBe(
      'moves[0]: "verdict": received "maybe", expected one of "AGREE" | "DISAGREE" (say whether you agree)',
    );
  });
});
