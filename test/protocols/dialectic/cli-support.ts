// What the dialectic's CLI tests share: a workspace per test, the memory folder's files as text or
// JSON lines, the session folders, script files by seat, and a debate that ends in RETRY.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Workspace } from '../../helpers/cli.js';

export function cliHelpers(current: () => Workspace) {
  const memory = (file: string) => readFile(join(current().dir, 'memory', file), 'utf8');
  const jsonl = async (file: string) =>
    (await memory(file))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const sessions = async () =>
    (await readdir(current().sessions).catch(() => [] as string[])).filter((d) => !d.startsWith('.') && d !== 'README.md').sort();
  /** A script file answering each seat in turn. */
  const script = (bySeat: Record<string, unknown[]>): Promise<string> =>
    current().write(`answers-${Object.keys(bySeat).join('-')}-${Date.now()}.json`, {
      bySeat: Object.fromEntries(
        Object.entries(bySeat).map(([seat, list]) => [seat, list.map((a) => (typeof a === 'string' ? a : JSON.stringify(a)))]),
      ),
    });
  return { memory, jsonl, sessions, script };
}

export const RETRY_DEBATE = {
  advocate: [
    {
      diagnosis: 'the test imports a file that moved',
      fix: 'import from the package entry',
      diff_from_previous: 'changes what is imported, not how deps are installed',
    },
  ],
  critic: [{ pattern: 'none', blind_spot: 'none', should_escalate: false }],
  synthesis: [{ resolution: 'RETRY', rationale: 'The fix targets the cause.', diff_substantial: 'yes' }],
};
