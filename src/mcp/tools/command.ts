// One tool for every command a protocol declares for other programs (the dialectic's gate, attempt,
// reset, metrics, outcome, …), run through the platform's one executor exactly as `agon NAME`
// runs it. The tool knows no command: names, options and exit codes come from the declarations.
// Its debates use the server's sessions and memory folders, and its seats obey the MCP rules.
import { resolve } from 'node:path';
import * as z from 'zod';
import { parseSeatSpec } from '../../agents/seat-spec.js';
import { describeProblem } from '../../session/problems.js';
import { TOOL_WORDING } from '../wording.js';
import { executeCommand } from '../../session/command-executor.js';
import type { Output } from '../../session/output.js';
import { declarations, declaredCommand } from '../../protocols/registry.js';
import { budgets, seatName } from '../inputs.js';
import { withFeed } from '../progress.js';
import { checkSeatSpec } from '../safety.js';
import { defineTool, ToolError } from '../tool.js';
import { filesIn } from './debate.js';

export const commandTool = defineTool({
  name: 'command',
  title: "Run a protocol's command",
  description:
    "Runs a command a protocol offers other programs (the protocols tool lists them with their options and exit codes; e.g. the dialectic's gate before a risky action, attempt after a failed one). Options by key; seats, workdir, timeout and budgets for a command that holds a debate. The result carries the command's exit code and what it prints.",
  readOnly: false,
  input: z
    .object({
      command: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a command name from the protocols tool'),
      options: z
        .record(z.string(), z.union([z.string().max(20_000), z.number(), z.boolean()]))
        .optional()
        .describe("the command's options by key"),
      args: z.array(z.string().max(2_000)).max(20).optional().describe("the command's positional arguments, in order"),
      seats: z.record(seatName, z.string().min(1).max(500)).optional().describe('seat → agent spec, for a command that holds a debate'),
      workdir: z.string().min(1).optional(),
      timeoutSeconds: z.number().positive().optional(),
      budgets: budgets.optional(),
    })
    .strict(),
  async run(args, ctx) {
    const found = declaredCommand(args.command);
    if (!found) {
      const known = declarations().flatMap((d) => (d.commands ?? []).map((c) => c.name));
      throw new ToolError(`unknown command "${args.command}" (the protocols' commands: ${known.join(', ') || 'none'})`);
    }
    const { declaration, command } = found;
    for (const key of Object.keys(args.options ?? {})) {
      if (!command.options.some((o) => o.key === key))
        throw new ToolError(
          `${command.name}: unknown option "${key}" (its options: ${command.options.map((o) => o.key).join(', ') || 'none'})`,
        );
    }
    const debating = args.seats || args.workdir || args.timeoutSeconds !== undefined || args.budgets;
    if (debating && !command.debates)
      throw new ToolError(`${command.name} holds no debate: it takes no seats, workdir, timeout or budgets`);
    const workdir = args.workdir ? resolve(ctx.host.cwd, args.workdir) : undefined;
    const session = {
      'sessions-dir': ctx.service.store.dir,
      'memory-dir': ctx.memoryDir,
      ...(args.seats ? { seat: Object.entries(args.seats).map(([seat, spec]) => checkedSeat(seat, spec, workdir)) } : {}),
      ...(workdir ? { workdir } : {}),
      ...(args.timeoutSeconds !== undefined ? { timeout: String(args.timeoutSeconds) } : {}),
      ...budgetFlags(args.budgets),
    };
    const { exit, print } = await withFeed(ctx, (feed) => {
      const output: Output = {
        json: true,
        event: (_id, event, notices) => feed.event(event, notices),
        text: () => undefined,
        result: () => undefined,
      };
      return executeCommand(
        declaration,
        command,
        { ...(args.options ? { options: args.options } : {}), ...(args.args ? { args: args.args } : {}), session },
        { host: ctx.host, output },
      );
    });
    const meaning = command.exits.find((e) => e.code === exit)?.meaning;
    return {
      structured: {
        protocol: declaration.id,
        command: command.name,
        exit,
        ...(meaning ? { meaning } : {}),
        result: print.json,
        ...(print.note ? { note: print.note } : {}),
      },
      text: [
        print.text.trimEnd(),
        `(agon ${command.name} exit ${exit}${meaning ? `: ${meaning}` : ''})`,
        ...(print.note ? [print.note] : []),
      ].join('\n'),
    };
  },
});

/** A seat spec as `--seat` text, its files resolved in the workdir and the MCP rules checked. */
function checkedSeat(seat: string, spec: string, workdir: string | undefined): string {
  const parsed = parseSeatSpec(`${seat}=${spec}`);
  if (!parsed.ok) throw new ToolError(describeProblem(parsed.problem, TOOL_WORDING));
  const resolved = filesIn(parsed.value.spec, workdir);
  checkSeatSpec(seat, resolved, workdir);
  const { kind, ...rest } = resolved;
  const options = Object.entries(rest).map(([k, v]) => `${k}=${String(v)}`);
  return `${seat}=${String(kind)}${options.length ? `:${options.join(',')}` : ''}`;
}

/** Budgets as the flags a protocol's command reads them from. */
function budgetFlags(b: z.output<typeof budgets> | undefined): Record<string, string> {
  if (!b) return {};
  return {
    ...(b.seconds !== undefined ? { 'budget-seconds': String(b.seconds) } : {}),
    ...(b.tokens !== undefined ? { 'budget-tokens': String(b.tokens) } : {}),
    ...(b.usd !== undefined ? { 'budget-usd': String(b.usd) } : {}),
  };
}
