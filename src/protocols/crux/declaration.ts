// The crux protocol (seed 004) as data: its seats, options and notices. Read by `agon --help`, the
// command line and the TUI's form without loading the engine. The nine live events of the seed
// are notice types here, so the `--json` stream and `agon serve` carry them by name.
import { PLATFORM_NOTICES } from '../kit/notices.js';
import type { OptionDecl, ProtocolDeclaration, ProtocolInfo } from '../types.js';
import { DEBATER_PERSONA, MODERATOR_PERSONA } from './personas.js';

/** The seed's nine live events (lock_succeeded and lock_failed are the ninth, in two types). */
export const LIVE_EVENTS = [
  { type: 'message_posted', description: 'a debater (or the moderator) posted a message in the thread; the text has its move badge' },
  { type: 'stage_transition', description: 'the debate moved to the next stage (DISCOVERY → CRUX_LOCK → EVIDENCE → CONVERGED), and why' },
  { type: 'steelman_attempt', description: 'a debater steelmanned another one, who owes a grade' },
  { type: 'steelman_graded', description: 'the steelmanned debater graded a steelman ACCURATE, INCOMPLETE or WRONG' },
  { type: 'commitment_made', description: 'a debater committed YES, NO or UNCERTAIN on the crux question, with a confidence' },
  { type: 'falsifier_declared', description: 'a debater declared (or accepted) a structured falsifier: metric, threshold, deadline' },
  { type: 'lock_attempted', description: 'the crux lock gate was checked, criterion by criterion' },
  { type: 'lock_succeeded', description: 'all four lock criteria held: the crux is locked and EVIDENCE begins' },
  { type: 'lock_failed', description: 'a lock criterion failed; the moderator intervenes' },
  { type: 'debate_complete', description: 'the debate is over: the final crux (validated or not), or why none was found' },
] as const;

/** The options, typed exactly: the config schema is derived from them (kit/config.ts). */
export const CRUX_OPTIONS = [
  { key: 'fast', flag: 'fast', type: 'boolean', help: "the seed's shorter budgets: 6 / 6 / 12 messages", form: true },
  {
    key: 'discoveryBudget',
    flag: 'discovery-budget',
    type: 'string',
    placeholder: '6-10',
    help: "DISCOVERY's messages, MAX or MIN-MAX (default 6-10; --fast 6)",
    form: true,
  },
  {
    key: 'cruxLockBudget',
    flag: 'crux-lock-budget',
    type: 'string',
    placeholder: '6-8',
    help: "CRUX_LOCK's messages, MAX or MIN-MAX (default 6-8; --fast 6)",
    form: true,
  },
  {
    key: 'evidenceBudget',
    flag: 'evidence-budget',
    type: 'string',
    placeholder: '12-16',
    help: "EVIDENCE's messages, MAX or MIN-MAX (default 12-16; --fast 12)",
    form: true,
  },
  {
    key: 'personas',
    flag: 'personas',
    type: 'string',
    placeholder: 'Saylor: Bitcoin maximalist; Hayes: macro trader',
    help: 'who each debater is, in seat order, separated by ";"',
    form: true,
  },
  {
    key: 'lockAttempts',
    flag: 'lock-attempts',
    type: 'integer',
    min: 3,
    max: 10,
    default: 5,
    help: 'failed lock attempts before the debate ends without a crux',
  },
] as const satisfies readonly OptionDecl[];

export const CRUX_INFO: ProtocolInfo = {
  id: 'crux',
  title: 'Crux: stages with budgets, steelman gate, crux lock, falsifiers',
  description:
    'two or more debaters find the binary question their disagreement turns on, through DISCOVERY, CRUX_LOCK and EVIDENCE (seed 004)',
  seats: [
    {
      name: 'debater',
      label: 'Debater',
      description: 'argues a TopClaim, steelmans the others, commits YES or NO on the crux and names what would change its mind',
      required: true,
      whenAbsent: 'person',
      repeat: { min: 2, max: 5 },
      persona: DEBATER_PERSONA,
    },
    {
      name: 'moderator',
      label: 'Moderator',
      description:
        "intervenes when a lock fails: clarifies, forces a binary framing, drafts falsifiers (the engine's templates when absent)",
      required: false,
      whenAbsent: 'engine',
      persona: MODERATOR_PERSONA,
    },
  ],
  options: CRUX_OPTIONS,
  humanCommands: ['reframe', 'edit', 'note', 'undo'],
  notices: [
    ...PLATFORM_NOTICES,
    ...LIVE_EVENTS,
    { type: 'topclaim_stated', description: 'a debater stated its TopClaim, or revised it by a concession' },
    {
      type: 'question_framed',
      description: 'the crux question was set: proposed, forced into a binary framing, or reframed by the person',
    },
    { type: 'moderator_intervened', description: 'the moderator asked the debaters for what the lock lacks' },
    { type: 'falsifier_drafted', description: 'the moderator drafted a falsifier for a debater to accept or amend' },
    { type: 'evidence_provided', description: 'a debater tied evidence to a falsifier' },
    { type: 'concession_cheap', description: "a concession left the conceding debater's TopClaim unchanged" },
    { type: 'human.reframe', description: 'the person set the crux question' },
    { type: 'human.topclaim', description: "the person set a debater's TopClaim" },
  ],
  demoQuestion: 'Is Bitcoin digital gold?',
};

export const crux: ProtocolDeclaration = {
  ...CRUX_INFO,
  load: async () => (await import('./index.js')).crux,
};
