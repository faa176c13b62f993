// The composition root: parses the command, loads only what that command needs (headless
// commands never load ink or react), and turns every user-facing failure into one line and an
// exit code (DESIGN.md). app.ts loads it once the signal handlers exist.
import { declaredCommand } from '../protocols/registry.js';
import { commandHelp, HELP, usage } from './help.js';
import { loadPlugins } from './plugins.js';
import { printError, printText } from '../text/print.js';
import { STOP_CODES, stopRequested } from '../system/shutdown.js';
import { packageVersion } from './version.js';

/** Help and the version print text and load nothing else, zod included. */
function printsOnly(command: string | undefined, wantsHelp: boolean): boolean {
  return wantsHelp || command === '--version' || command === '-V' || command === '--help' || command === '-h' || command === 'help';
}

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
  rename: async () => (await import('./commands/rename.js')).renameCommand,
  check: async () => (await import('./commands/check.js')).checkCommand,
  export: async () => (await import('./commands/export.js')).exportCommand,
  doctor: async () => (await import('./commands/doctor.js')).doctorCommand,
  af: async () => (await import('./commands/af.js')).afCommand,
  serve: async () => (await import('./commands/serve.js')).serveCommand,
  mcp: async () => (await import('./commands/mcp.js')).mcpCommand,
};

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const wantsHelp = rest.includes('--help') || rest.includes('-h');
  // zod reads this mode when a schema is built, so it is set before any module that builds one.
  if (!printsOnly(command, wantsHelp)) (await import('./zod-mode.js')).interpretZod();
  await loadPlugins(process.env);
  if (command === '--version' || command === '-V') {
    printText(`${packageVersion()}\n`);
    return 0;
  }
  if (command === 'demo' && !wantsHelp && rest.includes('--headless')) {
    const { demoCommand } = await import('./commands/demo.js');
    return demoCommand(rest, process.env, process.cwd());
  }
  if (command === undefined || command === 'new' || command === 'resume' || command === 'demo') {
    if (wantsHelp) {
      printText(`${command === 'demo' ? HELP.demo : usage()}\n`);
      return 0;
    }
    const { tuiCommand } = await import('./tui.js');
    return tuiCommand(command, rest, process.env, process.cwd());
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    printText(`${usage()}\n`);
    return 0;
  }
  const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (load) {
    if (wantsHelp) {
      printText(`${HELP[command] ?? usage()}\n`);
      return 0;
    }
    const run = await load();
    return run(rest, process.env, process.cwd());
  }
  // A protocol's command for other programs (`agon gate`); the platform's own names come first.
  const declared = declaredCommand(command);
  if (!declared) {
    printError(`unknown command "${command}" (see agon --help)`);
    return 2;
  }
  if (wantsHelp) {
    printText(`${commandHelp(declared.declaration, declared.command)}\n`);
    return 0;
  }
  const { protocolCommand } = await import('./commands/protocol-command.js');
  return protocolCommand(declared.declaration, declared.command, rest, process.env, process.cwd());
}

main(process.argv.slice(2)).then(
  (code) => {
    // A run that stopped because agon was told to ends with that signal's code.
    const stopped = stopRequested();
    process.exitCode = stopped ? STOP_CODES[stopped] : code;
  },
  async (error: unknown) => {
    const [{ userProblem }, { exitCodeOf }, { FLAG_WORDING }] = await Promise.all([
      import('../session/errors.js'),
      import('../session/exit-codes.js'),
      import('../session/problems.js'),
    ]);
    const known = userProblem(error);
    if (known) {
      printError(known.worded(FLAG_WORDING));
      process.exitCode = exitCodeOf(known);
      return;
    }
    printError(`internal error: ${(error as Error)?.stack ?? String(error)}`);
    process.exitCode = 1;
  },
);
