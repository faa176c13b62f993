// agon export <id> --format md|json [-o FILE]: the report (markdown) or the outcome with the events
// (JSON), to stdout or atomically to a file.
import { randomBytes } from 'node:crypto';
import { open as openFile, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { resolveSessionsDir, SessionStore } from '../../../state/index.js';
import { transcript } from '../../export/transcript.js';
import type { DebateEvent } from '../../protocols/types.js';
import { parseCommand, stringOpt } from '../args.js';
import { EXIT, type ExitCode, failure, usageError } from '../exit.js';
import { loadSession } from '../session.js';

const FORMATS = ['md', 'json'];

export async function exportCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('export', argv, { format: { type: 'string' }, output: { type: 'string', short: 'o' } }, { min: 1, max: 1, names: 'the session id' });
  const format = stringOpt(values, 'format');
  if (!format || !FORMATS.includes(format)) throw usageError(`export: --format must be one of ${FORMATS.join(', ')}${format ? `, not "${format}"` : ''}`);
  const store = new SessionStore(resolveSessionsDir(stringOpt(values, 'sessions-dir'), env, cwd));
  const loaded = await loadSession(store, positionals[0]!, { readOnly: true });
  let text: string;
  try {
    const { open, protocol, state, config } = loaded;
    const events = open.doc.events as DebateEvent[];
    text =
      format === 'md'
        ? transcript(protocol, config, open.doc, events)
        : `${JSON.stringify({ v: 1, session: open.id, protocol: open.doc.protocol, createdAt: open.doc.createdAt, config: open.doc.config, meta: open.doc.meta, outcome: protocol.outcome(state).json, events }, null, 2)}\n`;
  } finally {
    await loaded.open.close();
  }
  const target = stringOpt(values, 'output');
  if (!target) {
    process.stdout.write(text);
    return EXIT.ok;
  }
  await writeAtomically(resolve(cwd, target), text);
  return EXIT.ok;
}

/** A whole file or none: written beside the target under a unique name, then renamed over it. */
async function writeAtomically(path: string, text: string): Promise<void> {
  const temp = join(dirname(path), `.${randomBytes(6).toString('hex')}.agon-export`);
  try {
    const handle = await openFile(temp, 'wx', 0o644);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    throw failure(`cannot write ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
