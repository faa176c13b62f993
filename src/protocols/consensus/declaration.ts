// The consensus protocol as data: its seats, options and notices, read by `agon --help`, the command
// line and the TUI's form without loading the engine.
import { PLATFORM_NOTICES } from '../kit/notices.js';
import type { OptionDecl, ProtocolDeclaration, ProtocolInfo } from '../types.js';
import { CHALLENGER_PERSONA, PROPOSER_PERSONA } from './persona-text.js';

export const DEFAULT_MAX_ROUNDS = 5;
export const DEFAULT_MIN_CHALLENGERS = 1;

/** The options, typed exactly: the config schema is derived from them (kit/config.ts). */
export const CONSENSUS_OPTIONS = [
  {
    key: 'maxRounds',
    flag: 'max-rounds',
    type: 'integer',
    min: 1,
    max: 20,
    default: DEFAULT_MAX_ROUNDS,
    help: 'rounds of confrontation and rebuttal before the trade-off report',
    form: true,
  },
  {
    key: 'minChallengers',
    flag: 'min-challengers',
    type: 'integer',
    min: 1,
    max: 3,
    default: DEFAULT_MIN_CHALLENGERS,
    help: 'challengers that must take part and answer, or the debate aborts',
    form: true,
  },
  {
    key: 'personas',
    flag: 'personas',
    type: 'choice',
    choices: [
      { value: 'proposer', label: "proposer: the proposer's agent writes them for the topic" },
      { value: 'templates', label: "templates: built-in ones for the topic's domain" },
    ],
    default: 'proposer',
    help: 'who writes the three personas (the templates whenever the proposer is the person)',
    form: true,
  },
  {
    key: 'skipPersonaCheck',
    flag: 'skip-persona-check',
    type: 'boolean',
    help: 'do not ask each challenger to confirm it read its persona before round 1',
    form: true,
  },
] as const satisfies readonly OptionDecl[];

export const CONSENSUS_INFO: ProtocolInfo = {
  id: 'consensus',
  title: 'Consensus: one position, three expert challengers, a trade-off when they differ',
  description:
    'a proposer defends a position against an architect, an operator and an adversary in parallel, until they agree or the trade-off is mapped (seed 001)',
  seats: [
    {
      name: 'proposer',
      label: 'Proposer',
      description: "forms the position, writes the challengers' personas, answers every dissent",
      required: true,
      whenAbsent: 'person',
      persona: PROPOSER_PERSONA,
      defaultKinds: ['claude', 'human'],
    },
    {
      name: 'architect',
      label: 'Architect',
      description: 'challenges from scaling, complexity and design',
      required: false,
      whenAbsent: 'nobody',
      persona: CHALLENGER_PERSONA.architect,
      defaultKinds: ['gemini'],
    },
    {
      name: 'operator',
      label: 'Operator',
      description: 'challenges from maintenance, failure modes and debugging',
      required: false,
      whenAbsent: 'nobody',
      persona: CHALLENGER_PERSONA.operator,
      defaultKinds: ['codex'],
    },
    {
      name: 'adversary',
      label: 'Adversary',
      description: 'challenges from security, edge cases and abuse',
      required: false,
      whenAbsent: 'nobody',
      persona: CHALLENGER_PERSONA.adversary,
      defaultKinds: ['qwen'],
    },
  ],
  options: CONSENSUS_OPTIONS,
  humanCommands: ['edit', 'override', 'decide', 'note', 'undo'],
  notices: [
    ...PLATFORM_NOTICES,
    { type: 'personas.ready', description: 'the three personas are ready to read and edit before round 1, and where they came from' },
    { type: 'personas.fallback', description: "the proposer's personas could not be used: the domain templates stand in" },
    { type: 'persona.edited', description: 'the person rewrote a persona before its file was written' },
    { type: 'preflight.checked', description: 'a challenger confirmed (or was excused from confirming) the persona it read' },
    {
      type: 'challenger.dropped',
      description: 'a challenger was dropped, and why (its persona unread, not distinct, or its agent unusable)',
    },
    { type: 'challenger.failed', description: "a challenger's agent failed (timeout, auth, …): logged, the others go on" },
    { type: 'answer.wrapped', description: 'an answer still unreadable after its retry was kept as raw text' },
    { type: 'position.stated', description: 'the proposer stated or revised its position (a new version)' },
    { type: 'verdict.given', description: 'a challenger gave its verdict and objection strength' },
    { type: 'verdict.skeptical', description: 'an agreement that does not engage its own angle counts as partial' },
    { type: 'consensus.checked', description: 'the consensus check of a challenge round, and what it decided' },
    { type: 'dissent.opened', description: "a challenger's objection must be answered by the proposer" },
    { type: 'dissent.answered', description: 'the proposer (or the person for it) accepted, partly accepted or rejected a dissent' },
    { type: 'rebuttal.given', description: 'a dissenter accepted, maintained or escalated after the answer' },
    { type: 'round.closed', description: 'a round closed, and the iteration check' },
    { type: 'assumptions.stated', description: 'a party said why it disagrees, what would change its mind, and its assumptions' },
    { type: 'debate.ended', description: 'the debate ended: consensus, trade-off or aborted, and why' },
    { type: 'human.override', description: 'the person overrode a verdict, a strength or a rebuttal' },
    { type: 'human.decision', description: "the person answered a dissent on the proposer's behalf" },
    { type: 'human.round', description: 'the person forced another round' },
    { type: 'human.end', description: 'the person ended the debate with the trade-off report' },
  ],
  demoQuestion: 'Should we replace our nightly batch ETL with a streaming pipeline (Kafka + Flink)?',
};

export const consensus: ProtocolDeclaration = {
  ...CONSENSUS_INFO,
  load: async () => (await import('./index.js')).consensus,
};
