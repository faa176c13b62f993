// The CSP/1 debate requests (seed 003, "CSP/1 Protocol Extensions"), accepted as the seed writes
// them, as a session's question, and written back the same way.
import { describe, expect, it } from 'vitest';
import { readRequest, requestLine } from '../../../src/protocols/dialectic/request.js';
import { dialectic } from '../../../src/protocols/dialectic/index.js';

describe('CSP/1 debate requests', () => {
  it('reads a planning request: DEBATE REQ:<proposal> ROUNDS:<1-3> STAKES:<low|medium|high>', () => {
    expect(readRequest('DEBATE REQ:Drop the sessions table ROUNDS:2 STAKES:high')).toEqual({
      ok: true,
      request: { type: 'planning', subject: 'Drop the sessions table', rounds: 2, stakes: 'high' },
    });
  });

  it('reads a failure request: DEBATE_FAILURE REQ:<task> ATTEMPTS:[attempt1, attempt2] ERRORS:[error1, error2]', () => {
    expect(
      readRequest(
        'DEBATE_FAILURE REQ:fix auth test ATTEMPTS:[updated import path, reinstalled deps] ERRORS:[Cannot find module, Cannot find module]',
      ),
    ).toEqual({
      ok: true,
      request: {
        type: 'failure',
        subject: 'fix auth test',
        attempts: ['updated import path', 'reinstalled deps'],
        errors: ['Cannot find module', 'Cannot find module'],
      },
    });
  });

  it('keeps list items that hold commas when they are quoted, and writes them back quoted', () => {
    const line =
      'DEBATE_FAILURE REQ:open the file ATTEMPTS:[a, b] ERRORS:["ENOENT: no such file or directory, open \'/a\'", EACCES: denied]';
    const read = readRequest(line);
    expect(read.ok && read.request.type === 'failure' && read.request.errors).toEqual([
      "ENOENT: no such file or directory, open '/a'",
      'EACCES: denied',
    ]);
    expect(read.ok && requestLine(read.request)).toBe(line);
  });

  it('does not cut a proposal at a word in capitals that is no key followed by a colon', () => {
    const read = readRequest('DEBATE REQ:Raise the STAKES limit in config: prod ROUNDS:1 STAKES:medium');
    expect(read.ok && read.request.subject).toBe('Raise the STAKES limit in config: prod');
  });

  it('refuses a request with bad rounds, stakes or no errors, saying what is wrong', () => {
    expect(readRequest('DEBATE REQ:x ROUNDS:4 STAKES:high')).toEqual({ ok: false, problem: 'ROUNDS must be 1 to 3, not "4"' });
    expect(readRequest('DEBATE REQ:x ROUNDS:1 STAKES:huge')).toEqual({
      ok: false,
      problem: 'STAKES must be low, medium or high, not "huge"',
    });
    expect(readRequest('DEBATE_FAILURE REQ:x ATTEMPTS:[a]')).toMatchObject({ ok: false, problem: expect.stringContaining('ERRORS') });
  });

  it('takes a request line as a session question, which then decides the debate whatever the options say', () => {
    const configured = dialectic.configure({
      question: 'DEBATE_FAILURE REQ:fix auth ATTEMPTS:[a, b] ERRORS:[x, y]',
      debate: 'planning',
      seats: {},
    });
    expect(configured).toMatchObject({ ok: true, config: { request: { type: 'failure', subject: 'fix auth' }, attempt: 2 } });
  });

  it('builds the request from the options when the question is plain words', () => {
    expect(dialectic.configure({ question: 'Drop the table', stakes: 'high', rounds: 3 })).toMatchObject({
      ok: true,
      config: { request: { type: 'planning', subject: 'Drop the table', stakes: 'high', rounds: 3 } },
    });
    expect(dialectic.configure({ question: 'Fix it', debate: 'failure', attempts: '[a, b]', errors: '[x, y]' })).toMatchObject({
      ok: true,
      config: { request: { type: 'failure', attempts: ['a', 'b'], errors: ['x', 'y'] } },
    });
    expect(dialectic.configure({ question: 'Fix it', debate: 'failure' })).toEqual({
      ok: false,
      problem: 'a failure debate needs the errors the attempts ended with (--errors "[first, second]")',
    });
  });
});
