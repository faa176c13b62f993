// agon demo [PROTOCOL] --headless [--json]: a fresh copy of the protocol's bundled demo, played to
// the end with no agent installed, then its report (or, with --json, the event stream and outcome).
import { DEFAULT_PROTOCOL } from '../../protocols/registry.js';
import { parseCommand } from '../args.js';
import type { ExitCode } from '../../session/exit-codes.js';
import { makeOutput } from '../../session/output.js';
import { printText } from '../../text/print.js';
import { serviceFor } from '../../session/local-service.js';
import { hostOf } from '../../agents/host.js';
import { drive } from '../../session/drive.js';

export async function demoCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('demo', argv, { headless: { type: 'boolean' } }, { min: 0, max: 1, names: 'the protocol' });
  const session = await serviceFor(values, hostOf(env, cwd)).createDemo(positionals[0] ?? DEFAULT_PROTOCOL);
  try {
    const json = values.json === true;
    const code = await drive(session, json ? makeOutput(true) : makeOutput(false, true), Infinity);
    if (!json) printText(session.outcome().report);
    return code;
  } finally {
    await session.close();
  }
}
