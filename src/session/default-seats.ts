// Seats a protocol declares default agent kinds for (SeatDecl.defaultKinds), filled when the command
// line, the config file or the TUI's form leaves them empty: the first kind usable on this machine
// sits there, and the person is told. With none usable the seat stays empty; the protocol decides
// what an empty seat means (the person plays it, nobody does, or the debate cannot start).
import type { SeatSpec } from '../../state/schema.js';
import { isCliKind } from '../agents/kinds.js';
import { which } from '../agents/which.js';
import type { ProtocolInfo } from '../protocols/types.js';

export interface DefaultKinds {
  /** The kind can run here (a CLI found on PATH; the person always can). */
  usable(kind: string): boolean;
  /** Told what was filled, or why a seat stays empty. */
  say?(line: string): void;
}

/** Kinds usable with this environment: a CLI on its PATH, or the person. */
export function usableKinds(env: NodeJS.ProcessEnv): DefaultKinds['usable'] {
  return (kind) => kind === 'human' || (isCliKind(kind) && which(kind, env) !== undefined);
}

/**
 * Fills each empty declared seat that has default kinds with the first usable one, in place;
 * `keepEmpty` names seats the person left empty on purpose (`--seat SEAT=none`).
 */
export function fillDefaultSeats(
  info: ProtocolInfo,
  seats: Record<string, SeatSpec>,
  kinds: DefaultKinds,
  absolutize: (spec: SeatSpec) => SeatSpec = (s) => s,
  keepEmpty: ReadonlySet<string> = new Set(),
): void {
  for (const decl of info.seats) {
    if (decl.repeat || seats[decl.name] || keepEmpty.has(decl.name) || !decl.defaultKinds?.length) continue;
    const kind = decl.defaultKinds.find((k) => kinds.usable(k));
    if (kind) {
      seats[decl.name] = absolutize({ kind });
      kinds.say?.(`Seat ${decl.name}: ${kind} (its default, usable here).`);
    } else {
      kinds.say?.(
        `Seat ${decl.name}: none of its defaults (${decl.defaultKinds.join(', ')}) is usable here, so it stays empty; see \`agon doctor\`.`,
      );
    }
  }
}
