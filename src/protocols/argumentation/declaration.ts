// The argumentation protocol as data: seats, options and notices. Read by `agon --help`, the
// command line and the TUI's form without loading the engine.
import { PLATFORM_NOTICES } from '../kit/notices.js';
import type { OptionDecl, ProtocolDeclaration, ProtocolInfo } from '../types.js';
import { FRAMING_IDS, FRAMINGS } from './framings.js';
import { ARBITER_PERSONA, CONSULTEE_PERSONA, ORCHESTRATOR_PERSONA } from './personas.js';

export const MODES = ['standard', 'minimal', 'quick'] as const;
export const DEFAULT_MAX_ROUNDS = 8;

/** The options, typed exactly: the config schema is derived from them (kit/config.ts). */
export const ARGUMENTATION_OPTIONS = [
  {
    key: 'framing',
    flag: 'framing',
    type: 'choice',
    choices: FRAMING_IDS.map((id) => ({ value: id, label: FRAMINGS[id].label })),
    default: 'how-to',
    help: 'how the first round opens and which stance each seat takes',
    form: true,
  },
  {
    key: 'mode',
    flag: 'mode',
    type: 'choice',
    choices: [
      { value: 'standard', label: 'standard: every mechanic' },
      { value: 'minimal', label: 'minimal: no stress test, no arbitration' },
      { value: 'quick', label: 'quick: two rounds, stateless prompts' },
    ],
    default: 'standard',
    help: 'standard, minimal or quick',
    form: true,
  },
  {
    key: 'maxRounds',
    flag: 'max-rounds',
    type: 'integer',
    min: 1,
    max: 50,
    default: DEFAULT_MAX_ROUNDS,
    help: 'the round bound',
    form: true,
  },
  { key: 'highStakes', flag: 'high-stakes', type: 'boolean', help: 'always ask the arbiter at the end', form: true },
] as const satisfies readonly OptionDecl[];

export const ARGUMENTATION_INFO: ProtocolInfo = {
  id: 'argumentation',
  title: 'Argumentation: ledger, challenges, evidence gates, phases',
  description: "an orchestrator evaluates a consultee's points under challenges, evidence gates and three phases (seed 000)",
  seats: [
    {
      name: 'orchestrator',
      label: 'Orchestrator',
      description: "runs the deliberation: triages, assesses and rules on the consultee's points",
      required: true,
      whenAbsent: 'person',
      persona: ORCHESTRATOR_PERSONA,
    },
    {
      name: 'consultee',
      label: 'Consultee',
      description: 'the second opinion: raises points and defends them',
      required: true,
      whenAbsent: 'person',
      persona: CONSULTEE_PERSONA,
    },
    {
      name: 'arbiter',
      label: 'Arbiter',
      description: 'reviews the outcome without attribution when arbitration is triggered (the person when absent)',
      required: false,
      whenAbsent: 'person',
      persona: ARBITER_PERSONA,
    },
  ],
  options: ARGUMENTATION_OPTIONS,
  humanCommands: ['override', 'resolve', 'arbitrate', 'constrain', 'reframe', 'note', 'undo'],
  notices: [
    ...PLATFORM_NOTICES,
    { type: 'round.closed', description: 'a round closed' },
    { type: 'phase.changed', description: 'a round entered another phase' },
    { type: 'phase.extended', description: 'CONSTRUCTIVE was extended into round 3, and why' },
    { type: 'position.stated', description: 'the orchestrator stated a position' },
    { type: 'question.tagged', description: 'the orchestrator tagged the question factual or open' },
    { type: 'point.raised', description: 'a point entered the ledger' },
    { type: 'point.changed', description: 'a point was revised, clarified or withdrawn' },
    { type: 'point.supported', description: 'the consultee added evidence to a point awaiting it' },
    { type: 'point.relabelled', description: 'an empirical point was relabelled a value judgement, and why' },
    { type: 'point.agreed', description: 'a point reached Agreed' },
    { type: 'point.dismissed', description: 'a point reached Dismissed' },
    { type: 'point.unresolved', description: 'a point reached Unresolved' },
    { type: 'challenge.raised', description: 'a challenge was raised on a point' },
    { type: 'challenge.defended', description: 'a defense answered a challenge' },
    { type: 'challenge.dropped', description: 'a challenge went unanswered' },
    { type: 'challenge.ruled', description: 'a defense was accepted or rejected' },
    { type: 'evidence.verified', description: 'a citation checked out, or the person vouched for evidence' },
    { type: 'evidence.failed', description: 'a citation did not hold its quote or could not be read' },
    { type: 'evidence.gate', description: 'an empirical point accepted in substance waits for verified evidence' },
    { type: 'deadlock.detected', description: 'a point has been disputed three rounds' },
    { type: 'deadlock.definitional', description: 'a definitional deadlock got its one retry' },
    { type: 'stability.flag', description: 'a seat changed its position without saying so' },
    { type: 'stress.scheduled', description: 'the stress test was scheduled' },
    { type: 'stress.done', description: 'the stress test ran: the consultee attacked the agreed points' },
    { type: 'stress.skipped', description: 'the consultee attacked nothing in the stress test, so it did not run' },
    { type: 'arbitration.triggered', description: 'arbitration is due, and why' },
    { type: 'arbitration.done', description: 'the arbiter answered' },
    { type: 'arbitration.failed', description: 'the arbiter could not answer' },
    { type: 'arbitration.warning', description: 'half or more of the outcome was flagged' },
    { type: 'debate.ended', description: 'the debate ended, and why' },
    { type: 'human.override', description: 'the person reclassified, moved or ruled' },
    { type: 'human.constraint', description: 'the person added a constraint' },
    { type: 'human.answer', description: 'the person answered a missing-data question' },
    { type: 'human.question', description: 'the person clarified a definition' },
    { type: 'human.tradeoff', description: 'the person chose a side of a trade-off' },
    { type: 'human.reframe', description: 'the person reframed the question' },
  ],
  demoQuestion: 'Redis or Memcached for our session cache?',
};

export const argumentation: ProtocolDeclaration = {
  ...ARGUMENTATION_INFO,
  load: async () => (await import('./index.js')).argumentation,
};
