import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { configureWith } from '../../../src/protocols/kit/configure.js';

const schema = z.object({ question: z.string().min(1, 'the question is empty'), rounds: z.number().int().default(3) });

describe('configureWith', () => {
  it('gives the config with its defaults filled', () => {
    expect(configureWith(schema)({ question: 'Q?' })).toEqual({ ok: true, config: { question: 'Q?', rounds: 3 } });
  });

  it('gives the first problem in one line, with its path', () => {
    expect(configureWith(schema)({ question: '', rounds: 1.5 })).toEqual({
      ok: false,
      problem: 'question: the question is empty (and 1 more)',
    });
  });
});
