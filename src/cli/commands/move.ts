// agon move <id> --seat SEAT [--file F]: the person's move in a seat they hold, in the same JSON
// the agents answer in, read by the same parse. An unusable or illegal move is refused whole and
// nothing is written; a legal one is recorded and the debate goes on until done or the next human.
import { readFile } from 'node:fs/promises';
import { resolveSessionsDir, SessionStore } from '../../../state/index.js';
import { parseCommand, stringOpt } from '../args.js';
import { type ExitCode, failure, usageError } from '../exit.js';
import { makeOutput } from '../output.js';
import { loadSession, storeSink } from '../session.js';
import { requireWritable } from '../writable.js';
import { drive } from './drive.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function moveCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('move', argv, { seat: { type: 'string' }, file: { type: 'string' } }, { min: 1, max: 1, names: 'the session id' });
  const id = positionals[0]!;
  const seat = stringOpt(values, 'seat');
  if (!seat) throw usageError('move: --seat SEAT is required');
  const file = stringOpt(values, 'file');
  const text = file ? await readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => Promise.reject(failure(`cannot read ${file} (${e.code ?? 'error'})`))) : await readStdin();
  const store = new SessionStore(resolveSessionsDir(stringOpt(values, 'sessions-dir'), env, cwd));
  const loaded = await loadSession(store, id);
  try {
    await requireWritable(loaded);
    const { protocol, state } = loaded;
    const plan = protocol.plan(state);
    if (plan.kind !== 'await-human' || plan.seat !== seat) {
      const waiting = plan.kind === 'await-human' ? `it waits for the ${plan.seat} seat` : `it is not waiting for a person (${plan.kind})`;
      throw usageError(`${id} does not expect a move from ${seat}: ${waiting}`);
    }
    const parsed = protocol.parse(state, seat, text);
    if (!parsed.ok) throw usageError(`the move cannot be read: ${parsed.problem}`);
    if (parsed.refused.length > 0) {
      throw usageError(`the move breaks the rules: ${parsed.refused.map((r: { reason: string }) => r.reason).join('; ')}`);
    }
    const output = makeOutput(values.json === true);
    const sink = storeSink(loaded, () => new Date());
    // What the person typed is kept verbatim, like an agent's raw answer.
    const rawRef = await sink.putRaw(text);
    const event = { actor: 'human', type: 'move.accepted', data: { seat, moves: parsed.moves, refused: [], rawRef }, at: new Date().toISOString() };
    const { notices } = protocol.reduce(state, { ...event, seq: loaded.open.doc.events.length + 1 });
    const [stored] = await sink.record([event]);
    output.event(id, stored!, notices);
    loaded.state = sink.state();
    return await drive(store, loaded, output, { rounds: Infinity });
  } finally {
    await loaded.open.close();
  }
}
