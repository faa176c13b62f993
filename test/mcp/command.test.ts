// The command tool runs any protocol's declared commands through the platform's one executor, as
// `agon NAME` does: the dialectic's gate and attempt are the example (the tool knows none of their
// words). Debates go to the server's sessions and memory folders; bad calls are one line.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Workspace } from '../helpers/cli.js';
import { type Connected, connectAgon, textOf } from '../helpers/mcp.js';

let ws: Workspace;
let agon: Connected;

beforeEach(async () => {
  ws = await Workspace.create();
  agon = await connectAgon(ws, { AGON_MEMORY_DIR: join(ws.dir, 'memory'), AGON_DISABLE_DEBATE: '' });
});

afterEach(async () => {
  await agon.close();
});

const answers = {
  advocate: [{ claim: 'Drop it', confidence: 0.85 }],
  critic: [{ objection: 'A quarterly job reads it', counter: 'Rename it first, drop it next quarter', severity: 'high' }],
  synthesis: [{ resolution: 'PROCEED', rationale: 'Fine.', counter_actionable: 'yes' }],
};

describe('the command tool', () => {
  it('the protocols tool lists each protocol command with its options and exit codes', async () => {
    const listed = await agon.call('protocols', {});
    const dialectic = (
      listed.structuredContent as { protocols: { id: string; commands: { name: string; exits: unknown[] }[] }[] }
    ).protocols.find((p) => p.id === 'dialectic');
    expect(dialectic?.commands.map((c) => c.name)).toEqual(expect.arrayContaining(['gate', 'attempt']));
    expect(dialectic?.commands.every((c) => c.exits.length > 0)).toBe(true);
  });

  it('runs a command without a debate and returns its exit code and result', async () => {
    const result = await agon.call('command', { command: 'gate', options: { proposal: 'Rename a local variable', stakes: 'low' } });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      protocol: 'dialectic',
      command: 'gate',
      exit: 0,
      result: { resolution: 'PROCEED', debate: null },
    });
    expect(textOf(result)).toMatch(/^RESOLUTION PROCEED/);
  });

  it("runs a command's debate with seats from the workdir, in the server's sessions and memory folders", async () => {
    await ws.write('answers.json', {
      bySeat: Object.fromEntries(Object.entries(answers).map(([seat, list]) => [seat, list.map((a) => JSON.stringify(a))])),
    });
    const messages: string[] = [];
    const result = await agon.call(
      'command',
      {
        command: 'gate',
        options: { proposal: 'Drop the legacy table', stakes: 'high' },
        seats: { synthesis: 'script:file=answers.json' },
        workdir: ws.dir,
      },
      { onprogress: (p) => messages.push(p.message ?? '') },
    );
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ exit: 10, result: { resolution: 'MODIFY', debate: '001-drop-the-legacy-table' } });
    expect(readdirSync(ws.sessions)).toContain('001-drop-the-legacy-table');
    expect(readdirSync(join(ws.dir, 'memory')).some((f) => f.endsWith('.md'))).toBe(true);
    expect(messages).toContainEqual(expect.stringMatching(/^The advocate agent is asked \(/));
  });

  it.each([
    [{ command: 'rm', options: {} }, /^unknown command "rm" \(the protocols' commands: .*gate/],
    [{ command: 'gate', options: { proposal: 'x', stakes: 'high', urgency: 'now' } }, /^gate: unknown option "urgency"/],
    [{ command: 'metrics', seats: { synthesis: 'codex' } }, /^metrics holds no debate/],
    [
      { command: 'gate', options: { proposal: 'x', stakes: 'high' }, seats: { synthesis: 'script:file=/etc/passwd' }, workdir: '.' },
      /outside the session's workdir/,
    ],
    [{ command: 'gate', options: { proposal: 'x', stakes: 'extreme' } }, /stakes/],
    [{ command: 'attempt', options: {} }, /--task is required/],
  ])('refuses a bad call in one line, writing nothing (%#)', async (args, says) => {
    const result = await agon.call('command', args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(says);
    expect(textOf(result)).not.toContain('\n');
    expect(readdirSync(ws.dir)).not.toContain('memory');
  });
});
