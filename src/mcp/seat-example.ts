// The seat example in a tool's description, taken from a protocol's declaration so no seat name is
// written outside its protocol's folder: its first two seats (a repeated kind's first two numbers),
// the first played by the calling agent and the second by a CLI.
import type { ProtocolInfo } from '../protocols/types.js';

const EXAMPLE_SPECS = ['mcp', 'codex:model=gpt-5.2'];

/** `{"FIRST": "mcp", "SECOND": "codex:model=gpt-5.2"}`, with the names of the protocol's first two seats. */
export function seatExample(info: ProtocolInfo): string {
  const names = info.seats.flatMap((seat) => (seat.repeat ? [`${seat.name}-1`, `${seat.name}-2`] : [seat.name]));
  const pairs = names.slice(0, EXAMPLE_SPECS.length).map((name, i) => `"${name}": "${EXAMPLE_SPECS[i]}"`);
  return `{${pairs.join(', ')}}`;
}
