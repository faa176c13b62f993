// agon run: create a session from the options and run it until it is done or a person is due.
import { configOrUsage } from '../../agents/config.js';
import { declarationOf, DEFAULT_PROTOCOL } from '../../protocols/registry.js';
import { absolutizeSpec } from '../../agents/port.js';
import { parseCommand, protocolArg, protocolOptions, SESSION_OPTIONS } from '../args.js';
import { sessionConfig } from '../../session/new-session.js';
import { usableKinds } from '../../session/default-seats.js';
import type { ExitCode } from '../../session/exit-codes.js';
import { usageError } from '../../session/errors.js';
import { makeOutput } from '../../session/output.js';
import { serviceFor } from '../../session/local-service.js';
import { drive } from '../../session/drive.js';

export async function runCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  // What default seats were filled with is said once the output's form (--json) is known.
  const said: string[] = [];
  const { info, values, config } = runConfig(argv, env, cwd, (line) => said.push(line));
  const output = makeOutput(values.json === true);
  for (const line of said) output.text(line);
  const service = serviceFor(values, env, cwd);
  // Agents are built before anything is written, so a bad script or an unusable agent leaves no session.
  const session = await service.create(info.id, config);
  try {
    output.text(`Session ${session.id} created.`);
    return await drive(session, output, Infinity);
  } finally {
    await session.close();
  }
}

/** The session a `run` command line describes, checked as `agon run` checks it (`agon serve` too). */
export function runConfig(argv: string[], env: NodeJS.ProcessEnv, cwd: string, say?: (line: string) => void) {
  const info = protocolInfo(argv);
  const { values } = parseCommand('run', argv, { ...SESSION_OPTIONS, ...protocolOptions(info) }, { min: 0, max: 0, names: '' });
  const config = sessionConfig(info, values, cwd, (spec) => absolutizeSpec(spec, cwd, env), configOrUsage(cwd, env).seats, { usable: usableKinds(env), ...(say ? { say } : {}) });
  return { info, values, config };
}

/** The protocol named by `--protocol` (or the default), whose options this command line may carry. */
export function protocolInfo(argv: string[]) {
  const id = protocolArg(argv) ?? DEFAULT_PROTOCOL;
  const info = declarationOf(id);
  if (!info) throw usageError(`unknown protocol "${id}"`);
  return info;
}
