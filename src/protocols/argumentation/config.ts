import type * as z from 'zod';
import { configSchema } from '../kit/config.js';
import { withPlayers } from '../kit/players.js';
import { ARGUMENTATION_INFO, ARGUMENTATION_OPTIONS, MODES } from './declaration.js';

export { MODES };
export type Mode = (typeof MODES)[number];

export const SEATS = ['orchestrator', 'consultee', 'arbiter'] as const;
export type Seat = (typeof SEATS)[number];
export const QUICK_MAX_ROUNDS = 2;

/** What the engine needs from the session config; other session keys pass through untouched. */
export const argumentationConfigSchema = configSchema(ARGUMENTATION_OPTIONS).transform(withPlayers(ARGUMENTATION_INFO.seats));

export type ArgumentationConfig = z.infer<typeof argumentationConfigSchema>;

/** The round bound in force: quick mode caps it at two whatever was asked. */
export function roundBound(config: ArgumentationConfig): number {
  return config.mode === 'quick' ? Math.min(config.maxRounds, QUICK_MAX_ROUNDS) : config.maxRounds;
}
