// Where each seat's agent runs and how it gets its persona. By default a CLI runs in its seat's
// own folder (`seats/<seat>/`), which holds the persona file it reads by itself: right for abstract
// questions, and the CLI never scans unrelated code. With a session workdir (a question about the
// person's code) it runs there, and the persona travels in the prompt instead: nothing is written
// into the person's project. The openai agent has no files; its persona is the system message.
import type { Agent } from '../runner/types.js';
import { isPlaceable } from './cli-agent.js';
import { isRealKind } from './kinds.js';

type Seats = Record<string, { kind: string } & Record<string, unknown>>;

export async function placeAgents(
  agents: Record<string, Agent>,
  seats: Seats,
  seatDir: (seat: string) => Promise<string>,
  workdir: string | undefined,
  personas: Record<string, string>,
): Promise<void> {
  for (const [seat, agent] of Object.entries(agents)) {
    const spec = seats[seat];
    if (!spec || !isPlaceable(agent) || !isRealKind(spec.kind)) continue;
    const dir = await seatDir(seat);
    const persona = personas[seat];
    const inPrompt = spec.kind === 'openai' || workdir !== undefined;
    agent.place({ cwd: spec.kind === 'openai' ? dir : (workdir ?? dir), seatDir: dir, ...(inPrompt && persona ? { persona } : {}) });
  }
}
