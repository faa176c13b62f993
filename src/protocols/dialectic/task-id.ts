// A task's identity (seed 003, "Task ID Hashing Strategy"): the description canonicalised — lower
// case, punctuation but `-` and `_` removed, whitespace collapsed, articles dropped (the seed's
// example turns "Fix the authentication test" into "fix authentication test"), common verbs
// stemmed (fixing, fixed → fix) — then SHA-256, its first 16 hex digits. Two descriptions that
// differ only in case, punctuation or verb form are one task; a different goal is another.
import { createHash } from 'node:crypto';

/** Verbs a task description starts with or leans on; their inflections are read as the verb. */
const VERBS = new Set([
  'add',
  'build',
  'bump',
  'change',
  'check',
  'clean',
  'commit',
  'configure',
  'create',
  'debug',
  'delete',
  'deploy',
  'drop',
  'enable',
  'disable',
  'fix',
  'generate',
  'handle',
  'implement',
  'import',
  'improve',
  'install',
  'load',
  'make',
  'merge',
  'migrate',
  'move',
  'optimize',
  'parse',
  'patch',
  'publish',
  'push',
  'refactor',
  'release',
  'reload',
  'remove',
  'rename',
  'repair',
  'replace',
  'reset',
  'restart',
  'restore',
  'revert',
  'rewrite',
  'run',
  'set',
  'setup',
  'ship',
  'start',
  'stop',
  'support',
  'test',
  'update',
  'upgrade',
  'use',
  'validate',
  'verify',
  'write',
]);

const IRREGULAR: Record<string, string> = {
  ran: 'run',
  built: 'build',
  wrote: 'write',
  written: 'write',
  made: 'make',
  rewrote: 'rewrite',
  rewritten: 'rewrite',
};
const ARTICLES = new Set(['a', 'an', 'the']);

function stem(word: string): string {
  if (VERBS.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 1) continue;
    const root = word.slice(0, -suffix.length);
    // fixing → fix, updating → update, running → run
    const candidates = [root, `${root}e`, root.length > 2 && root.at(-1) === root.at(-2) ? root.slice(0, -1) : ''];
    const verb = candidates.find((c) => c !== '' && VERBS.has(c));
    if (verb) return verb;
  }
  return word;
}

export function canonicalTask(description: string): string {
  return description
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .split(/\s+/)
    .filter((w) => w !== '' && !ARTICLES.has(w))
    .map(stem)
    .join(' ');
}

/** The task's id: SHA-256 of its canonical form, the first 16 hex digits. */
export function taskId(description: string): string {
  return createHash('sha256').update(canonicalTask(description)).digest('hex').slice(0, 16);
}
