// Each seat's prompt (seed 003, "Context window"): the advocate sees the request and the last two
// attempts; the critic also sees the advocate's answer and why the debate runs (the router's
// context); the synthesis sees all of it, the rules the engine applies, and the two judgement calls
// that are its own, with the seed's criteria and bias.
import { mailboxSections } from '../kit/mailbox.js';
import { join, listSection } from '../kit/prompt-sections.js';
import { withDelta } from '../kit/delta.js';
import type { Prompt } from '../types.js';
import { errorFingerprint } from './fingerprint.js';
import { FAILURE_RULES, PLANNING_RULES } from './rules.js';
import { requestLine } from './request.js';
import { answerOf, type DialecticState, roundsOf, TOKEN_LIMITS, type Turn } from './state.js';

export function promptFor(state: DialecticState, turn: Turn): Prompt {
  const body = turn.seat === 'advocate' ? advocate(state) : turn.seat === 'critic' ? critic(state) : synthesis(state);
  const full = join(
    `# Dialectic debate: you are the ${turn.seat}`,
    requestLine(state.config.request),
    ...body,
    mailboxSections(state, turn.seat),
    answerFormat(state, turn.seat),
  );
  return withDelta(state, turn.seat, full, `# Round ${state.round} of ${roundsOf(state)}: your turn again`, () => [
    ...body.slice(1),
    mailboxSections(state, turn.seat),
    answerFormat(state, turn.seat),
  ]);
}

function subject(state: DialecticState): string {
  const r = state.config.request;
  return r.type === 'planning'
    ? `## The proposal\n${r.subject}\n\nThe stakes are ${r.stakes}. This is round ${state.round} of ${r.rounds}.`
    : `## The task that keeps failing\n${r.subject}`;
}

/** The last two attempts and how each ended. */
function attempts(state: DialecticState): string {
  const r = state.config.request;
  if (r.type !== 'failure') return '';
  const count = Math.max(r.attempts.length, r.errors.length);
  const lines = Array.from({ length: count }, (_, i) => i)
    .slice(-2)
    .map(
      (i) =>
        `attempt ${state.config.attempt - count + i + 1}: ${r.attempts[i] || '(approach not recorded)'} → ${r.errors[i] ?? '(error not recorded)'}`,
    );
  return listSection('The last attempts', lines);
}

function advocate(state: DialecticState): string[] {
  const planning = state.config.request.type === 'planning';
  const previous = answerOf(state, `K${state.round - 1}`, 'object');
  return [
    subject(state),
    attempts(state),
    previous
      ? join(
          `## The critic's objection (round ${state.round - 1})`,
          `${previous.objection} (severity ${previous.severity})`,
          listSection('Risks', previous.risks),
          previous.counter ? `Counter-proposal: ${previous.counter}` : '',
          'Answer it: hold, narrow or revise your claim.',
        )
      : '',
    planning
      ? '## Your part\nDefend the proposal as far as the facts allow: your claim, what supports it, and how confident you are from 0 to 1. Your confidence is weighed against the critic, so do not inflate it.'
      : '## Your part\nFind the root cause and propose a fix that is not a rerun of what failed, and say how it differs from the previous attempts.',
  ];
}

/** Why the debate runs, as the router saw it. */
function context(state: DialecticState): string {
  const r = state.config.request;
  const current = state.memory.history.filter((e) => e.kind === 'attempt' && e.counted);
  const stale = current.filter((e) => e.kind === 'attempt' && e.stale).length;
  const lines =
    r.type === 'planning'
      ? [`Called before a ${r.stakes}-stakes action.`]
      : [
          `Called after attempt ${state.config.attempt} failed: the second failure in a row.`,
          `The errors' fingerprints: ${r.errors.map((e) => `“${errorFingerprint(e)}”`).join(', ')}${new Set(r.errors.map(errorFingerprint)).size < r.errors.length ? ' (the same error again)' : ''}.`,
          ...(state.memory.patterns.length
            ? [
                `Earlier failure debates on this task named ${state.memory.patterns.length} pattern(s): ${state.memory.patterns.join('; ')}.`,
              ]
            : []),
        ];
  if (current.length)
    lines.push(
      `The memory folder holds ${current.length} failure(s) of this task since its last reset${stale ? `, ${stale} older than 24 hours (stale)` : ''}.`,
    );
  return listSection('Why this debate runs', lines);
}

