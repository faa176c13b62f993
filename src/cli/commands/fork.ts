// agon fork <id> [--at SEQ]: a new session holding events 1..SEQ (all by default), with every
// agent resume reference cleared so the agents start their own sessions afresh.
import { parseCommand } from '../args.js';
import { numberOpt } from '../../session/flag-values.js';
import { EXIT, type ExitCode } from '../../session/exit-codes.js';
import { makeOutput } from '../../session/output.js';
import { serviceFor } from '../../session/local-service.js';
import { hostOf } from '../../agents/host.js';

export async function forkCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('fork', argv, { at: { type: 'string' } }, { min: 1, max: 1, names: 'the session id' });
  const at = numberOpt(values, 'at', { integer: true, zero: true });
  const forked = await serviceFor(values, hostOf(env, cwd)).fork(positionals[0]!, at);
  makeOutput(values.json === true).result({ kind: 'forked', session: forked.id, from: forked.from, events: forked.events }, [
    `Forked ${forked.from} at event ${forked.events} into ${forked.id}.`,
  ]);
  return EXIT.ok;
}
