// What every tool of `agon mcp` is: a name, a zod input (its JSON Schema is what the client sees,
// and the same schema checks every call), and a function from checked input to a compact result.
// Anything a user can cause comes back as a tool error of one line (ToolError, or the CLI's,
// the session service's and the store's own errors).
import type * as z from 'zod';
import type { Host } from '../agents/host.js';
import type { SessionService } from '../session/service.js';

export interface ToolContext {
  service: SessionService;
  /** Where agon runs, with the config file read once. */
  host: Host;
  /** The memory folder (state that outlives a session), for protocol commands. */
  memoryDir: string;
  /** Aborted when the client cancels the call: a step stops as on SIGINT, what finished is saved. */
  signal: AbortSignal;
  /** A progress line for the client, when it asked for progress; otherwise nothing. */
  progress(message: string): void;
}

/** A link to something too large to paste into the client's context (a report, an export). */
export interface Link {
  uri: string;
  name: string;
  mimeType: string;
  description: string;
}

export interface ToolReply {
  /** The result as data: what a client program reads. */
  structured: Record<string, unknown>;
  /** The same, for the model to read: short, with what to do next. */
  text: string;
  links?: Link[];
}

export interface ToolDef<I extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: I;
  /** Reads only: changes no session. */
  readOnly: boolean;
  run(args: z.output<I>, ctx: ToolContext): Promise<ToolReply>;
}

/** A refusal of the tool's own, for the client as one line. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

/** Keeps a tool's type while listing it with others. */
export const defineTool = <I extends z.ZodType>(tool: ToolDef<I>): ToolDef => tool as unknown as ToolDef;