function advocateAnswer(state: DialecticState, round: number): string {
  const argue = answerOf(state, `A${round}`, 'argue');
  if (argue)
    return join(
      `## The advocate (round ${round})`,
      `CLAIM: ${argue.claim}`,
      listSection('SUPPORTS', argue.supports),
      `CONFIDENCE: ${argue.confidence}`,
    );
  const diagnose = answerOf(state, `A${round}`, 'diagnose');
  return diagnose
    ? join(`## The advocate`, `DIAGNOSIS: ${diagnose.diagnosis}`, `FIX: ${diagnose.fix}`, `DIFF_FROM_PREVIOUS: ${diagnose.diff}`)
    : '';
}

function criticAnswer(state: DialecticState, round: number): string {
  const object = answerOf(state, `K${round}`, 'object');
  if (object)
    return join(
      `## The critic (round ${round})`,
      `OBJECTION: ${object.objection}`,
      listSection('RISKS', object.risks),
      `COUNTER: ${object.counter || 'none'}`,
      `SEVERITY: ${object.severity}`,
    );
  const review = answerOf(state, `K${round}`, 'review');
  return review
    ? join(
        '## The critic',
        `PATTERN: ${review.pattern || 'none'}`,
        `BLIND_SPOT: ${review.blindSpot || 'none'}`,
        `SHOULD_ESCALATE: ${review.shouldEscalate}`,
      )
    : '';
}

function critic(state: DialecticState): string[] {
  const planning = state.config.request.type === 'planning';
  return [
    subject(state),
    attempts(state),
    context(state),
    ...Array.from({ length: state.round - 1 }, (_, i) => join(advocateAnswer(state, i + 1), criticAnswer(state, i + 1))),
    advocateAnswer(state, state.round),
    planning
      ? '## Your part\nChallenge the advocate: the strongest objection, the concrete risks, a counter-proposal that gets around them, and how severe the objection is (low: nothing blocking; high: the plan should not go ahead as it is). Name a specific risk and its mitigation, or a known failure mode; "it might not work" is no objection.'
      : '## Your part\nLook across the failures: the pattern they share (or none), the blind spot the proposed fix misses (or none), and whether a person should take over now (true only when another attempt by an agent is unlikely to succeed).',
  ];
}

function synthesis(state: DialecticState): string[] {
  const planning = state.config.request.type === 'planning';
  const rules = (planning ? PLANNING_RULES : FAILURE_RULES).map((r) => r.label);
  return [
    subject(state),
    attempts(state),
    context(state),
    ...Array.from({ length: state.round }, (_, i) => join(advocateAnswer(state, i + 1), criticAnswer(state, i + 1))),
    listSection('Rules the engine applies first, in order (what you propose does not override them)', rules),
    planning
      ? '## Your judgement\nIs the critic\'s COUNTER actionable? It is when it names a specific risk with a way to mitigate it, or cites a precedent or a known failure mode; a vague concern is not. When it is not clear, answer "unsure": that counts as actionable, since a needless change costs less than a missed risk. Then resolve: PROCEED (nothing blocking), MODIFY (go ahead with the changes you list) or ESCALATE (a person decides).'
      : '## Your judgement\nIs the DIFF_FROM_PREVIOUS substantial? It is when it changes the core approach or brings in a new tool, library or method; a typo fix or a tweaked parameter is not. When it is not clear, answer "unsure": that counts as substantial. Then resolve: RETRY (the same approach with the adjustment you name; one more attempt at most), PIVOT (a different approach, which you describe) or ESCALATE (a person takes over).',
  ];
}

const FORMATS: Record<string, Record<'planning' | 'failure', string>> = {
  advocate: {
    planning: '{"claim": "…", "supports": ["…", "…"], "confidence": 0.7}',
    failure: '{"diagnosis": "…", "fix": "…", "diff_from_previous": "…"}',
  },
  critic: {
    planning: '{"objection": "…", "risks": ["…"], "counter": "…", "severity": "low | medium | high"}',
    failure: '{"pattern": "… or none", "blind_spot": "… or none", "should_escalate": false}',
  },
  synthesis: {
    planning:
      '{"resolution": "PROCEED | MODIFY | ESCALATE", "rationale": "one sentence", "counter_actionable": "yes | no | unsure", "modifications": ["… (for MODIFY)"], "next_attempt_limit": 1}',
    failure:
      '{"resolution": "RETRY | PIVOT | ESCALATE", "rationale": "one sentence", "diff_substantial": "yes | no | unsure", "next_approach": "… (for RETRY or PIVOT)", "escalate_to": "human"}',
  },
};

function answerFormat(state: DialecticState, seat: string): string {
  const format = FORMATS[seat]?.[state.config.request.type] ?? '{}';
  return `## How to answer\nOne JSON object, nothing else needed, at most ${TOKEN_LIMITS[seat] ?? 500} tokens:\n${format}`;
}
