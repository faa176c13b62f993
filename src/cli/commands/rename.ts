// agon rename <id> <title>: a title of the person's own for a session, shown beside its question;
// the id and folder stay, so every command still takes the id. An empty title ("") clears it.
import { parseCommand } from '../args.js';
import { EXIT, type ExitCode } from '../../session/exit-codes.js';
import { makeOutput } from '../../session/output.js';
import { serviceFor } from '../../session/local-service.js';
import { hostOf } from '../../agents/host.js';

export async function renameCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('rename', argv, {}, { min: 2, max: 2, names: 'the session id and the title' });
  const renamed = await serviceFor(values, hostOf(env, cwd)).rename(positionals[0]!, positionals[1]!);
  makeOutput(values.json === true).result({ kind: 'renamed', session: renamed.id, title: renamed.title ?? null }, [
    renamed.title ? `Renamed ${renamed.id}: "${renamed.title}".` : `${renamed.id} has no title now.`,
  ]);
  return EXIT.ok;
}
