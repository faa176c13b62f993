// A new session's config from its flags (the question, the seats, the workdir, the limits and the
// protocol's options), checked against the protocol: every bad value is a usage error naming it.
// Seats are checked here for a session that exists too (`--seat` on step and resume).
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SeatSpec, SessionConfig } from '../../state/schema.js';
import { parseSeatSpec } from '../agents/seat-spec.js';
import type { ProtocolInfo } from '../protocols/types.js';
import { type DefaultKinds, fillDefaultSeats } from './default-seats.js';
import { usageError } from './errors.js';
import { budgetOptions, type Flags, numberOpt, optionValues, stringOpt } from './flag-values.js';

/** The session's protocol options from their flags (only those given). */
export function protocolConfig(info: ProtocolInfo, values: Flags): Record<string, unknown> {
  return optionValues(info.options, values);
}

/**
 * The seat a `--seat NAME=…` fills: a declared seat, or one of a repeated kind (`NAME-2`); a
 * repeated kind's bare name (`NAME`) takes its next free number.
 */
export function seatName(info: ProtocolInfo, name: string, taken: Record<string, unknown>): string {
  const known = () => info.seats.map((s) => (s.repeat ? `${s.name}-1…${s.name}-${s.repeat.max}` : s.name)).join(', ');
  const exact = info.seats.find((s) => s.name === name);
  if (exact && !exact.repeat) return name;
  if (exact?.repeat) {
    for (let k = 1; k <= exact.repeat.max; k += 1) if (!(`${name}-${k}` in taken)) return `${name}-${k}`;
    throw usageError(`the ${info.id} protocol takes at most ${exact.repeat.max} ${exact.name} seats`);
  }
  const numbered = /^(.+)-(\d+)$/.exec(name);
  const family = numbered ? info.seats.find((s) => s.repeat && s.name === numbered[1]) : undefined;
  if (family?.repeat && Number(numbered![2]) >= 1 && Number(numbered![2]) <= family.repeat.max) return name;
  throw usageError(`unknown seat "${name}" (the ${info.id} protocol's seats: ${known()})`);
}

/** Seats a protocol cannot start without that are not filled (nor inherit a filled one), as a usage error. */
export function requireSeats(info: ProtocolInfo, seats: Record<string, unknown>): void {
  for (const decl of info.seats) {
    if (decl.repeat) {
      const count = Object.keys(seats).filter((s) => s.startsWith(`${decl.name}-`)).length;
      if (count < decl.repeat.min) throw usageError(`the ${info.id} protocol needs at least ${decl.repeat.min} ${decl.name} seats: add --seat ${decl.name}=KIND (${count} given)`);
    } else if (decl.required && !seats[decl.name] && !(decl.inherits && seats[decl.inherits])) {
      // A seat that would inherit another's agent lacks that one first.
      const missing = decl.inherits ?? decl.name;
      throw usageError(`no agent for ${missing}: add --seat ${missing}=KIND (script, human, codex, …)`);
    }
  }
}

/** `SEAT=none`: an optional seat left empty on purpose (as the TUI's form offers), or undefined. */
function emptySeat(info: ProtocolInfo, text: string): string | undefined {
  const match = /^([a-z][a-z0-9-]*)=none$/.exec(text.trim());
  if (!match) return undefined;
  const seat = match[1]!;
  const decl = info.seats.find((s) => s.name === seat);
  if (!decl) return seatName(info, seat, {});
  if (decl.required || decl.repeat) throw usageError(`the ${seat} seat cannot be left empty: give it an agent (codex, human, …)`);
  return seat;
}

/**
 * Parsed `--seat` texts (and the config file's defaults for seats left out, then the protocol's
 * default kinds usable here when `kinds` is given), checked against the protocol.
 */
export function seatSpecs(info: ProtocolInfo, texts: string[], absolutize: (spec: SeatSpec) => SeatSpec, defaults: Record<string, string> = {}, kinds?: DefaultKinds): Record<string, SeatSpec> {
  const seats: Record<string, SeatSpec> = {};
  const empty = new Set<string>();
  for (const text of texts) {
    const none = emptySeat(info, text);
    if (none) {
      empty.add(none);
      continue;
    }
    const parsed = parseSeatSpec(text);
    if (!parsed.ok) throw usageError(parsed.problem);
    const seat = seatName(info, parsed.value.seat, seats);
    if (seats[seat]) throw usageError(`seat ${seat} is given twice`);
    seats[seat] = absolutize(parsed.value.spec);
  }
  for (const [seat, text] of Object.entries(defaults)) {
    if (seats[seat] || empty.has(seat) || !info.seats.some((s) => s.name === seat && !s.repeat)) continue;
    const parsed = parseSeatSpec(`${seat}=${text}`);
    if (parsed.ok) seats[seat] = absolutize(parsed.value.spec);
  }
  if (kinds) fillDefaultSeats(info, seats, kinds, absolutize, empty);
  requireSeats(info, seats);
  return seats;
}

/** `--seat SEAT=SPEC` for a session that exists: each seat it names gets that agent from now on. */
export function reseatSpecs(info: ProtocolInfo, texts: string[], absolutize: (spec: SeatSpec) => SeatSpec): Record<string, SeatSpec> {
  const seats: Record<string, SeatSpec> = {};
  for (const text of texts) {
    if (/^[a-z][a-z0-9-]*=none$/.test(text.trim())) throw usageError(`--seat ${text}: a seat of a running debate needs someone in it (an agent, or human for you)`);
    const parsed = parseSeatSpec(text);
    if (!parsed.ok) throw usageError(parsed.problem);
    const seat = seatName(info, parsed.value.seat, {});
    if (seats[seat]) throw usageError(`seat ${seat} is given twice`);
    seats[seat] = absolutize(parsed.value.spec);
  }
  return seats;
}

/** The session config from its flags; every bad value is a usage error naming it. */
export function sessionConfig(
  info: ProtocolInfo,
  values: Flags,
  cwd: string,
  absolutize: (spec: SeatSpec) => SeatSpec,
  /** Default seats from the config file, for seats the command line leaves out. */
  defaults: Record<string, string> = {},
  /** Which agent kinds are usable here, for the seats the protocol gives default kinds. */
  kinds?: DefaultKinds,
): SessionConfig {
  const question = stringOpt(values, 'question')?.trim();
  if (!question) throw usageError('--question is required (the question to debate)');
  const seats = seatSpecs(info, (values.seat as string[] | undefined) ?? [], absolutize, defaults, kinds);
  const workdir = stringOpt(values, 'workdir');
  if (workdir !== undefined && !isDirectory(resolve(cwd, workdir))) throw usageError(`--workdir ${workdir} is not a directory`);
  const budgets = budgetOptions(values);
  const timeout = numberOpt(values, 'timeout');
  return {
    question,
    ...protocolConfig(info, values),
    ...(workdir !== undefined ? { workdir: resolve(cwd, workdir) } : {}),
    seats,
    ...(timeout !== undefined ? { timeoutSeconds: timeout } : {}),
    ...(budgets ? { budgets } : {}),
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
