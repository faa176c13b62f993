// Every tool refuses a bad input with an MCP tool error of one clear line and changes nothing on
// disk; and no input can make the server read files outside the session's workdir, hand an agent
// edit rights, or send an environment secret to an endpoint of the caller's choosing.
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../src/protocols/argumentation/demo.js';
import { Workspace } from '../helpers/cli.js';
import { type Connected, connectAgon, textOf } from '../helpers/mcp.js';

let ws: Workspace;
let agon: Connected;
let id: string;
let project: string;

beforeAll(async () => {
  ws = await Workspace.create();
  project = join(ws.dir, 'project');
  await mkdir(project);
  await ws.write('project/answers.json', { bySeat: demo.answers });
  await ws.write('outside.json', { bySeat: demo.answers });
  agon = await connectAgon(ws);
  const started = await agon.call('start', {
    question: 'Q?',
    seats: { orchestrator: 'mcp', consultee: 'script:file=answers.json' },
    workdir: project,
  });
  id = (started.structuredContent as { session: string }).session;
});

afterAll(async () => {
  await agon.close();
});

const BAD: [tool: string, args: () => Record<string, unknown>, says: RegExp][] = [
  ['protocols', () => ({ verbose: true }), /^protocols: Unrecognized key/],
  [
    'start',
    () => ({ question: 'Q?', seats: { orchestrator: 'mcp', consultee: 'script:file=answers.json' }, workdir: project, protocol: 'chess' }),
    /^unknown protocol "chess"/,
  ],
  ['start', () => ({ question: 'Q?', seats: { orchestrator: 'mcp' }, workdir: project }), /no agent for consultee/],
  [
    'start',
    () => ({ question: 'Q?', seats: { orchestrator: 'mcp', consultee: 'script:file=../outside.json' }, workdir: project }),
    /outside the session's workdir/,
  ],
  [
    'start',
    () => ({ question: 'Q?', seats: { orchestrator: 'mcp', consultee: 'script:file=answers.json' } }),
    /needs the session's workdir/,
  ],
  [
    'start',
    () => ({ question: 'Q?', seats: { orchestrator: 'mcp', consultee: 'codex:allow_edits=true' }, workdir: project }),
    /allow_edits cannot be given over MCP/,
  ],
  [
    'start',
    () => ({
      question: 'Q?',
      seats: { orchestrator: 'mcp', consultee: 'openai:base=http://127.0.0.1:9/v1,model=m,key_env=HOME' },
      workdir: project,
    }),
    /key_env cannot be given over MCP/,
  ],
  [
    'start',
    () => ({ question: 'Q?', seats: { orchestrator: 'mcp', consultee: 'mcp' }, workdir: project, options: { rounds: 3 } }),
    /^options\.rounds is not an option of the argumentation protocol/,
  ],
  ['list', () => ({ limit: -1 }), /^list: limit: /],
  ['step', () => ({ session: id, rounds: 0 }), /^step: rounds: /],
  ['show', () => ({ session: '../../etc' }), /^show: session: /],
  ['show', () => ({ session: '999-nothing' }), /999-nothing/],
  ['move', () => ({ session: id, seat: 'consultee', answer: '{"moves": []}' }), /does not expect an answer from consultee/],
  ['act', () => ({ session: id, action: 'teleport' }), /teleport/],
  ['fork', () => ({ session: id, at: 10_000 }), /past the last event/],
  ['export', () => ({ session: id, format: 'pdf' }), /^export: format: /],
];

describe('agon mcp refuses bad inputs', () => {
  it.each(BAD)('%s refuses a bad input with one line and writes nothing (%#)', async (tool, args, says) => {
    const before = readdirSync(ws.sessions).sort();
    const events = (await ws.doc(id)).events.length;
    const result = await agon.call(tool, args());
    expect(result.isError).toBe(true);
    const line = textOf(result);
    expect(line).toMatch(says);
    expect(line).not.toContain('\n');
    expect(readdirSync(ws.sessions).sort()).toEqual(before);
    expect((await ws.doc(id)).events.length).toBe(events);
  });

  it('an unknown tool is a one-line tool error', async () => {
    const result = await agon.call('shell', { command: 'ls' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^unknown tool "shell"/);
  });

  it('no tool runs commands or reads arbitrary paths: the tools are the debate operations only', async () => {
    const { tools } = await agon.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'act',
      'command',
      'export',
      'fork',
      'list',
      'move',
      'protocols',
      'show',
      'start',
      'step',
    ]);
    for (const tool of tools) expect(Object.keys(tool.inputSchema.properties ?? {})).not.toContain('path');
  });
});
