// agon export <id> --format md|json|argdown|dot [-o FILE]: the report (markdown), the outcome with
// the events (JSON), or the argument map for Argdown tools or Graphviz, to stdout or atomically to
// a file.
import { resolve } from 'node:path';
import { writeFileDurably } from '../../../state/index.js';
import { argdown } from '../../export/argdown.js';
import { dot } from '../../export/dot.js';
import { parseCommand } from '../args.js';
import { stringOpt } from '../../session/flag-values.js';
import { EXIT, type ExitCode } from '../../session/exit-codes.js';
import { usageError } from '../../session/errors.js';
import { printText, shown } from '../../text/print.js';
import { serviceFor } from '../../session/local-service.js';
import { hostOf } from '../../agents/host.js';

const FORMATS = ['md', 'json', 'argdown', 'dot'];

export async function exportCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand(
    'export',
    argv,
    { format: { type: 'string' }, output: { type: 'string', short: 'o' } },
    { min: 1, max: 1, names: 'the session id' },
  );
  const format = stringOpt(values, 'format');
  if (!format || !FORMATS.includes(format))
    throw usageError(`export: --format must be one of ${FORMATS.join(', ')}${format ? `, not "${format}"` : ''}`);
  const session = await serviceFor(values, hostOf(env, cwd)).open(positionals[0]!, { readOnly: true });
  let text: string;
  try {
    if (format === 'argdown' || format === 'dot') {
      const { argumentMap, question } = session.view();
      if (!argumentMap) throw usageError(`export: the ${session.protocol.id} protocol has no argument map`);
      text = format === 'argdown' ? argdown(argumentMap, question) : dot(argumentMap, question);
    } else {
      text = session.exportText(format as 'md' | 'json');
    }
  } finally {
    await session.close();
  }
  const target = stringOpt(values, 'output');
  if (!target) {
    printText(text);
    return EXIT.ok;
  }
  // A file is shown by whatever opens it: the same policy as the terminal. A failure says why.
  await writeFileDurably(resolve(cwd, target), shown(text));
  return EXIT.ok;
}
