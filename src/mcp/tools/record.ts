// The tools that add to the record or copy it out: a person's action, a fork, an export. An export
// is written into the session's own folder and linked, never pasted into the client's context.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as z from 'zod';
import { writeFileDurably } from '../../../state/index.js';
import { argdown } from '../../export/argdown.js';
import { dot } from '../../export/dot.js';
import type { HumanInput } from '../../protocols/types.js';
import { refusalLine } from '../../session/when-possible.js';
import { sessionId } from '../inputs.js';
import { withSession } from '../sessions.js';
import { defineTool, ToolError } from '../tool.js';

const line = z.string().max(20_000);

export const actTool = defineTool({
  name: 'act',
  title: 'Take a human action',
  description:
    'Any action the protocol offers a person (show lists them with their inputs): override, resolve, constrain, … The protocol checks it first; a refused action records nothing.',
  readOnly: false,
  input: z
    .object({
      session: sessionId,
      action: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an action name from show'),
      item: z.string().max(200).optional(),
      value: z.string().max(200).optional(),
      text: line.optional(),
      reason: line.optional(),
      fields: z.record(z.string().max(100), z.union([line, z.array(line).max(100)])).optional(),
    })
    .strict(),
  async run(args, ctx) {
    const { session: id, action, ...rest } = args;
    const input: HumanInput = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    return withSession(ctx, id, async (session) => {
      const result = await session.act(action, input);
      if (!result.ok) throw new ToolError(refusalLine(result));
      const said = result.notices.map((n) => n.text);
      return {
        structured: { session: session.id, action, seq: result.event.seq, notices: said },
        text: `Recorded ${action} on ${session.id} (event ${result.event.seq}).${said.length ? ` ${said.join(' ')}` : ''}`,
      };
    });
  },
});

export const forkTool = defineTool({
  name: 'fork',
  title: 'Fork a debate',
  description: 'A new debate holding the events 1..at of another (all of them without `at`), to go on from there with other choices.',
  readOnly: false,
  input: z.object({ session: sessionId, at: z.number().int().min(0).optional().describe('the last event to keep') }).strict(),
  async run(args, ctx) {
    const forked = await ctx.service.fork(args.session, args.at);
    return { structured: forked, text: `Forked ${forked.from} at event ${forked.events} into ${forked.id}.` };
  },
});

const FORMATS = { md: 'text/markdown', json: 'application/json', argdown: 'text/plain', dot: 'text/vnd.graphviz' } as const;

export const exportTool = defineTool({
  name: 'export',
  title: 'Export a debate',
  description:
    'Writes the report (md), the outcome with every event (json), or the argument map (argdown, dot) into the session folder and returns its path and a link.',
  readOnly: false,
  input: z.object({ session: sessionId, format: z.enum(['md', 'json', 'argdown', 'dot']) }).strict(),
  async run(args, ctx) {
    const { id, dir, text } = await withSession(
      ctx,
      args.session,
      async (session) => {
        if (args.format === 'md' || args.format === 'json')
          return { id: session.id, dir: session.dir, text: session.exportText(args.format) };
        const { argumentMap, question } = session.view();
        if (!argumentMap) throw new ToolError(`the ${session.protocol.id} protocol has no argument map to export as ${args.format}`);
        return {
          id: session.id,
          dir: session.dir,
          text: args.format === 'argdown' ? argdown(argumentMap, question) : dot(argumentMap, question),
        };
      },
      { readOnly: true },
    );
    const path = join(dir, 'exports', `${id}.${args.format}`);
    await mkdir(dirname(path), { recursive: true });
    await writeFileDurably(path, text);
    const bytes = Buffer.byteLength(text);
    return {
      structured: { session: id, format: args.format, path, bytes },
      text: `Wrote ${bytes} bytes to ${path}.`,
      links: [
        {
          uri: `file://${path}`,
          name: `${id}.${args.format}`,
          mimeType: FORMATS[args.format],
          description: `${id} exported as ${args.format}`,
        },
      ],
    };
  },
});
