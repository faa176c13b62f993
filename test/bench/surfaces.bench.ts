// The output policy, counted surface by surface: a debate whose question and answers carry the
// hostile corpus (test/fixtures/hostile.ts) is run, and every surface a person reads is searched for
// raw control, format and separator characters (text output, exports, transcript.md), and every
// --json output for raw C1, bidi, tag and separator characters. AGON_TEST_BIN measures another
// build (main's, for the before figure).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QUESTION } from '../fixtures/debates/redis-memcached.js';
import { HOSTILE, hostileScript, rawInJson, rawInPlain } from '../fixtures/hostile.js';
import { AGON, Workspace } from '../helpers/cli.js';

export async function run(): Promise<void> {
  const ws = await Workspace.create();
  try {
    const question = `${QUESTION} ${HOSTILE}`;
    const script = await ws.write('hostile.json', { bySeat: hostileScript() });
    const seats = (names: string[]) => names.flatMap((s) => ['--seat', `${s}=script:file=${script}`]);
    const text = await ws.run(['run', '--high-stakes', '--question', question, ...seats(['orchestrator', 'consultee', 'arbiter'])]);
    const full = (await ws.run(['list', '--json'])).lines.map((l) => String(l.id ?? l.session))[0]!;
    const waiting = await ws.run([
      'run',
      '--json',
      '--question',
      question,
      '--seat',
      `orchestrator=script:file=${script}`,
      '--seat',
      'consultee=human',
    ]);
    const human = String(waiting.lines.at(-1)?.session);
    const move = await ws.run(['move', human, '--seat', 'consultee'], {
      stdin: JSON.stringify({ moves: [{ type: 'point', claim: `Mine ${HOSTILE}`, kind: 'value' }] }),
    });

    const plain: [string, string][] = [
      ['run (text)', text.stdout + text.stderr],
      ['move', move.stdout + move.stderr],
      ['show', (await ws.run(['show', full])).stdout],
      ['show (the human seat asked)', (await ws.run(['show', human])).stdout],
      ['list', (await ws.run(['list'])).stdout],
      ['export md', (await ws.run(['export', full, '--format', 'md'])).stdout],
      ['export argdown', (await ws.run(['export', full, '--format', 'argdown'])).stdout],
      ['export dot', (await ws.run(['export', full, '--format', 'dot'])).stdout],
      ['transcript.md', await readFile(join(ws.sessions, full, 'transcript.md'), 'utf8').catch(() => '')],
    ];
    const json: [string, string][] = [
      ['run --json', waiting.stdout],
      ['show --json', (await ws.run(['show', full, '--json'])).stdout],
      ['list --json', (await ws.run(['list', '--json'])).stdout],
      ['export json', (await ws.run(['export', full, '--format', 'json'])).stdout],
    ];
    console.log(`agon: ${AGON}`);
    const counts = [
      ...plain.map(([name, out]) => [name, rawInPlain(out).length] as const),
      ...json.map(([name, out]) => [name, rawInJson(out).length] as const),
    ];
    for (const [name, count] of counts) console.log(`${name}: ${count} raw hostile characters`);
    console.log(
      `surfaces with any: ${counts.filter(([, c]) => c > 0).length} of ${counts.length}; in all: ${counts.reduce((sum, [, c]) => sum + c, 0)}`,
    );
  } finally {
    await ws.remove();
  }
}
