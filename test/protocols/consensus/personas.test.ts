// Phase 0: three distinct expert personas for the topic's domain, written by the proposer's agent
// (or the domain templates), read and edited by the person before round 1, then written once per
// seat as its context file, verified distinct, and kept in the record.
import { describe, expect, it } from 'vitest';
import { consensus } from '../../../src/protocols/consensus/index.js';
import { templatePersonas } from '../../../src/protocols/consensus/personas.js';
import { debate, opening, personas, QUESTION } from './support.js';

describe('Phase 0: the personas', () => {
  it("are written by the proposer's agent, three distinct experts, and the phase closes a step so the person can read them", () => {
    const d = debate();
    expect(d.asked()).toEqual(['proposer:personas']);
    expect(d.prompt('proposer')).toMatch(
      /architect: the Architect, who catches scaling, complexity and design flaws[\s\S]*operator: the Operator, who catches maintenance, failure modes and debugging[\s\S]*adversary: the Adversary, who catches security, edge cases and abuse scenarios/,
    );
    d.answer('proposer', personas());
    const closed = d.walk.frames.at(-1)!;
    expect(consensus.reduce(closed.before as never, closed.event).closed).toEqual({ unit: 'stage', label: 'personas' });
    expect(d.state.personasFrom).toBe('proposer');
    expect(d.state.personas.operator.title).toBe('database reliability engineer');
    expect(d.state.personas.architect.text).toMatch(/^# Persona: the Architect — cache architect\nYou scale caches\./);
    expect(d.state.personas.architect.text).toContain("Yours is the Architect's angle: scaling, complexity and design flaws.");
    expect(d.texts('personas.ready')[0]).toContain('Read or edit them before round 1');
  });

  it('come from the domain templates when the proposer is the person, or when asked for', () => {
    for (const d of [debate({}, { proposer: { kind: 'human' } }), debate({ personas: 'templates' })]) {
      expect(d.state.personasFrom).toBe('templates');
      expect(d.state.domain).toBe('data systems');
      expect(d.state.personas.adversary.source).toBe('template');
      expect(d.asked()).not.toContain('proposer:personas');
    }
  });

  it("detect the topic's domain from the question's words, and fall back to general software", () => {
    const domain = (q: string) => templatePersonas(q).domain;
    expect(domain('Redis or Memcached for sessions?')).toBe('data systems');
    expect(domain('Should the checkout page move to React server components?')).toBe('web applications');
    expect(domain('Kubernetes or plain VMs for our staging cluster?')).toBe('infrastructure and deployment');
    expect(domain('Should our public API move from REST to GraphQL?')).toBe('APIs and services');
    expect(domain('Should we rotate JWT signing keys every day?')).toBe('security and identity');
    expect(domain('Fine-tune a small LLM or use RAG for support answers?')).toBe('machine learning systems');
    expect(domain('Tabs or spaces?')).toBe('software systems');
    const three = templatePersonas('Tabs or spaces?').personas;
    expect(new Set([three.architect.title, three.operator.title, three.adversary.title]).size).toBe(3);
  });

  it('that are not distinct are refused and asked again; after the retry the templates stand in', () => {
    const d = debate();
    const twin = { title: 'cache architect', expertise: 'You scale caches.', focus: ['hit rates'] };
    d.answer('proposer', personas({ operator: twin }));
    expect(d.texts('turn.failed')[0]).toMatch(/not distinct|same title/);
    expect(d.prompt('proposer')).toContain('the architect and the operator have the same title');
    d.answer('proposer', personas({ adversary: twin }));
    expect(d.state.personasFrom).toBe('templates');
    expect(d.texts('personas.fallback')[0]).toMatch(/templates for data systems stand in/);
    expect(d.state.phase).toBe('OPENING');
  });

  it('fall back to the templates when the proposer cannot answer', () => {
    const d = debate();
    d.fail('proposer');
    expect(d.asked()).toEqual(['proposer:retry personas']);
    d.fail('proposer', 'auth', 'not logged in');
    expect(d.state.personasFrom).toBe('templates');
    expect(d.texts('personas.fallback')).toHaveLength(1);
  });

  it('can be rewritten by the person before round 1, and the new text is what the seat gets', () => {
    const d = debate({}, { operator: { kind: 'codex' } });
    d.answer('proposer', personas());
    const text = '# Persona: the Operator — pager veteran\nYou have run Postgres for ten years.\n- vacuum storms\n- replica lag';
    expect(consensus.checkHuman(d.state, 'edit-persona', { item: 'operator', text })).toBeNull();
    d.human('edit-persona', { item: 'operator', text, reason: 'closer to our team' });
    expect(d.state.personas.operator).toMatchObject({ title: 'pager veteran', source: 'person', focus: ['vacuum storms', 'replica lag'] });
    const plan = d.plan();
    expect(plan.kind).toBe('prepare');
    if (plan.kind === 'prepare') expect(plan.seats.find((s) => s.seat === 'operator')?.persona).toBe(text);
  });

  it('may not be rewritten to copy another persona, nor once its file is written, nor after the opening', () => {
    const d = debate({}, { operator: { kind: 'codex' } });
    d.answer('proposer', personas());
    const copy = d.state.personas.architect.text;
    expect(consensus.checkHuman(d.state, 'edit-persona', { item: 'operator', text: copy })).toMatch(/must stay distinct/);
    d.prepare();
    expect(consensus.checkHuman(d.state, 'edit-persona', { item: 'operator', text: '# Persona: x\nnew' })).toMatch(/not available now/);
    expect(consensus.humanActions(d.state).find((a) => a.kind === 'edit-persona')?.targets).toEqual(['architect', 'adversary']);
    const scripted = debate();
    scripted.answer('proposer', personas());
    scripted.answer('proposer', opening());
    expect(consensus.checkHuman(scripted.state, 'edit-persona', { item: 'adversary', text: '# Persona: y\nnew' })).toMatch(
      /not available now/,
    );
  });

  it('are prepared only for the proposer while it writes them: the challengers wait for theirs', () => {
    const d = debate({}, { proposer: { kind: 'claude' }, architect: { kind: 'gemini' } });
    const plan = d.plan();
    expect(plan.kind === 'prepare' && plan.seats.map((s) => s.seat)).toEqual(['proposer']);
  });

  it('are written once per seat and verified distinct: a challenger given the same persona as another is dropped', () => {
    const d = debate({}, { architect: { kind: 'gemini' }, operator: { kind: 'codex' } });
    d.answer('proposer', personas());
    d.walk.record('seat.prepared', { seat: 'architect', personaRef: 'same' });
    d.walk.record('seat.prepared', { seat: 'operator', personaRef: 'same' });
    expect(d.state.challengers.operator).toMatchObject({
      status: 'dropped',
      reason: "its persona is the same as the Architect's, so it would add no perspective",
    });
    expect(d.texts('preflight.checked')).toContain("The Architect's persona file is written and distinct.");
    expect(d.asked()).toEqual(['architect:confirm']);
  });

  it('are kept in the record, so a replay (resume, fork) gives the same personas', () => {
    const d = debate();
    d.answer('proposer', personas());
    d.human('edit-persona', { item: 'adversary', text: '# Persona: the Adversary — fraud analyst\nYou abuse sessions.' });
    let state = consensus.init(d.walk.config as never);
    for (const e of d.walk.events) state = consensus.reduce(state, e).state;
    expect(state.personas).toEqual(d.state.personas);
    expect(state.personas.adversary.title).toBe('fraud analyst');
    expect(QUESTION).toContain('Postgres');
  });
});
