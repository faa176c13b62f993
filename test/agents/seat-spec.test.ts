import { describe, expect, it } from 'vitest';
import { parseSeatSpec } from '../../src/agents/seat-spec.js';

describe('seat specs', () => {
  it('read SEAT=KIND', () => {
    expect(parseSeatSpec('consultee=human')).toEqual({ ok: true, value: { seat: 'consultee', spec: { kind: 'human' } } });
  });

  it('read options, whose values may hold ":" and "/"', () => {
    const parsed = parseSeatSpec('consultee=openai:base=http://127.0.0.1:11434/v1,model=llama3.1,key_env=OLLAMA_KEY');
    expect(parsed).toEqual({
      ok: true,
      value: { seat: 'consultee', spec: { kind: 'openai', base: 'http://127.0.0.1:11434/v1', model: 'llama3.1', key_env: 'OLLAMA_KEY' } },
    });
  });

  it.each([
    ['consultee', /expected SEAT=KIND/],
    ['=codex', /is not a seat name/],
    ['consultee=gpt', /unknown agent kind "gpt"/],
    ['consultee=codex:', /nothing after "codex:"/],
    ['consultee=codex:model', /"model" is not key=value/],
    ['consultee=codex:model=', /option "model" has no value/],
    ['consultee=codex:model=a,model=b', /given twice/],
    ['consultee=codex:Model=a', /not an option name/],
  ])('refuse %s with a one-line reason naming the bad part', (text, reason) => {
    const parsed = parseSeatSpec(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problem).toMatchObject({ code: 'seat-spec', text });
      expect(parsed.problem.reason).toMatch(reason);
      expect(parsed.problem.reason).not.toContain('\n');
    }
  });

  it('name the seat a bad spec is for when the text names one', () => {
    expect(parseSeatSpec('consultee=gpt')).toEqual({
      ok: false,
      problem: { code: 'seat-spec', seat: 'consultee', text: 'consultee=gpt', reason: expect.stringMatching(/unknown agent kind/) },
    });
    expect(parseSeatSpec('consultee')).toEqual({
      ok: false,
      problem: { code: 'seat-spec', text: 'consultee', reason: 'expected SEAT=KIND, e.g. reviewer=codex' },
    });
  });
});
