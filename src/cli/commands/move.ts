// agon move <id> --seat SEAT [--file F]: the person's move in a seat they hold, in the same JSON
// the agents answer in, read by the same parse. An unusable or illegal move is refused whole and
// nothing is written; a legal one is recorded and the debate goes on until done or the next human.
import { readFile } from 'node:fs/promises';
import { parseCommand } from '../args.js';
import { stringOpt } from '../../session/flag-values.js';
import type { ExitCode } from '../../session/exit-codes.js';
import { unavailable, usageError } from '../../session/errors.js';
import { makeOutput } from '../../session/output.js';
import { serviceFor } from '../../session/local-service.js';
import { hostOf } from '../../agents/host.js';
import { drive } from '../../session/drive.js';

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The move's text; bytes that are not UTF-8 are refused, never replaced (the move is kept verbatim). */
function decode(bytes: Buffer, from: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw usageError(`the move in ${from} is not valid UTF-8; save it as UTF-8 (nothing was recorded)`);
  }
}

export async function moveCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand(
    'move',
    argv,
    { seat: { type: 'string' }, file: { type: 'string' } },
    { min: 1, max: 1, names: 'the session id' },
  );
  const seat = stringOpt(values, 'seat');
  if (!seat) throw usageError('move: --seat SEAT is required');
  const file = stringOpt(values, 'file');
  // A pipe is fine here (`--file <(…)`): a person is giving the move now.
  const bytes = file
    ? await readFile(file).catch((e: NodeJS.ErrnoException) => Promise.reject(unavailable(`cannot read ${file} (${e.code ?? 'error'})`)))
    : await readStdin();
  const text = decode(bytes, file ?? 'stdin');
  const session = await serviceFor(values, hostOf(env, cwd)).open(positionals[0]!);
  try {
    const result = await session.move(seat, text);
    if (!result.ok) throw usageError(result.problem);
    const output = makeOutput(values.json === true);
    output.event(session.id, result.event, result.notices);
    return await drive(session, output, Infinity);
  } finally {
    await session.close();
  }
}
