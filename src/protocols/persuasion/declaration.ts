// The persuasion protocol as data: seats, options and notices. Read by `agon --help`, the command
// line and the TUI's form without loading the engine.
import { PLATFORM_NOTICES } from '../kit/notices.js';
import type { OptionDecl, ProtocolDeclaration, ProtocolInfo } from '../types.js';
import { PERSONA_GIST, personaText } from './personas.js';

export const DEFAULT_ROUNDS = 2;
export const MAX_ROUNDS = 10;

// The defaults are long sentences: help names them instead of printing them.
const personaOptions = (['pro', 'opp', 'mod'] as const).flatMap((seat) => [
  {
    key: `${seat}Persona` as const,
    flag: `${seat}-persona`,
    type: 'string' as const,
    help: `the ${seat.toUpperCase()} seat's persona (default: ${PERSONA_GIST[seat]})`,
  },
  {
    key: `${seat}Bias` as const,
    flag: `${seat}-bias`,
    type: 'string' as const,
    help: `the ${seat.toUpperCase()} seat's declared bias, stated to all`,
  },
]);

/** The options, typed exactly: the config schema is derived from them (kit/config.ts). */
export const PERSUASION_OPTIONS = [
  {
    key: 'rounds',
    flag: 'rounds',
    type: 'integer',
    min: 1,
    max: MAX_ROUNDS,
    default: DEFAULT_ROUNDS,
    help: 'argumentation rounds between the opening and the closing',
    form: true,
  },
  {
    key: 'perspective',
    flag: 'perspective',
    type: 'string',
    help: 'a viewpoint every seat weighs the question from (a role, e.g. "on-call engineer")',
    placeholder: 'e.g. security reviewer',
    form: true,
  },
  {
    key: 'gather',
    flag: 'gather',
    type: 'choice',
    choices: [
      { value: 'mod', label: 'the moderator gathers the shared facts' },
      { value: 'all', label: 'all three seats gather facts, at once' },
      { value: 'none', label: 'only the person adds facts' },
    ],
    default: 'mod',
    help: 'who gathers the shared context K before round 0',
    form: true,
  },
  ...personaOptions,
] as const satisfies readonly OptionDecl[];

export const PERSUASION_INFO: ProtocolInfo = {
  id: 'persuasion',
  title: 'Persuasion: speech acts, commitment stores, a bipolar framework, a verdict',
  description:
    'a proponent and an opponent argue in Prakken speech acts over shared facts; a moderator scores the bipolar framework and gives a verdict (seed 002)',
  seats: [
    {
      name: 'pro',
      label: 'Proponent (PRO)',
      description: 'argues for the proposition',
      required: true,
      whenAbsent: 'person',
      persona: personaText('pro'),
    },
    {
      name: 'opp',
      label: 'Opponent (OPP)',
      description: 'argues against the proposition',
      required: true,
      whenAbsent: 'person',
      persona: personaText('opp'),
    },
    {
      name: 'mod',
      label: 'Moderator (MOD)',
      description: 'gathers the shared facts, reviews each round, and judges',
      required: true,
      whenAbsent: 'person',
      persona: personaText('mod'),
    },
  ],
  options: PERSUASION_OPTIONS,
  humanCommands: ['constrain', 'override', 'edit', 'decide', 'note', 'undo'],
  notices: [
    ...PLATFORM_NOTICES,
    { type: 'fact.added', description: 'a fact entered the shared context K' },
    { type: 'fact.removed', description: 'the person took a fact out of K' },
    { type: 'context.gathered', description: 'K is gathered; the opening comes next' },
    { type: 'speech.act', description: 'a seat made a speech act (claim, why, concede, retract, since, final)' },
    { type: 'why.engine', description: 'the engine challenged a claim made without evidence, on behalf of the other side' },
    { type: 'retract.forced', description: 'a statement whose why went unanswered was retracted by the engine' },
    { type: 'turn.skipped', description: 'a seat gave no usable answer twice; its turn was skipped' },
    { type: 'dialogue.status', description: 'the side currently winning the dialogue changed' },
    { type: 'thesis.surrendered', description: "a side gave up its thesis or conceded the other's: it is defeated" },
    { type: 'round.closed', description: 'a round closed' },
    { type: 'attack.reclassified', description: 'the moderator or the person reclassified an attack (rebut or undercut)' },
    { type: 'statement.struck', description: 'an argument was struck from the framework (weak, ad hominem, …)' },
    { type: 'statement.restored', description: 'the person restored a struck argument' },
    {
      type: 'rule.flagged',
      description: 'a rule of the dialogue may have been broken (flagged by the engine, the moderator or the person)',
    },
    { type: 'persona.edited', description: "the person edited a seat's persona or declared bias" },
    { type: 'verdict.rendered', description: 'the verdict was given' },
    { type: 'verdict.overruled', description: "the person overruled the verdict's winner" },
    { type: 'debate.ended', description: 'the debate ended, and why' },
  ],
  demoQuestion: 'Should our team replace hand-written SQL with an ORM?',
};

export const persuasion: ProtocolDeclaration = {
  ...PERSUASION_INFO,
  load: async () => (await import('./index.js')).persuasion,
};
