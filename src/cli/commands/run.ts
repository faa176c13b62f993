// agon run: create a session from the options and run it until it is done or a person is due.
import { hostOf } from '../../agents/host.js';
import { parseCommand, protocolArg, protocolOptions, SESSION_OPTIONS } from '../args.js';
import { requestFromFlags } from '../../session/flag-request.js';
import type { Flags } from '../../session/flag-values.js';
import type { NewSessionRequest } from '../../session/new-session-request.js';
import { newSession, requestedProtocol } from '../../session/new-session.js';
import { hostDefaults } from '../../session/request-defaults.js';
import type { ExitCode } from '../../session/exit-codes.js';
import { makeOutput } from '../../session/output.js';
import { serviceFor } from '../../session/local-service.js';
import { drive } from '../../session/drive.js';

export async function runCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, request } = runRequest(argv);
  // What default seats were filled with is said once the output's form (--json) is known.
  const said: string[] = [];
  const host = hostOf(env, cwd);
  const { protocol, config } = newSession(request, cwd, hostDefaults(host, { say: (line) => said.push(line) }));
  const output = makeOutput(values.json === true);
  for (const line of said) output.text(line);
  const service = serviceFor(values, host);
  // Agents are built before anything is written, so a bad script or an unusable agent leaves no session.
  const session = await service.create(protocol.id, config);
  try {
    output.text(`Session ${session.id} created.`);
    return await drive(session, output, Infinity);
  } finally {
    await session.close();
  }
}

/** `agon run`'s command line as its flags and the new-session request they make. */
export function runRequest(argv: string[]): { values: Flags; request: NewSessionRequest } {
  // The protocol decides which flags the command line may carry.
  const info = requestedProtocol({ protocol: protocolArg(argv) });
  const { values } = parseCommand('run', argv, { ...SESSION_OPTIONS, ...protocolOptions(info) }, { min: 0, max: 0, names: '' });
  return { values, request: requestFromFlags(info, values) };
}
