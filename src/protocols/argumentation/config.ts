import * as z from 'zod';
import { DEFAULT_MAX_ROUNDS, MODES } from './declaration.js';
import { FRAMING_IDS } from './framings.js';

export { MODES };
export type Mode = (typeof MODES)[number];

export const SEATS = ['orchestrator', 'consultee', 'arbiter'] as const;
export type Seat = (typeof SEATS)[number];
export const QUICK_MAX_ROUNDS = 2;

const seatAssignment = z.looseObject({ kind: z.string().min(1) });

/** What the engine needs from the session config; other session keys pass through untouched. */
export const argumentationConfigSchema = z.looseObject({
  question: z.string().trim().min(1, 'the question is empty'),
  framing: z.enum(FRAMING_IDS).default('how-to'),
  mode: z.enum(MODES).default('standard'),
  maxRounds: z.number().int().min(1).max(50).default(DEFAULT_MAX_ROUNDS),
  highStakes: z.boolean().default(false),
  /** Set when the question is about a project on disk: textual citations can then be checked. */
  workdir: z.string().min(1).optional(),
  seats: z
    .object({
      orchestrator: seatAssignment.optional(),
      consultee: seatAssignment.optional(),
      arbiter: seatAssignment.optional(),
    })
    .default({}),
});

export type ArgumentationConfig = z.infer<typeof argumentationConfigSchema>;

/** The round bound in force: quick mode caps it at two whatever was asked. */
export function roundBound(config: ArgumentationConfig): number {
  return config.mode === 'quick' ? Math.min(config.maxRounds, QUICK_MAX_ROUNDS) : config.maxRounds;
}

/** A seat is played by the person when assigned `human`; without an arbiter the person arbitrates. */
export function isHumanSeat(config: ArgumentationConfig, seat: string): boolean {
  const assigned = config.seats[seat as Seat];
  if (!assigned) return seat === 'arbiter';
  return assigned.kind === 'human';
}
