// The facts the synthesis rules read, taken from the state (the last round's answers, the debated
// errors, the patterns named before), and the resolution they lead to, completed from the answers
// where the synthesis left a line empty.
import { answerOf, type DialecticState } from './state.js';
import { type Decision, decide, FAILURE_RULES, type FailureFacts, PLANNING_RULES, type PlanningFacts, ruleStates, said } from './rules.js';
import type { SynthesizeMove } from './moves.js';

export function planningFacts(state: DialecticState): PlanningFacts {
  const request = state.config.request;
  const advocate = answerOf(state, `A${state.round}`, 'argue');
  const critic = answerOf(state, `K${state.round}`, 'object');
  return {
    stakes: request.type === 'planning' ? request.stakes : 'medium',
    ...(advocate ? { advocate } : {}),
    ...(critic ? { critic } : {}),
  };
}

export function failureFacts(state: DialecticState): FailureFacts {
  const request = state.config.request;
  const advocate = answerOf(state, 'A1', 'diagnose');
  const critic = answerOf(state, 'K1', 'review');
  return {
    errors: request.type === 'failure' ? request.errors : [],
    priorPatterns: state.memory.patterns,
    ...(advocate ? { advocate } : {}),
    ...(critic ? { critic } : {}),
  };
}

const synthesisOf = (state: DialecticState) => answerOf(state, 'S', 'synthesize');

/** Each rule of the debate's type and whether it holds on the answers so far. */
export function ruleChecklist(state: DialecticState) {
  const synthesis = synthesisOf(state);
  return state.config.request.type === 'planning'
    ? ruleStates(PLANNING_RULES, planningFacts(state), synthesis)
    : ruleStates(FAILURE_RULES, failureFacts(state), synthesis);
}

/** The resolution the rules and the synthesis's answer (if it gave a usable one) lead to. */
export function decisionOf(state: DialecticState, synthesis: SynthesizeMove | undefined = synthesisOf(state)): Decision {
  if (state.config.request.type === 'planning') {
    const facts = planningFacts(state);
    const made = decide(PLANNING_RULES, facts, synthesis);
    const counter = facts.critic?.counter;
    return made.resolution === 'MODIFY' && made.modifications.length === 0 && said(counter) ? { ...made, modifications: [counter] } : made;
  }
  const facts = failureFacts(state);
  const made = decide(FAILURE_RULES, facts, synthesis);
  const fix = facts.advocate?.fix;
  return (made.resolution === 'RETRY' || made.resolution === 'PIVOT') && made.nextApproach === '' && fix
    ? { ...made, nextApproach: fix }
    : made;
}
