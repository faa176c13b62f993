// agon run: create a session from the options and run it until it is done or a person is due.
import { configOrUsage } from '../../agents/config.js';
import { absolutizeSpec } from '../../agents/port.js';
import { parseCommand, protocolArg, protocolOptions, SESSION_OPTIONS } from '../args.js';
import { requestFromFlags } from '../../session/flag-request.js';
import { newSession, requestedProtocol } from '../../session/new-session.js';
import { usableKinds } from '../../session/default-seats.js';
import { type ExitCode } from '../../session/exit-codes.js';
import { makeOutput } from '../../session/output.js';
import { serviceFor } from '../../session/local-service.js';
import { drive } from '../../session/drive.js';

export async function runCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  // The protocol decides which flags the command line may carry.
  const info = requestedProtocol({ protocol: protocolArg(argv) });
  const { values } = parseCommand('run', argv, { ...SESSION_OPTIONS, ...protocolOptions(info) }, { min: 0, max: 0, names: '' });
  // What default seats were filled with is said once the output's form (--json) is known.
  const said: string[] = [];
  const { protocol, config } = newSession(requestFromFlags(info, values), cwd, {
    absolutize: (spec) => absolutizeSpec(spec, cwd, env),
    configSeats: configOrUsage(cwd, env).seats ?? {},
    kinds: { usable: usableKinds(env), say: (line) => said.push(line) },
  });
  const output = makeOutput(values.json === true);
  for (const line of said) output.text(line);
  const service = serviceFor(values, env, cwd);
  // Agents are built before anything is written, so a bad script or an unusable agent leaves no session.
  const session = await service.create(protocol.id, config);
  try {
    output.text(`Session ${session.id} created.`);
    return await drive(session, output, Infinity);
  } finally {
    await session.close();
  }
}
