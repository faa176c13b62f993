// agon run: create a session from the options and run it until it is done or a human is due.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { resolveSessionsDir, SessionStore } from '../../../state/index.js';
import type { SeatSpec, SessionConfig } from '../../../state/schema.js';
import { parseSeatSpec } from '../../agents/seat-spec.js';
import { DEFAULT_PROTOCOL } from '../../protocols/registry.js';
import { loadConfig } from '../../agents/config.js';
import { absolutizeSpec, buildAgents, writePersonas } from '../agents.js';
import { budgetOptions, numberOpt, parseCommand, SESSION_OPTIONS, stringOpt, type Parsed } from '../args.js';
import { type ExitCode, usageError } from '../exit.js';
import { makeOutput } from '../output.js';
import { loadSession, metaOf, protocolOrUsage, storeFailure } from '../session.js';
import { drive } from './drive.js';

export async function runCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values } = parseCommand('run', argv, SESSION_OPTIONS, { min: 0, max: 0, names: '' });
  const protocol = protocolOrUsage(stringOpt(values, 'protocol') ?? DEFAULT_PROTOCOL);
  const file = loadConfig(cwd, env);
  if (!file.ok) throw usageError(file.problem);
  const config = sessionConfig(values, protocol.seats, protocol.requiredSeats, cwd, file.config.seats);
  const configured = protocol.configure(config);
  if (!configured.ok) throw usageError(`invalid session options: ${configured.problem}`);
  const store = new SessionStore(resolveSessionsDir(stringOpt(values, 'sessions-dir'), env, cwd));
  // Agents are built before anything is written, so a bad script or an unusable agent leaves no session.
  const agents = await buildAgents(store, config.seats, []);
  const now = new Date();
  const created = await store
    .create({ protocol: protocol.id, config, meta: metaOf(protocol, protocol.init(configured.config), config, 0, now), now })
    .catch(storeFailure);
  for (const seat of Object.keys(config.seats)) await created.seatDir(seat);
  await writePersonas(config.seats, (seat) => created.seatDir(seat));
  await created.close();
  const output = makeOutput(values.json === true);
  output.text(`Session ${created.id} created.`);
  const loaded = await loadSession(store, created.id);
  try {
    return await drive(store, loaded, output, { rounds: Infinity, agents });
  } finally {
    await loaded.open.close();
  }
}

/** The session config from the command line; every bad value is a usage error naming it. */
export function sessionConfig(
  values: Parsed['values'],
  seatNames: readonly string[],
  required: readonly string[],
  cwd: string,
  /** Default seats from the config file, for seats the command line leaves out. */
  defaults: Record<string, string> = {},
): SessionConfig {
  const question = stringOpt(values, 'question')?.trim();
  if (!question) throw usageError('--question is required (the question to debate)');
  const seats: Record<string, SeatSpec> = {};
  for (const text of (values.seat as string[] | undefined) ?? []) {
    const parsed = parseSeatSpec(text);
    if (!parsed.ok) throw usageError(parsed.problem);
    const { seat, spec } = parsed.value;
    if (!seatNames.includes(seat)) throw usageError(`unknown seat "${seat}" (this protocol's seats: ${seatNames.join(', ')})`);
    if (seats[seat]) throw usageError(`seat ${seat} is given twice`);
    seats[seat] = absolutizeSpec(spec, cwd);
  }
  for (const [seat, text] of Object.entries(defaults)) {
    if (seats[seat] || !seatNames.includes(seat)) continue;
    const parsed = parseSeatSpec(`${seat}=${text}`);
    if (parsed.ok) seats[seat] = absolutizeSpec(parsed.value.spec, cwd);
  }
  const missing = required.filter((s) => !seats[s]);
  if (missing.length > 0) throw usageError(`no agent for ${missing.join(', ')}: add --seat ${missing[0]}=KIND (script, human, …)`);
  const workdir = stringOpt(values, 'workdir');
  if (workdir !== undefined && !isDirectory(resolve(cwd, workdir))) throw usageError(`--workdir ${workdir} is not a directory`);
  const budgets = budgetOptions(values);
  const maxRounds = numberOpt(values, 'max-rounds', { integer: true });
  const timeout = numberOpt(values, 'timeout');
  return {
    question,
    ...(stringOpt(values, 'framing') ? { framing: stringOpt(values, 'framing')! } : {}),
    ...(stringOpt(values, 'mode') ? { mode: stringOpt(values, 'mode')! } : {}),
    ...(maxRounds !== undefined ? { maxRounds } : {}),
    ...(values['high-stakes'] === true ? { highStakes: true } : {}),
    ...(workdir !== undefined ? { workdir: resolve(cwd, workdir) } : {}),
    seats,
    ...(timeout !== undefined ? { timeoutSeconds: timeout } : {}),
    ...(budgets ? { budgets } : {}),
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
