// Phase 0.5, the preflight: a debate needs challengers that can take part. Agents that cannot run
// here are refused when the session is created (the agent port builds them first); with no
// challenger seated the config is refused naming the fix; each challenger whose agent reads files is
// asked once to confirm the persona it read (not for scripts and the person, nor with the option).
import { describe, expect, it } from 'vitest';
import { consensus } from '../../../src/protocols/consensus/index.js';
import { debate, personas } from './support.js';

const codex = { kind: 'codex' };
const gemini = { kind: 'gemini' };
const qwen = { kind: 'qwen' };

describe('Phase 0.5: the preflight', () => {
  it('refuses a debate with no challenger seated, naming the fix (agon doctor, or --seat)', () => {
    const refused = consensus.configure({ question: 'Q?', seats: { proposer: { kind: 'human' } } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.problem).toContain('no challenger can sit: none of gemini, codex, qwen is usable here (see `agon doctor`)');
      expect(refused.problem).toContain('--seat architect=KIND');
    }
  });

  it('refuses fewer challenger seats than --min-challengers', () => {
    const refused = consensus.configure({ question: 'Q?', minChallengers: 2, seats: { architect: { kind: 'script' } } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem).toMatch(/1 challenger seat\(s\) filled \(architect\) but --min-challengers is 2/);
  });

  it('asks each challenger whose agent reads files, at once, to confirm the persona it read, naming no perspective', () => {
    const d = debate({}, { architect: gemini, operator: codex, adversary: qwen });
    d.answer('proposer', personas());
    expect(d.asked()).toEqual(['architect:confirm', 'operator:confirm', 'adversary:confirm']);
    const plan = d.plan();
    expect(plan.kind === 'ask' && new Set(plan.requests.map((r) => r.parallelGroup)).size).toBe(1);
    const prompt = d.prompt('operator');
    expect(prompt).toContain('context file');
    expect(prompt).not.toMatch(/architect|operator|adversary/i);
  });

  it('lets a challenger that names its own perspective through, in JSON or in prose', () => {
    const d = debate({}, { architect: gemini, operator: codex });
    d.answer('proposer', personas());
    d.answer('architect', { perspective: 'the Architect: a cache architect', focus: ['hit rates'] });
    d.answer('operator', 'I am the database reliability engineer described in AGENTS.md; I will look at failover.');
    expect(d.state.challengers.architect).toMatchObject({ status: 'active', check: 'confirmed' });
    expect(d.state.challengers.operator).toMatchObject({ status: 'active', check: 'confirmed' });
    expect(d.state.challengers.adversary.check).toBe('skipped');
    expect(d.asked()).toEqual(['proposer:open']);
  });

  it('skips the check for script and human seats, and for every seat with --skip-persona-check', () => {
    const scripts = debate({}, { architect: { kind: 'human' } });
    scripts.answer('proposer', personas());
    expect(scripts.asked()).toEqual(['proposer:open']);
    expect(scripts.texts('preflight.checked')).toEqual([
      'No persona check for the Architect, the Operator, the Adversary (a script or the person sits there: no context file to read).',
    ]);
    const skipped = debate({ skipPersonaCheck: true }, { architect: gemini, operator: codex, adversary: qwen });
    skipped.answer('proposer', personas());
    expect(skipped.asked()).toEqual(['proposer:open']);
    expect(skipped.texts('preflight.checked')).toContain(
      'No persona check for the Architect, the Operator, the Adversary (--skip-persona-check).',
    );
  });

  it('drops a challenger that names another perspective: it did not read its own context file', () => {
    const d = debate({}, { architect: gemini, operator: codex });
    d.answer('proposer', personas());
    d.answer('architect', { perspective: 'I am the Operator', focus: [] });
    d.answer('operator', { perspective: 'a generic helpful assistant', focus: [] });
    expect(d.state.challengers.architect).toMatchObject({
      status: 'dropped',
      reason: 'it says it is the Operator, not the Architect: its context file was not read',
    });
    expect(d.state.challengers.operator.reason).toBe('its answer does not name the Operator or its persona: its context file was not read');
    expect(d.texts('challenger.dropped')).toHaveLength(2);
    expect(d.asked()).toEqual(['proposer:open']);
  });

  it('aborts when no challenger is left, naming the fix', () => {
    const d = debate({}, { architect: gemini, operator: undefined, adversary: undefined });
    d.answer('proposer', personas());
    d.answer('architect', { perspective: 'nobody in particular' });
    expect(d.plan()).toMatchObject({ kind: 'done', failed: true });
    expect(d.state.ended).toMatchObject({ kind: 'aborted', route: 'preflight' });
    expect(d.state.ended!.detail).toMatch(
      /^no challenger can take part \(Architect: .*\): fix the seats \(see `agon doctor`\), or seat other agents with --seat architect=KIND$/,
    );
    expect(consensus.outcome(d.state).report).toContain('## DEBATE OUTCOME: ABORTED');
  });

  it('aborts when fewer challengers than --min-challengers are left', () => {
    const d = debate({ minChallengers: 2 }, { architect: gemini, operator: codex, adversary: undefined });
    d.answer('proposer', personas());
    d.answer('architect', { perspective: 'the Architect' });
    d.fail('operator', 'auth', 'codex is not logged in');
    expect(d.state.ended).toMatchObject({ kind: 'aborted', route: 'min-challengers' });
    expect(d.state.ended!.detail).toMatch(/only 1 challenger\(s\) can take part .*fewer than --min-challengers 2/);
  });
});
