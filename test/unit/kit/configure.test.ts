import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { configureWith } from '../../../src/protocols/kit/configure.js';

describe('configureWith', () => {
  const configure = configureWith(z.object({ question: z.string().min(1, 'the question is empty'), rounds: z.number().default(2) }));

  it('completes a valid config with its defaults', () => {
    expect(configure({ question: 'Q?' })).toEqual({ ok: true, config: { question: 'Q?', rounds: 2 } });
  });

  it('refuses an invalid one with its first problem on one line', () => {
    expect(configure({ question: '' })).toEqual({ ok: false, problem: 'question: the question is empty' });
  });
});
