// What the engine needs from the session config; other session keys pass through untouched. The
// personas and biases default to the seed's (personas.ts) and are resolved here once.
import type * as z from 'zod';
import { configSchema } from '../kit/config.js';
import { withPlayers } from '../kit/players.js';
import { PERSUASION_INFO, PERSUASION_OPTIONS } from './declaration.js';
import { DEFAULT_PERSONAS, type Persona, type PersonaSeat } from './personas.js';

export const SIDES = ['pro', 'opp'] as const;
export type Side = (typeof SIDES)[number];
export const SEATS = ['pro', 'opp', 'mod'] as const;
export type Seat = (typeof SEATS)[number];

export const persuasionConfigSchema = configSchema(PERSUASION_OPTIONS).transform((c) => ({
  ...withPlayers(PERSUASION_INFO.seats)(c),
  personas: personasOf(c),
}));

export type PersuasionConfig = z.infer<typeof persuasionConfigSchema>;

function personasOf(c: Record<`${PersonaSeat}${'Persona' | 'Bias'}`, string | undefined>): Record<PersonaSeat, Persona> {
  const one = (seat: PersonaSeat): Persona => ({
    persona: c[`${seat}Persona`] ?? DEFAULT_PERSONAS[seat].persona,
    bias: c[`${seat}Bias`] ?? DEFAULT_PERSONAS[seat].bias,
  });
  return { pro: one('pro'), opp: one('opp'), mod: one('mod') };
}

export const other = (side: Side): Side => (side === 'pro' ? 'opp' : 'pro');
export const PREFIX: Record<Side, 'P' | 'O'> = { pro: 'P', opp: 'O' };
export const SIDE_NAME: Record<Seat, string> = { pro: 'PRO', opp: 'OPP', mod: 'MOD' };
export const isSide = (seat: string): seat is Side => seat === 'pro' || seat === 'opp';
