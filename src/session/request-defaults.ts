// What a new session gets here for what its request leaves out, the same for every front end: the
// config file's default seats, then the protocol's default kinds usable on this machine; and how a
// seat's spec is recorded (absolutizeSpec).
import type { SeatSpec } from '../../state/schema.js';
import type { Host } from '../agents/host.js';
import { absolutizeSpec } from '../agents/port.js';
import { usableKinds } from './default-seats.js';
import type { SeatDefaults } from './request-seats.js';

export function hostDefaults(
  host: Host,
  options: { files?: (spec: SeatSpec) => SeatSpec; say?: (line: string) => void } = {},
): SeatDefaults {
  const { files = (spec: SeatSpec) => spec, say } = options;
  return {
    absolutize: (spec) => absolutizeSpec(files(spec), host),
    configSeats: host.config().seats ?? {},
    kinds: { usable: usableKinds(host.env), ...(say ? { say } : {}) },
  };
}
