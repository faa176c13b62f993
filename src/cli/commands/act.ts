// agon act <id> <action> [--item] [--value] [--text] [--reason] [--field NAME=VALUE …]: any human
// action the protocol offers. The protocol checks it first; a refused action changes nothing on disk.
import type { HumanInput } from '../../protocols/types.js';
import { parseCommand } from '../args.js';
import { stringOpt } from '../../session/flag-values.js';
import { EXIT, type ExitCode } from '../../session/exit-codes.js';
import { usageError } from '../../session/errors.js';
import { makeOutput } from '../../session/output.js';
import { serviceFor } from '../../session/local-service.js';
import { refusalLine } from '../../session/when-possible.js';
import { hostOf } from '../../agents/host.js';

export async function actCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand(
    'act',
    argv,
    {
      item: { type: 'string' },
      value: { type: 'string' },
      text: { type: 'string' },
      reason: { type: 'string' },
      field: { type: 'string', multiple: true },
    },
    { min: 2, max: 2, names: 'the session id and the action' },
  );
  const [id, action] = positionals as [string, string];
  const input: HumanInput = {};
  for (const key of ['item', 'value', 'text', 'reason'] as const) {
    const v = stringOpt(values, key);
    if (v !== undefined) input[key] = v;
  }
  const fields = fieldsOf((values.field as string[] | undefined) ?? []);
  if (fields) input.fields = fields;
  const session = await serviceFor(values, hostOf(env, cwd)).open(id);
  try {
    const result = await session.act(action, input);
    if (!result.ok) throw usageError(refusalLine(result));
    const output = makeOutput(values.json === true);
    output.event(session.id, result.event, result.notices);
    output.result({ kind: 'acted', session: session.id, action, event: result.event }, [`Recorded ${action} on ${session.id}.`]);
    return EXIT.ok;
  } finally {
    await session.close();
  }
}

/** `--field NAME=VALUE`, repeatable; a name given more than once makes a list. */
function fieldsOf(texts: string[]): Record<string, string | string[]> | undefined {
  if (texts.length === 0) return undefined;
  const fields: Record<string, string | string[]> = {};
  for (const text of texts) {
    const at = text.indexOf('=');
    if (at <= 0) throw usageError(`--field "${text}" is not NAME=VALUE`);
    const name = text.slice(0, at);
    const value = text.slice(at + 1);
    const had = fields[name];
    fields[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return fields;
}
