// agon af FILE --semantics S [--format apx|tgf|i23] [--task SE|EE|DC|DS --arg A]: the formal
// semantics on their own, reading a framework file as a stream and answering in ICCMA style, so
// the results can be checked against other solvers. apx and tgf input answer in the 2019 style
// ([a,b], [[a],[b,c]], YES/NO); the 2023 format answers in its own (w 1 2 5, YES/NO).
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { credulouslyAccepted, skepticallyAccepted } from '../../semantics/acceptance.js';
import { type Framework, idOf, nameOf } from '../../semantics/dung.js';
import { extensions, type Semantics, SemanticsLimitError, someExtension } from '../../semantics/extensions.js';
import { FormatError, type FormatName, FORMATS, formatOfPath } from '../../semantics/formats/index.js';
import { parseCommand } from '../args.js';
import { stringOpt } from '../../session/flag-values.js';
import { EXIT, type ExitCode } from '../../session/exit-codes.js';
import { unavailable, usageError } from '../../session/errors.js';
import { printText } from '../../text/print.js';

const SEMANTICS: Record<string, Semantics> = {
  grounded: 'grounded',
  gr: 'grounded',
  complete: 'complete',
  co: 'complete',
  preferred: 'preferred',
  pr: 'preferred',
  stable: 'stable',
  st: 'stable',
};
const TASKS = ['SE', 'EE', 'DC', 'DS'] as const;
type Task = (typeof TASKS)[number];

export async function afCommand(argv: string[], _env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const options = { format: { type: 'string' }, semantics: { type: 'string' }, task: { type: 'string' }, arg: { type: 'string' } } as const;
  const { values, positionals } = parseCommand('af', argv, options, { min: 1, max: 1, names: 'the framework file' });
  const file = positionals[0]!;
  const rawSemantics = stringOpt(values, 'semantics');
  if (!rawSemantics) throw usageError('af: --semantics is required: grounded, complete, preferred or stable');
  const semantics = SEMANTICS[rawSemantics.toLowerCase()];
  if (!semantics) throw usageError(`af: unknown semantics "${rawSemantics}" (grounded, complete, preferred or stable)`);
  const rawTask = (stringOpt(values, 'task') ?? 'SE').toUpperCase();
  if (!(TASKS as readonly string[]).includes(rawTask))
    throw usageError(`af: unknown task "${stringOpt(values, 'task')}" (SE, EE, DC or DS)`);
  const task = rawTask as Task;
  const argName = stringOpt(values, 'arg');
  if ((task === 'DC' || task === 'DS') && argName === undefined) throw usageError(`af: --task ${task} needs --arg A`);
  if ((task === 'SE' || task === 'EE') && argName !== undefined) throw usageError(`af: --arg is for the tasks DC and DS, not ${task}`);
  const rawFormat = stringOpt(values, 'format');
  if (rawFormat !== undefined && !Object.hasOwn(FORMATS, rawFormat))
    throw usageError(`af: unknown format "${rawFormat}" (apx, tgf or i23)`);
  const format = (rawFormat as FormatName | undefined) ?? formatOfPath(file);
  if (!format) throw usageError(`af: cannot tell the format of ${file} from its name: give --format apx, tgf or i23`);

  const af = await read(resolve(cwd, file), file, format);
  let arg = -1;
  if (argName !== undefined) {
    const id = idOf(af, argName);
    if (id === undefined) throw usageError(`af: --arg ${argName} is not an argument of ${file}`);
    arg = id;
  }
  try {
    printText(`${answer(af, semantics, task, arg, format === 'i23')}\n`);
  } catch (error) {
    if (error instanceof SemanticsLimitError) throw unavailable(`af: ${error.message}`);
    throw error;
  }
  return EXIT.ok;
}

async function read(path: string, file: string, format: FormatName): Promise<Framework> {
  try {
    return await FORMATS[format].read(createReadStream(path));
  } catch (error) {
    if (error instanceof FormatError) throw usageError(`af: ${file} is not a valid ${format} file: ${error.message}`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code) throw unavailable(`af: cannot read ${file} (${code})`);
    throw error;
  }
}

function answer(af: Framework, semantics: Semantics, task: Task, arg: number, iccma2023: boolean): string {
  const set = (ids: number[]) => (iccma2023 ? ['w', ...ids.map((i) => i + 1)].join(' ') : `[${ids.map((i) => nameOf(af, i)).join(',')}]`);
  switch (task) {
    case 'SE': {
      const found = someExtension(af, semantics);
      return found ? set(found) : 'NO';
    }
    case 'EE': {
      const all = extensions(af, semantics);
      return iccma2023 ? (all.length > 0 ? all.map(set).join('\n') : 'NO') : `[${all.map(set).join(',')}]`;
    }
    case 'DC':
      return credulouslyAccepted(af, semantics, arg) ? 'YES' : 'NO';
    case 'DS':
      return skepticallyAccepted(af, semantics, arg) ? 'YES' : 'NO';
  }
}
