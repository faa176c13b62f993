// A request's seats placed on the protocol's: each name checked against the declared seats (a
// repeated kind's bare name numbered), each spec parsed, `none` kept empty, the config file's
// default seats and the protocol's default kinds filled in, and the seats it cannot start without
// required. Seats are checked here for a session that exists too (`--seat` on step and resume).
import type { SeatSpec } from '../../state/schema.js';
import { parseSeatSpec } from '../agents/seat-spec.js';
import type { ProtocolInfo } from '../protocols/types.js';
import { type DefaultKinds, fillDefaultSeats } from './default-seats.js';
import { requestError, usageError } from './errors.js';

const EMPTY = /^([a-z][a-z0-9-]*)=none$/;

/** What fills seats a request leaves out, and how a spec is recorded. */
export interface SeatDefaults {
  absolutize(spec: SeatSpec): SeatSpec;
  /** Default seats from the config file, for seats the request leaves out. */
  configSeats?: Record<string, string>;
  /** Which agent kinds are usable here, for the seats the protocol gives default kinds. */
  kinds?: DefaultKinds;
}

/**
 * The seat a name fills: a declared seat, or one of a repeated kind (`NAME-2`); a repeated
 * kind's bare name (`NAME`) takes its next free number.
 */
export function seatName(info: ProtocolInfo, name: string, taken: Record<string, unknown>): string {
  const known = () => info.seats.map((s) => (s.repeat ? `${s.name}-1…${s.name}-${s.repeat.max}` : s.name)).join(', ');
  const exact = info.seats.find((s) => s.name === name);
  if (exact && !exact.repeat) return name;
  if (exact?.repeat) {
    for (let k = 1; k <= exact.repeat.max; k += 1) if (!(`${name}-${k}` in taken)) return `${name}-${k}`;
    throw requestError({ code: 'too-many-seats', family: exact.name, max: exact.repeat.max, protocol: info.id });
  }
  const numbered = /^(.+)-(\d+)$/.exec(name);
  const family = numbered ? info.seats.find((s) => s.repeat && s.name === numbered[1]) : undefined;
  if (family?.repeat && Number(numbered![2]) >= 1 && Number(numbered![2]) <= family.repeat.max) return name;
  throw requestError({ code: 'unknown-seat', seat: name, protocol: info.id, known: known() });
}

/** Seats a protocol cannot start without that are not filled (nor inherit a filled one). */
export function requireSeats(info: ProtocolInfo, seats: Record<string, unknown>): void {
  for (const decl of info.seats) {
    if (decl.repeat) {
      const count = Object.keys(seats).filter((s) => s.startsWith(`${decl.name}-`)).length;
      if (count < decl.repeat.min)
        throw requestError({ code: 'too-few-seats', family: decl.name, min: decl.repeat.min, count, protocol: info.id });
    } else if (decl.required && !seats[decl.name] && !(decl.inherits && seats[decl.inherits])) {
      // A seat that would inherit another's agent lacks that one first.
      throw requestError({ code: 'no-agent', seat: decl.inherits ?? decl.name });
    }
  }
}

/**
 * `SEAT=SPEC` texts in order (the command line's `--seat`, a body's list) as a request's seat →
 * spec: a repeated kind named more than once gets its numbers here, where the order is known.
 */
export function seatsFromTexts(info: ProtocolInfo, texts: readonly string[]): Record<string, string> {
  const seats: Record<string, string> = {};
  for (const text of texts) {
    const none = EMPTY.exec(text.trim());
    const parsed = none ? undefined : parseSeatSpec(text);
    if (parsed && !parsed.ok) throw requestError(parsed.problem);
    const named = none ? none[1]! : parsed!.ok ? parsed!.value.seat : '';
    const repeated = info.seats.some((s) => s.repeat && s.name === named);
    const seat = repeated && !none ? seatName(info, named, seats) : named;
    if (seat in seats) throw requestError({ code: 'seat-twice', seat });
    seats[seat] = none ? 'none' : text.slice(text.indexOf('=') + 1);
  }
  return seats;
}

/** `SEAT=none`: an optional seat left empty on purpose; a required or bare repeated one cannot be. */
function emptySeat(info: ProtocolInfo, seat: string): string {
  const decl = info.seats.find((s) => s.name === seat);
  if (!decl) return seatName(info, seat, {});
  if (decl.required || decl.repeat) throw requestError({ code: 'seat-not-optional', seat });
  return seat;
}

/** A request's seats as the session records them, with the defaults filled in, checked against the protocol. */
export function placedSeats(info: ProtocolInfo, asked: Record<string, string>, defaults: SeatDefaults): Record<string, SeatSpec> {
  const seats: Record<string, SeatSpec> = {};
  const empty = new Set<string>();
  for (const [name, text] of Object.entries(asked)) {
    if (text.trim() === 'none') {
      empty.add(emptySeat(info, name.trim()));
      continue;
    }
    const parsed = parseSeatSpec(`${name}=${text}`);
    if (!parsed.ok) throw requestError(parsed.problem);
    const seat = seatName(info, parsed.value.seat, seats);
    if (seats[seat]) throw requestError({ code: 'seat-twice', seat });
    seats[seat] = defaults.absolutize(parsed.value.spec);
  }
  for (const [seat, text] of Object.entries(defaults.configSeats ?? {})) {
    if (seats[seat] || empty.has(seat) || !info.seats.some((s) => s.name === seat && !s.repeat)) continue;
    const parsed = parseSeatSpec(`${seat}=${text}`);
    if (parsed.ok) seats[seat] = defaults.absolutize(parsed.value.spec);
  }
  if (defaults.kinds) fillDefaultSeats(info, seats, defaults.kinds, defaults.absolutize, empty);
  requireSeats(info, seats);
  return seats;
}

/** `--seat SEAT=SPEC` for a session that exists: each seat it names gets that agent from now on. */
export function reseatSpecs(info: ProtocolInfo, texts: string[], absolutize: (spec: SeatSpec) => SeatSpec): Record<string, SeatSpec> {
  const seats: Record<string, SeatSpec> = {};
  for (const text of texts) {
    if (EMPTY.test(text.trim()))
      throw usageError(`--seat ${text}: a seat of a running debate needs someone in it (an agent, or human for you)`);
    const parsed = parseSeatSpec(text);
    if (!parsed.ok) throw requestError(parsed.problem);
    const seat = seatName(info, parsed.value.seat, {});
    if (seats[seat]) throw requestError({ code: 'seat-twice', seat });
    seats[seat] = absolutize(parsed.value.spec);
  }
  return seats;
}
