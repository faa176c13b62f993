// The command line's strict parse: an unknown option is named as the person wrote it, whatever
// words Node's parser uses for it, and a negative number is read as its option's value.
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/cli/args.js';
import { SessionError } from '../../src/session/errors.js';

const OPTIONS = { rounds: { type: 'string' as const }, quiet: { type: 'boolean' as const, short: 'q' } };
const NONE = { min: 0, max: 0, names: '' };

function refusal(argv: string[]): string {
  try {
    parseCommand('step', argv, OPTIONS, NONE);
  } catch (error) {
    if (error instanceof SessionError && error.kind === 'usage') return error.message;
    throw error;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

describe('parseCommand', () => {
  it('names an unknown long option, with or without a value after =', () => {
    expect(refusal(['--nope'])).toBe('step: unknown option --nope (see agon step --help)');
    expect(refusal(['--rounds', '2', '--depth=3'])).toBe('step: unknown option --depth (see agon step --help)');
  });

  it('names the unknown letter of a short option, even beside a known one', () => {
    expect(refusal(['-qx'])).toBe('step: unknown option -x (see agon step --help)');
  });

  it('takes a negative number as the value of its option, for the option to judge', () => {
    expect(parseCommand('step', ['--rounds', '-1'], OPTIONS, NONE).values.rounds).toBe('-1');
  });

  it('refuses an argument the command does not take', () => {
    expect(refusal(['extra'])).toBe('step: unexpected argument "extra"');
  });
});
