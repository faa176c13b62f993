// What quitting the workbench prints: where the session is saved and the command that brings it
// back, spelled the way this agon was started, so it runs as printed right after the README's
// set-up (`npm install && npm start`: no global `agon` exists then). Pure: the launch is given.
import { basename, relative } from 'node:path';

/** How this agon was started, as the process tells it. */
export interface Launch {
  /** npm's variables: `npm_lifecycle_event` is "start" under `npm start`, `npm_command` "exec" under npx. */
  env: Record<string, string | undefined>;
  /** The script node ran (`process.argv[1]`): a global `agon` link, or `dist/src/cli/main.js`. */
  script: string | undefined;
  cwd: string;
  /** A `--sessions-dir` given on the command line: the command must name it again. */
  sessionsDir?: string;
}

/** The command that resumes `id` when typed where this agon was started. */
export function resumeCommand(id: string, launch: Launch): string {
  const number = /^(\d+)-/.exec(id)?.[1] ?? id;
  const args = ['resume', number, ...(launch.sessionsDir ? ['--sessions-dir', quoted(launch.sessionsDir)] : [])].join(' ');
  const { env, script } = launch;
  if (env.npm_lifecycle_event === 'start') return `npm start -- ${args}`;
  if (env.npm_command === 'exec') return `npx agon ${args}`;
  if (script === undefined || basename(script) === 'agon') return `agon ${args}`;
  const path = relative(launch.cwd, script);
  return `node ${quoted(path.startsWith('..') ? script : path)} ${args}`;
}

/** What quitting leaves the person with, on a line of its own. */
export function savedLine(id: string, launch: Launch): string {
  return `Saved as ${id}; resume with \`${resumeCommand(id, launch)}\`.`;
}

function quoted(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
