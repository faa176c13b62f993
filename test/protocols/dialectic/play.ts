// Plays dialectic debates in memory, the way the runner does (through the harness's Walk): every
// seat played by a script unless the config says otherwise, each answer a JSON object of fields.
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import type { DialecticState } from '../../../src/protocols/dialectic/state.js';
import type { Plan } from '../../../src/protocols/types.js';
import { Walk } from '../../harness/walk.js';

export const SCRIPTED = { advocate: { kind: 'script' }, critic: { kind: 'script' }, synthesis: { kind: 'script' } };

export const answer = (fields: Record<string, unknown>) => JSON.stringify(fields);
export const argue = (claim: string, confidence: number, supports: string[] = ['a reason']) => answer({ claim, supports, confidence });
export const object = (severity: string, objection: string, counter = '', risks: string[] = []) =>
  answer({ objection, risks, counter, severity });
export const diagnose = (fix: string, diff = 'a different approach') => answer({ diagnosis: 'the cause', fix, diff_from_previous: diff });
export const review = (fields: { pattern?: string; blind_spot?: string; should_escalate?: boolean } = {}) =>
  answer({ pattern: 'none', blind_spot: 'none', should_escalate: false, ...fields });
export const synthesize = (resolution: string, more: Record<string, unknown> = {}) =>
  answer({ resolution, rationale: `The synthesis says ${resolution}.`, ...more });

export function walk(raw: Record<string, unknown>): Walk {
  return Walk.configured(dialectic, { question: 'Delete the build cache', seats: SCRIPTED, ...raw });
}

export const stateOf = (w: Walk) => w.state as DialecticState;

/** Answers each due seat from its queue until the debate is done (or waits for a person); returns the prompts each seat got. */
export function play(w: Walk, answers: Record<string, string[]>): { prompts: Record<string, string[]>; end: Plan } {
  const queues = Object.fromEntries(Object.entries(answers).map(([seat, list]) => [seat, [...list]]));
  const prompts: Record<string, string[]> = {};
  for (let guard = 0; guard < 50; guard++) {
    const plan = w.plan();
    if (plan.kind === 'prepare') {
      w.prepare(plan);
      continue;
    }
    if (plan.kind !== 'ask') return { prompts, end: plan };
    for (const request of plan.requests) {
      prompts[request.seat] ??= [];
      prompts[request.seat]!.push(request.prompt.full);
      const next = queues[request.seat]?.shift();
      if (next === undefined) throw new Error(`no answer left for the ${request.seat}`);
      w.answer(request.seat, next);
    }
  }
  throw new Error('the debate did not end');
}
