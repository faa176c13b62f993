// The script agent: answers from a prepared list instead of a model. `script:file=PATH` reads
// {"responses": [...]} (answered in order) or {"bySeat": {"<seat>": [...], ...}};
// `script:session=ID,seat=SEAT` replays what a saved session's seat answered (loaded by the CLI).
import * as z from 'zod';
import { zodProblem } from '../protocols/kit/zod-problem.js';
import { type Agent, AgentError, type AgentReply } from '../runner/types.js';
import { readRegularFile } from '../system/files.js';

/** Answers may be written as text or as JSON values, which are sent as their JSON text. */
const answer = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .transform((a) => (typeof a === 'string' ? a : JSON.stringify(a)));

export const scriptFileSchema = z.union([
  z.object({ responses: z.array(answer) }).strict(),
  z.object({ bySeat: z.record(z.string(), z.array(answer)) }).strict(),
]);

export type ScriptFile = z.infer<typeof scriptFileSchema>;

export async function loadScriptFile(path: string): Promise<{ ok: true; script: ScriptFile } | { ok: false; problem: string }> {
  let text: string;
  try {
    text = (await readRegularFile(path)).toString('utf8');
  } catch (error) {
    return { ok: false, problem: `cannot use the script file: ${(error as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `script file ${path} is not JSON: ${(error as Error).message}` };
  }
  const parsed = scriptFileSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, problem: `script file ${path} must be {"responses": [...]} or {"bySeat": {...}}: ${zodProblem(parsed.error, 1)}` };
  }
  return { ok: true, script: parsed.data };
}

/** The answers a seat gets from a script: its own list under bySeat, else the shared list. */
export function answersFor(script: ScriptFile, seat: string): string[] {
  return 'responses' in script ? script.responses : (script.bySeat[seat] ?? []);
}

/**
 * Where a script stands. Seats that share a `responses` list share one cursor, so the list is
 * answered in order whoever asks; `skip` counts answers a resumed session already used.
 */
export class ScriptCursor {
  constructor(
    readonly answers: readonly string[],
    readonly label: string,
    private next = 0,
    /** Said once the list is used up, instead of failing (the demo passes rather than stops). */
    readonly whenDone?: string,
  ) {}

  take(seat: string): string {
    const text = this.answers[this.next] ?? this.whenDone;
    if (text === undefined) {
      throw new AgentError('script-exhausted', `the script ${this.label} has no answer left for ${seat} (it had ${this.answers.length})`);
    }
    this.next += 1;
    return text;
  }
}

/** `delayMs` paces the answers like a model thinking (demos, and tests of waiting and cancelling). */
export function scriptAgent(cursor: ScriptCursor, delayMs = 0): Agent {
  return {
    kind: 'script',
    resumes: false,
    async ask(request): Promise<AgentReply> {
      if (delayMs > 0) await pause(delayMs, request.signal);
      if (request.signal.aborted) throw new AgentError('cancelled', 'cancelled');
      return { text: cursor.take(request.seat), exitCode: 0 };
    },
  };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof AgentError ? signal.reason : new AgentError('cancelled', 'cancelled'));
      },
      { once: true },
    );
  });
}
