// Task ids and error fingerprints (seed 003, "Task ID Hashing Strategy" and "Error
// Fingerprinting"), with the seed's own examples.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorFingerprint } from '../../../src/protocols/dialectic/fingerprint.js';
import { canonicalTask, taskId } from '../../../src/protocols/dialectic/task-id.js';

describe('task ids', () => {
  it('canonicalises the seed\'s example "Fix the authentication test" to "fix authentication test"', () => {
    expect(canonicalTask('Fix the authentication test')).toBe('fix authentication test');
  });

  it('is the first 16 hex digits of the SHA-256 of the canonical form', () => {
    expect(taskId('Fix the authentication test')).toBe('2fba088a8d564d54');
    expect(taskId('Fix the authentication test')).toBe(createHash('sha256').update('fix authentication test').digest('hex').slice(0, 16));
  });

  it('lower-cases all text', () => {
    expect(taskId('FIX THE AUTHENTICATION TEST')).toBe(taskId('fix the authentication test'));
  });

  it('removes punctuation except hyphens and underscores', () => {
    expect(canonicalTask('Fix: the "auth" test!?')).toBe('fix auth test');
    expect(canonicalTask('fix auth-test in user_service.py')).toBe('fix auth-test in user_servicepy');
  });

  it('normalises whitespace to single spaces', () => {
    expect(canonicalTask('  fix \t the\n authentication   test ')).toBe('fix authentication test');
  });

  it('stems common verbs: fix, fixing and fixed are one', () => {
    expect(taskId('Fixing the authentication test')).toBe(taskId('Fix the authentication test'));
    expect(taskId('fixed the authentication test')).toBe(taskId('Fix the authentication test'));
    expect(canonicalTask('Running migrations, updating deps, stopped workers')).toBe('run migrations update deps stop workers');
  });

  it('treats tasks that differ only in punctuation or casing as the same task, and different goals as different', () => {
    expect(taskId('Fix the authentication test.')).toBe(taskId('fix the Authentication Test'));
    expect(taskId('Fix the authentication test')).not.toBe(taskId('Delete the authentication test'));
    expect(taskId('Fix the authentication test')).not.toBe(taskId('Fix the authorization test'));
  });
});

describe('error fingerprints', () => {
  it('gives the seed\'s two ENOENT errors in different paths one fingerprint: "enoent no such file or directory open"', () => {
    const a = errorFingerprint("ENOENT: no such file or directory, open '/path/to/file.txt'");
    const b = errorFingerprint("ENOENT: no such file or directory, open '/other/path/file.txt'");
    expect(a).toBe('enoent no such file or directory open');
    expect(b).toBe(a);
  });

  it('gives the seed\'s different errors different fingerprints: "enoent file not found" and "eacces permission denied"', () => {
    expect(errorFingerprint('ENOENT: file not found')).toBe('enoent file not found');
    expect(errorFingerprint('EACCES: permission denied')).toBe('eacces permission denied');
  });

  it('removes line numbers, so the same error at another line is the same', () => {
    expect(errorFingerprint('TS2307: Cannot find module x at line 12')).toBe(errorFingerprint('TS2307: Cannot find module x at line 40'));
    expect(errorFingerprint('TypeError: x is not a function (src/a.ts:12:5)')).toBe(
      errorFingerprint('TypeError: x is not a function (lib/b.ts:7:1)'),
    );
  });

  it('keeps the code and only the first 50 characters of the message', () => {
    const long = `E_LIMIT: ${'a'.repeat(40)} bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb`;
    expect(errorFingerprint(long)).toBe(`e_limit ${'a'.repeat(40)} bbbbbbbbb`);
    expect(errorFingerprint(`${long} and more`)).toBe(errorFingerprint(long));
  });

  it('reads a message without a code (Error:, TypeError:) as all message', () => {
    expect(errorFingerprint("Error: Cannot find module 'lodash'")).toBe('error cannot find module lodash');
  });
});
