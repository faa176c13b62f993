import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { zodProblem } from '../../../src/protocols/kit/zod-problem.js';

const schema = z.object({ a: z.string(), b: z.array(z.number()), c: z.boolean(), d: z.string() });

describe('a validation problem as one line', () => {
  it('names where each issue is, up to the limit, and counts the rest', () => {
    const error = schema.safeParse({ b: ['x'] }).error!;
    expect(zodProblem(error, 2)).toMatch(/^a: .+; b\[0\]: .+ \(and 2 more\)$/);
  });

  it('puts a prefix before the paths', () => {
    const error = z.object({ text: z.string() }).safeParse({}).error!;
    expect(zodProblem(error, 1, ['moves', 3])).toMatch(/^moves\[3\]\.text: /);
  });
});
