// The dialectic protocol as data: seats, options, notices and its commands for other programs.
// Read by `agon --help`, the command line and the TUI's form without loading the engine.
import { PLATFORM_NOTICES } from '../kit/notices.js';
import type { OptionDecl, ProtocolDeclaration, ProtocolInfo } from '../types.js';
import { DIALECTIC_COMMANDS } from './command-decls.js';
import { ADVOCATE_PERSONA, CRITIC_PERSONA, SYNTHESIS_PERSONA } from './personas.js';
import { MAX_ROUNDS, STAKES } from './request.js';

/** The options, typed exactly: the config schema is derived from them (kit/config.ts). */
export const DIALECTIC_OPTIONS = [
  {
    key: 'debate',
    flag: 'debate',
    type: 'choice',
    choices: [
      { value: 'planning', label: 'planning: before a risky action' },
      { value: 'failure', label: 'failure: after repeated failures' },
    ],
    default: 'planning',
    help: 'the debate type (a CSP/1 request as the question says it itself)',
    form: true,
  },
  {
    key: 'stakes',
    flag: 'stakes',
    appliesWhen: { option: 'debate', is: ['planning'] },
    type: 'choice',
    choices: STAKES.map((value) => ({ value, label: value })),
    default: 'medium',
    help: "a planning debate's stakes",
    form: true,
  },
  {
    key: 'rounds',
    flag: 'rounds',
    appliesWhen: { option: 'debate', is: ['planning'] },
    type: 'integer',
    min: 1,
    max: MAX_ROUNDS,
    default: 1,
    help: "a planning debate's advocate–critic exchanges",
    form: true,
  },
  {
    key: 'attempts',
    flag: 'attempts',
    appliesWhen: { option: 'debate', is: ['failure'] },
    type: 'string',
    placeholder: '[first approach, second approach]',
    help: "a failure debate's attempts, as [first, second]",
    form: true,
  },
  {
    key: 'errors',
    flag: 'errors',
    appliesWhen: { option: 'debate', is: ['failure'] },
    type: 'string',
    placeholder: '[first error, second error]',
    help: 'the errors they ended with, as [first, second]',
    form: true,
  },
] as const satisfies readonly OptionDecl[];

export const DIALECTIC_INFO: ProtocolInfo = {
  id: 'dialectic',
  title: 'Dialectic: advocate, critic and synthesis, before risky actions and after failures',
  description:
    'an advocate and a critic debate a plan or a repeated failure; the synthesis resolves it PROCEED, MODIFY, RETRY, PIVOT or ESCALATE (seed 003)',
  seats: [
    {
      name: 'advocate',
      label: 'Advocate',
      description: "defends the plan, or diagnoses the failure and proposes a fix (the synthesis's agent when absent)",
      required: true,
      whenAbsent: 'person',
      inherits: 'synthesis',
      persona: ADVOCATE_PERSONA,
    },
    {
      name: 'critic',
      label: 'Critic',
      description: "challenges the advocate: risks and counters, or patterns and blind spots (the synthesis's agent when absent)",
      required: true,
      whenAbsent: 'person',
      inherits: 'synthesis',
      persona: CRITIC_PERSONA,
    },
    {
      name: 'synthesis',
      label: 'Synthesis',
      description: 'the orchestrator: weighs both and resolves the debate',
      required: true,
      whenAbsent: 'person',
      persona: SYNTHESIS_PERSONA,
    },
  ],
  options: DIALECTIC_OPTIONS,
  humanCommands: ['override', 'note', 'undo'],
  notices: [
    ...PLATFORM_NOTICES,
    { type: 'history.loaded', description: "the task's failure history was read from the memory folder" },
    { type: 'advocate.answered', description: "the advocate's CLAIM / SUPPORTS / CONFIDENCE, or DIAGNOSIS / FIX / DIFF_FROM_PREVIOUS" },
    {
      type: 'critic.answered',
      description: "the critic's OBJECTION / RISKS / COUNTER / SEVERITY, or PATTERN / BLIND_SPOT / SHOULD_ESCALATE",
    },
    { type: 'synthesis.answered', description: 'the synthesis proposed a resolution' },
    { type: 'round.closed', description: 'a planning round closed; the advocate answers the critic' },
    { type: 'rule.applied', description: 'a hard rule of the seed decided the resolution' },
    { type: 'debate.resolved', description: 'the resolution, and why' },
    { type: 'debate.failed', description: 'the debate ended without a resolution: a side gave no usable answer' },
    { type: 'answer.over-limit', description: 'an answer ran past its token limit (kept whole)' },
    { type: 'resolution.overruled', description: 'the person overruled the resolution, and why' },
  ],
  demoQuestion: 'Drop the legacy sessions table in production tonight',
  commands: DIALECTIC_COMMANDS,
};

export const dialectic: ProtocolDeclaration = {
  ...DIALECTIC_INFO,
  load: async () => (await import('./index.js')).dialectic,
};
