// The crux session config: the question, the debaters' seats and characters, each stage's message
// budget (a minimum before its gate may open, and a maximum that forces it), and how many failed
// lock attempts end the debate. Other session keys pass through untouched.
import * as z from 'zod';
import { configSchema } from '../kit/config.js';
import { playerOf, withPlayers } from '../kit/players.js';
import { CRUX_INFO, CRUX_OPTIONS } from './declaration.js';

export const STAGES = ['DISCOVERY', 'CRUX_LOCK', 'EVIDENCE', 'CONVERGED'] as const;
export type Stage = (typeof STAGES)[number];
/** The stages that take messages, each with its budget. */
export type WorkStage = Exclude<Stage, 'CONVERGED'>;
export const WORK_STAGES: readonly WorkStage[] = ['DISCOVERY', 'CRUX_LOCK', 'EVIDENCE'];

export interface Budget {
  min: number;
  max: number;
}

/** The seed's ranges (6-10 / 6-8 / 12-16), and its shorter budgets for fast debates. */
export const DEFAULT_BUDGETS: Readonly<Record<WorkStage, Budget>> = {
  DISCOVERY: { min: 6, max: 10 },
  CRUX_LOCK: { min: 6, max: 8 },
  EVIDENCE: { min: 12, max: 16 },
};
export const FAST_BUDGETS: Readonly<Record<WorkStage, Budget>> = {
  DISCOVERY: { min: 6, max: 6 },
  CRUX_LOCK: { min: 6, max: 6 },
  EVIDENCE: { min: 12, max: 12 },
};

const BUDGET_KEYS: Record<WorkStage, { key: 'discoveryBudget' | 'cruxLockBudget' | 'evidenceBudget'; flag: string }> = {
  DISCOVERY: { key: 'discoveryBudget', flag: 'discovery-budget' },
  CRUX_LOCK: { key: 'cruxLockBudget', flag: 'crux-lock-budget' },
  EVIDENCE: { key: 'evidenceBudget', flag: 'evidence-budget' },
};

/** `MAX` or `MIN-MAX`; a bare maximum keeps the stage's usual minimum, lowered to fit under it. */
export function parseBudget(text: string, usual: Budget): Budget | null {
  const match = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  const budget = match[2] === undefined ? { min: Math.min(usual.min, first), max: first } : { min: first, max: Number(match[2]) };
  return budget.min >= 1 && budget.min <= budget.max && budget.max <= 100 ? budget : null;
}

export interface Character {
  name: string;
  description: string;
}

/** "Saylor: Bitcoin maximalist; Hayes" → one character per debater, in seat order. */
export function parseCharacters(text: string): Character[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const colon = part.indexOf(':');
      return colon < 0
        ? { name: part, description: '' }
        : { name: part.slice(0, colon).trim() || part, description: part.slice(colon + 1).trim() };
    });
}

const DEBATER_SEAT = /^debater-(\d+)$/;

const rawConfig = configSchema(CRUX_OPTIONS);
const seated = withPlayers(CRUX_INFO.seats);

export const cruxConfigSchema = rawConfig.transform((raw, ctx) => {
  const usual = raw.fast ? FAST_BUDGETS : DEFAULT_BUDGETS;
  const budgets = { ...usual };
  for (const stage of WORK_STAGES) {
    const { key, flag } = BUDGET_KEYS[stage];
    const text = raw[key];
    if (text === undefined) continue;
    const budget = parseBudget(text, usual[stage]);
    if (!budget) {
      ctx.addIssue({ code: 'custom', message: `--${flag} takes MAX or MIN-MAX messages from 1 to 100 (such as 6-10), not "${text}"` });
      return z.NEVER;
    }
    budgets[stage] = budget;
  }
  const debaters = Object.keys(raw.seats)
    .filter((seat) => DEBATER_SEAT.test(seat))
    .sort((a, b) => Number(DEBATER_SEAT.exec(a)![1]) - Number(DEBATER_SEAT.exec(b)![1]));
  if (debaters.length < 2) {
    ctx.addIssue({
      code: 'custom',
      message: `a crux debate needs at least 2 debaters (seats debater-1, debater-2, …); ${debaters.length} given`,
    });
    return z.NEVER;
  }
  const characters = raw.personas ? parseCharacters(raw.personas) : [];
  if (characters.length > debaters.length) {
    ctx.addIssue({
      code: 'custom',
      message: `--personas describes ${characters.length} debaters but only ${debaters.length} debater seats are filled`,
    });
    return z.NEVER;
  }
  return { ...seated(raw), budgets, debaters, characters };
});

export type CruxConfig = z.infer<typeof cruxConfigSchema>;

/** Whether an agent or the person moderates; an unassigned moderator is the engine's templates. */
export function moderatorSeated(config: CruxConfig): boolean {
  return playerOf(config, 'moderator').by !== 'engine';
}

/** A debater as people read it: `debater-1 (Saylor)`. */
export function debaterName(config: CruxConfig, seat: string): string {
  const character = config.characters[config.debaters.indexOf(seat)];
  return character ? `${seat} (${character.name})` : seat;
}

/** The debaters as the choices of a form's field. */
export function debaterChoices(config: CruxConfig): { value: string; label: string }[] {
  return config.debaters.map((seat) => ({ value: seat, label: debaterName(config, seat) }));
}
