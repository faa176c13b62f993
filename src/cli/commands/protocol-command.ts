// `agon NAME …` for a command a protocol declares for other programs (`agon gate`, …): its command
// line parsed as the declaration describes, run by the one executor (src/session/command-executor.ts),
// its result printed.
import type { CommandDecl, ProtocolDeclaration } from '../../protocols/types.js';
import { hostOf } from '../../agents/host.js';
import { executeWithFlags } from '../../session/command-executor.js';
import { JSON_STREAM_VERSION, makeOutput } from '../../session/output.js';
import { printError, printJson, printText } from '../../text/print.js';
import { parseCommand, protocolOptions, SESSION_OPTIONS } from '../args.js';

const { protocol: _protocol, question: _question, ...DEBATE_OPTIONS } = SESSION_OPTIONS;

/** `agon NAME …` for a command a protocol declares: parsed from argv, printed, its exit code returned. */
export async function protocolCommand(
  declaration: ProtocolDeclaration,
  decl: CommandDecl,
  argv: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<number> {
  const args = decl.args ?? [];
  const { values, positionals } = parseCommand(
    decl.name,
    argv,
    { ...(decl.debates ? DEBATE_OPTIONS : { 'memory-dir': SESSION_OPTIONS['memory-dir']! }), ...protocolOptions(decl) },
    {
      min: args.filter((a) => !a.optional).length,
      max: args.length,
      names: args.map((a) => a.name).join(' and '),
    },
  );
  const json = values.json === true;
  const { exit, print } = await executeWithFlags(declaration, decl, values, positionals, {
    host: hostOf(env, cwd),
    output: json ? makeOutput(true) : makeOutput(false, true),
  });
  if (json) printJson({ v: JSON_STREAM_VERSION, kind: 'command', command: decl.name, exit, ...print.json });
  else {
    printText(print.text.endsWith('\n') ? print.text : `${print.text}\n`);
    if (print.note) printError(print.note);
  }
  return exit;
}
