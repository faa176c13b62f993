// Seat personas: written once as the context file the seat's CLI reads, and recorded in raw/ so
// that resume and fork keep them (DESIGN.md, "Seats and agents").
import type { OpenSession } from '../../state/index.js';
import type { SeatSpec } from '../../state/schema.js';
import { preparedSeat } from '../protocols/kit/preparation.js';
import type { DebateEvent } from '../protocols/types.js';
import type { Agent, SeatPreparer } from '../runner/types.js';
import { readRegularFile } from '../system/files.js';
import { unavailable } from './errors.js';
import type { AgentPort } from './ports.js';

/** `putRaw` saves a text in raw/ as the session does (redacted). */
export async function prepareSeat(
  open: OpenSession,
  port: AgentPort,
  putRaw: (text: string) => Promise<string>,
  seat: string,
  spec: SeatSpec | undefined,
  persona: string,
): Promise<{ personaRef: string; text: string; file?: string }> {
  let text = port.persona(spec?.kind ?? '', persona);
  if (spec && typeof spec.persona === 'string') {
    // A regular file only: a FIFO or a device named as a persona would hang or flood the session.
    const file = spec.persona;
    text = (
      await readRegularFile(file).catch((error: Error) =>
        Promise.reject(unavailable(`seat ${seat}: cannot use the persona file: ${error.message}`)),
      )
    ).toString('utf8');
  }
  // The seat folder is the session's own: the file is written there even when the agent runs in
  // the person's project (then the persona also travels in the prompt; nothing is written there).
  const file = spec ? port.contextFile(spec.kind) : undefined;
  if (file) text = await open.writeSeatFileOnce(seat, file, text);
  const personaRef = await putRaw(text);
  return { personaRef, text, ...(file ? { file } : {}) };
}

/**
 * Each prepared seat's persona, read back from raw/. A seat folder without its context file (a
 * forked session, or a seat given an agent of another kind) gets it back from the record.
 */
export async function recordedPersonas(
  open: OpenSession,
  port: AgentPort,
  seats: Record<string, SeatSpec>,
  events: readonly DebateEvent[],
): Promise<Record<string, string>> {
  const refs: Record<string, string> = {};
  for (const event of events) {
    const prepared = preparedSeat(event);
    if (prepared) refs[prepared.seat] = prepared.personaRef;
  }
  const personas: Record<string, string> = {};
  for (const [seat, ref] of Object.entries(refs)) personas[seat] = await open.readRaw(ref);
  for (const [seat, text] of Object.entries(personas)) {
    const spec = seats[seat];
    const file = spec ? port.contextFile(spec.kind) : undefined;
    if (file && !open.readOnly) await open.writeSeatFileOnce(seat, file, text);
  }
  return personas;
}

/**
 * Places the agents for a step (each in its seat's folder, with its persona as recorded so far) and
 * gives the runner the preparer that writes a seat's persona once and places the agents again.
 */
export async function placeSeats(
  open: OpenSession,
  port: AgentPort,
  putRaw: (text: string) => Promise<string>,
  agents: Record<string, Agent>,
  seats: Record<string, SeatSpec>,
  events: readonly DebateEvent[],
  workdir: string | undefined,
): Promise<SeatPreparer> {
  const personas = await recordedPersonas(open, port, seats, events);
  const place = () => port.place(agents, { seats, ...(workdir ? { workdir } : {}), seatDir: (seat) => open.seatDir(seat), personas });
  await place();
  return {
    prepare: async (seat, persona) => {
      const prepared = await prepareSeat(open, port, putRaw, seat, seats[seat], persona);
      personas[seat] = prepared.text;
      await place();
      return { personaRef: prepared.personaRef, ...(prepared.file ? { file: prepared.file } : {}) };
    },
  };
}
