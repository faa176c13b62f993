#!/usr/bin/env node
// The composition root: parses the command, loads only what that command needs (headless
// commands never load ink or react), and turns every user-facing failure into one line and an
// exit code (DESIGN.md).
import { readFileSync } from 'node:fs';
import { HELP, USAGE } from './help.js';

type Command = (argv: string[], env: NodeJS.ProcessEnv, cwd: string) => Promise<number>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  run: async () => (await import('./commands/run.js')).runCommand,
  step: async () => (await import('./commands/step.js')).stepCommand,
  act: async () => (await import('./commands/act.js')).actCommand,
  move: async () => (await import('./commands/move.js')).moveCommand,
  fork: async () => (await import('./commands/fork.js')).forkCommand,
  list: async () => (await import('./commands/inspect.js')).listCommand,
  show: async () => (await import('./commands/inspect.js')).showCommand,
  rm: async () => (await import('./commands/inspect.js')).rmCommand,
  export: async () => (await import('./commands/export.js')).exportCommand,
  doctor: async () => (await import('./commands/doctor.js')).doctorCommand,
  af: async () => (await import('./commands/af.js')).afCommand,
};

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--version' || command === '-V') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (command === undefined || command === 'new' || command === 'resume' || command === 'demo') {
    if (rest.includes('--help') || rest.includes('-h')) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const { tuiCommand } = await import('./tui.js');
    return tuiCommand(command, rest, process.env, process.cwd());
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!load) {
    process.stderr.write(`agon: unknown command "${command}" (see agon --help)\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${HELP[command] ?? USAGE}\n`);
    return 0;
  }
  const run = await load();
  return run(rest, process.env, process.cwd());
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  async (error: unknown) => {
    const { CliError } = await import('./exit.js');
    if (error instanceof CliError) {
      process.stderr.write(`agon: ${error.message}\n`);
      process.exitCode = error.exitCode;
      return;
    }
    process.stderr.write(`agon: internal error: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
