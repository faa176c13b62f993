// The tools that move a debate on: start one, step it, and answer a seat's turn (move). Each runs
// through the session service like `agon run`, `agon step` and `agon move`, reports progress while
// agents think, and stops as SIGINT does when the client cancels the call.
import { resolve } from 'node:path';
import * as z from 'zod';
import type { SeatSpec } from '../../../state/schema.js';
import { hostDefaults } from '../../session/request-defaults.js';
import type { Host } from '../../agents/host.js';
import { type NewSession, newSession } from '../../session/new-session.js';
import { declarationOf, DEFAULT_PROTOCOL } from '../../protocols/registry.js';
import { seatExample } from '../seat-example.js';
import { budgets, rounds, seatName, sessionId } from '../inputs.js';
import { withProgress } from '../progress.js';
import { checkSeatSpec } from '../safety.js';
import { withSession } from '../sessions.js';
import { stepReply } from '../step-reply.js';
import { defineTool, ToolError } from '../tool.js';

const startInput = z
  .object({
    protocol: z.string().optional().describe(`the protocol id (default ${DEFAULT_PROTOCOL})`),
    question: z.string().trim().min(1).max(8000).describe('the question to debate'),
    seats: z
      .record(seatName, z.string().min(1).max(500))
      .describe(`seat → agent spec, e.g. ${seatExample(declarationOf(DEFAULT_PROTOCOL)!)}`),
    options: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .optional()
      .describe("the protocol's options by key (see the protocols tool)"),
    workdir: z
      .string()
      .min(1)
      .optional()
      .describe('a project folder the question is about: agents run there read-only, citations are checked there'),
    timeoutSeconds: z.number().positive().optional().describe("each agent call's time limit"),
    budgets: budgets.optional(),
    run: z.boolean().default(true).describe('run it at once (default) or only create it'),
  })
  .strict();

/** The start tool's arguments as a new session: its arguments are the request's own fields. */
export function startSession(args: z.output<typeof startInput>, host: Host): NewSession {
  const { run: _run, ...request } = args;
  const workdir = args.workdir ? resolve(host.cwd, args.workdir) : undefined;
  return newSession(request, host.cwd, hostDefaults(host, { files: (spec) => filesIn(spec, workdir) }));
}

export const startTool = defineTool({
  name: 'start',
  title: 'Start a debate',
  description:
    'Creates a debate and runs it until it is done or a seat played from outside is due. Seat "mcp" is you: when your turn comes the result carries your prompt, and you answer with the move tool. Other seats: codex, claude, gemini, qwen, openai:endpoint=NAME, human, script:file=PATH (inside workdir). The protocols tool lists each protocol\'s seats and options.',
  readOnly: false,
  input: startInput,
  async run(args, ctx) {
    const { protocol, config } = startSession(args, ctx.host);
    for (const [seat, spec] of Object.entries(config.seats)) checkSeatSpec(seat, spec, config.workdir);
    const session = await ctx.service.create(protocol.id, config);
    try {
      if (!args.run) return { structured: { session: session.id, created: true }, text: `Created ${session.id}; step it to begin.` };
      return await stepReply(session, await withProgress(ctx, session, () => session.step(Infinity, ctx.signal)));
    } finally {
      await session.close();
    }
  },
});

export const stepTool = defineTool({
  name: 'step',
  title: 'Step a debate',
  description:
    'Runs a saved debate on by some rounds (or stages; default 1), or until it is done, a seat played from outside is due, or a budget is spent. New budgets apply from now on.',
  readOnly: false,
  input: z.object({ session: sessionId, rounds: rounds.optional(), budgets: budgets.optional() }).strict(),
  async run(args, ctx) {
    return withSession(ctx, args.session, async (session) => {
      if (args.budgets) await session.setBudgets(args.budgets);
      return stepReply(session, await withProgress(ctx, session, () => session.step(args.rounds ?? 1, ctx.signal)));
    });
  },
});

export const moveTool = defineTool({
  name: 'move',
  title: "Answer a seat's turn",
  description:
    "A seat's answer, in the JSON format its prompt asks for: your own (mcp) seat's answer to the prompt a step gave you, or the person's move in a human seat. An answer that cannot be read or breaks the rules is refused whole and nothing is recorded; otherwise the debate runs on until the next turn from outside (or `rounds`).",
  readOnly: false,
  input: z
    .object({
      session: sessionId,
      seat: seatName,
      answer: z.string().min(1).max(1_000_000).describe('the answer text (fenced or bare JSON)'),
      rounds: rounds.optional(),
    })
    .strict(),
  async run(args, ctx) {
    return withSession(ctx, args.session, async (session) => {
      const plan = session.plan();
      const units = args.rounds ?? Infinity;
      if (plan.kind === 'await-human' && plan.seat === args.seat) {
        const moved = await session.move(args.seat, args.answer);
        if (!moved.ok) throw new ToolError(moved.problem);
        return stepReply(session, await withProgress(ctx, session, () => session.step(units, ctx.signal)));
      }
      const answered = await withProgress(ctx, session, () => session.answer(args.seat, args.answer, units, ctx.signal));
      if (!answered.ok) throw new ToolError(answered.problem);
      return stepReply(session, answered.end);
    });
  },
});

/** Script and persona files named relative to the workdir, where they must lie (without one, the safety check refuses them). */
export function filesIn(spec: SeatSpec, workdir: string | undefined): SeatSpec {
  const out: SeatSpec = { ...spec };
  for (const key of ['file', 'persona'] as const) {
    const value = out[key];
    if (typeof value === 'string' && workdir) out[key] = resolve(workdir, value);
  }
  return out;
}
