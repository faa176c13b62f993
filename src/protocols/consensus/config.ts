// What the engine needs from the session config, and who sits where. A debate needs at least one
// challenger seat filled, and as many as --min-challengers: otherwise it is refused before anything
// is written, with the fix in the message.
import type * as z from 'zod';
import { configSchema } from '../kit/config.js';
import { playerOf, withPlayers } from '../kit/players.js';
import { CONSENSUS_INFO, CONSENSUS_OPTIONS } from './declaration.js';
import { ANGLES, type Challenger, CHALLENGERS } from './persona-text.js';

export { CHALLENGERS, type Challenger };
export const SEATS = ['proposer', ...CHALLENGERS] as const;
export type Seat = (typeof SEATS)[number];

const NO_CHALLENGER =
  'no challenger can sit: none of gemini, codex, qwen is usable here (see `agon doctor`); install one, or seat any agent with --seat architect=KIND (operator, adversary likewise)';

export const consensusConfigSchema = configSchema(CONSENSUS_OPTIONS)
  .superRefine((config, ctx) => {
    const seated = CHALLENGERS.filter((seat) => config.seats[seat]);
    if (seated.length === 0) ctx.addIssue({ code: 'custom', path: ['seats'], message: NO_CHALLENGER });
    else if (seated.length < config.minChallengers) {
      ctx.addIssue({
        code: 'custom',
        path: ['seats'],
        message: `${seated.length} challenger seat(s) filled (${seated.join(', ')}) but --min-challengers is ${config.minChallengers}: seat more, or lower it`,
      });
    }
  })
  .transform(withPlayers(CONSENSUS_INFO.seats));

export type ConsensusConfig = z.infer<typeof consensusConfigSchema>;

/** Who sits in a seat, as a person reads it: the agent kind, "you", or nobody. */
export function agentOf(config: ConsensusConfig, seat: string): string {
  const player = playerOf(config, seat);
  switch (player.by) {
    case 'agent':
      return player.spec.kind;
    case 'person':
      return 'you';
    case 'nobody':
    case 'engine':
      return 'nobody';
  }
}

/** A seat whose agent reads files and may not have read its persona: not the person, not a script. */
export function readsPersonaFile(config: ConsensusConfig, seat: string): boolean {
  const kind = config.seats[seat as Seat]?.kind;
  return kind !== undefined && kind !== 'human' && kind !== 'script';
}

export function isChallenger(seat: string): seat is Challenger {
  return (CHALLENGERS as readonly string[]).includes(seat);
}

/** "Architect (gemini)", as the seed's reports name a perspective. */
export function perspectiveName(config: ConsensusConfig, seat: Challenger): string {
  return `${ANGLES[seat].label} (${agentOf(config, seat)})`;
}

export function seatLabel(seat: string): string {
  return isChallenger(seat) ? ANGLES[seat].label : seat === 'proposer' ? 'Proposer' : seat;
}
