// What the four CLI agents share: where they run (placed by the CLI once the session's seat folder
// exists), the persona in front of full prompts when they run in the person's project, the
// process discipline, and redaction of everything that is kept.
import { type Agent, AgentError, type AgentReply, type AgentRequest } from '../runner/types.js';
import { type AgonConfig, DEFAULT_OUTPUT_LIMIT_BYTES } from './config.js';
import { childEnv, type CliKind } from './env.js';
import { type ProcessOutput, rawOf, runProcess } from './process.js';
import { type Redactor, redactorFor } from './redact.js';
import { withPersona } from './personas.js';

export interface Placement {
  /** Where the agent runs: its seat folder, or the session's workdir. */
  cwd: string;
  /** The seat's own folder, for files agon gives the CLI (never the person's workdir). */
  seatDir: string;
  /** Sent in front of full prompts; set when the CLI cannot read it from its seat folder. */
  persona?: string;
}

export interface AgentDeps {
  /** The environment agon runs in; children get an allowlisted part of it. */
  env: NodeJS.ProcessEnv;
  config: AgonConfig;
}

export interface PlaceableAgent extends Agent {
  place(placement: Placement): void;
}

export function isPlaceable(agent: Agent): agent is PlaceableAgent {
  return typeof (agent as Partial<PlaceableAgent>).place === 'function';
}

export class CliRunner {
  #placement?: Placement;
  readonly redact: Redactor;

  constructor(
    readonly kind: CliKind,
    readonly deps: AgentDeps,
  ) {
    this.redact = redactorFor(deps.env);
  }

  place(placement: Placement): void {
    this.#placement = placement;
  }

  get cwd(): string {
    if (!this.#placement) throw new AgentError('other', `the ${this.kind} agent has no working directory yet`);
    return this.#placement.cwd;
  }

  get seatDir(): string {
    if (!this.#placement) throw new AgentError('other', `the ${this.kind} agent has no seat folder yet`);
    return this.#placement.seatDir;
  }

  /** The text sent on stdin: a full prompt carries the persona when the CLI cannot read its file. */
  input(request: AgentRequest): string {
    return request.form === 'full' ? withPersona(this.#placement?.persona, request.prompt) : request.prompt;
  }

  /** The request's listener for text as it arrives, fed redacted text; undefined when nobody listens. */
  listener(request: AgentRequest): ((text: string) => void) | undefined {
    const onText = request.onText;
    return onText ? (text: string) => onText(this.redact(text)) : undefined;
  }

  /**
   * Runs the CLI once; failures of the process itself (timeout, cancel, too much output) throw.
   * `answered` tells a complete answer in stdout: one written before the timeout is taken.
   */
  async run(
    args: string[],
    request: AgentRequest,
    onStdout?: (text: string) => void,
    answered?: (stdout: string) => boolean,
  ): Promise<ProcessOutput> {
    try {
      const out = await runProcess({
        kind: this.kind,
        command: this.kind,
        args,
        input: this.input(request),
        cwd: this.cwd,
        env: childEnv(this.kind, this.deps.env, this.deps.config.passEnv?.[this.kind]),
        signal: request.signal,
        limitBytes: this.deps.config.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT_BYTES,
        ...(onStdout ? { onStdout } : {}),
        ...(answered ? { answered } : {}),
      });
      // Everything read from here on is redacted, so no failure message or answer can carry a key.
      const stdout = this.redact(out.stdout);
      const stderr = this.redact(out.stderr);
      return {
        stdout,
        stderr,
        exitCode: out.exitCode,
        raw: rawOf(stdout, stderr),
        ...(out.stoppedAfterAnswer ? { stoppedAfterAnswer: true } : {}),
      };
    } catch (error) {
      if (error instanceof AgentError && error.raw)
        throw new AgentError(error.kind, this.redact(error.message), this.redact(error.raw), error.exitCode);
      throw error;
    }
  }

  reply(text: string, out: ProcessOutput, fields: Omit<AgentReply, 'text' | 'rawOutput' | 'exitCode'>): AgentReply {
    if (out.stoppedAfterAnswer) return { text, rawOutput: out.raw, stoppedAfterAnswer: true, ...fields };
    return { text, exitCode: out.exitCode ?? 0, rawOutput: out.raw, ...fields };
  }
}
