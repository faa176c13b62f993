// Where each seat's agent runs and how it gets its persona. By default a CLI runs in its seat's
// own folder (`seats/<seat>/`), which holds the persona file it reads by itself: right for abstract
// questions, and the CLI never scans unrelated code. With a session workdir (a question about the
// person's code) it runs there, and the persona travels in the prompt instead: nothing is written
// into the person's project. The openai agent has no files; its persona is the system message.
import type { Agent } from '../runner/types.js';
import { isPlaceable } from './cli-agent.js';
import { ensurePersonaFile } from './personas.js';
import { isRealKind } from './registry.js';

type Seats = Record<string, { kind: string } & Record<string, unknown>>;
type SeatDir = (seat: string) => Promise<string>;

const personaOption = (spec: Record<string, unknown>) => (typeof spec.persona === 'string' ? spec.persona : undefined);

/** Writes each real agent's persona file into its seat folder, once, at session start. */
export async function writeSeatPersonas(seats: Seats, seatDir: SeatDir): Promise<void> {
  for (const [seat, spec] of Object.entries(seats)) {
    if (isRealKind(spec.kind)) await ensurePersonaFile(await seatDir(seat), spec.kind, seat, personaOption(spec));
  }
}

/** Tells each real agent where to run; a persona file missing (a forked session) is written first. */
export async function placeAgents(agents: Record<string, Agent>, seats: Seats, seatDir: SeatDir, workdir: string | undefined): Promise<void> {
  for (const [seat, agent] of Object.entries(agents)) {
    const spec = seats[seat];
    if (!spec || !isPlaceable(agent) || !isRealKind(spec.kind)) continue;
    const dir = await seatDir(seat);
    const persona = await ensurePersonaFile(dir, spec.kind, seat, personaOption(spec));
    const inPrompt = spec.kind === 'openai' || workdir !== undefined;
    agent.place({ cwd: spec.kind === 'openai' ? dir : (workdir ?? dir), ...(inPrompt ? { persona } : {}) });
  }
}
