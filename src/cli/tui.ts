// The TUI's composition root: wires the session service (through SessionController) into the
// services the components use, then loads ink and react, lazily, only here. Told to stop (SIGINT,
// SIGTERM, SIGHUP when the terminal closes), it closes every open session (the running step is
// cancelled, what finished saved, the lock released) before agon exits.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { sanitizeDeep, sanitizeForTerminal } from '../text/sanitize.js';
import { CLI_KINDS } from '../agents/kinds.js';
import { which } from '../agents/which.js';
import { CONFIG_FILE } from '../agents/config.js';
import { declarations, DEFAULT_PROTOCOL } from '../protocols/registry.js';
import type { SeatSpec } from '../../state/schema.js';
import { parseSeatSpec } from '../agents/seat-spec.js';
import { absolutizeSpec } from '../agents/port.js';
import { type Host, hostOf } from '../agents/host.js';
import { hostDefaults } from '../session/request-defaults.js';
import { parseCommand, protocolArg, protocolOptions, SESSION_OPTIONS } from './args.js';
import { stringOpt } from '../session/flag-values.js';
import { requestFromFlags } from '../session/flag-request.js';
import { FORM_WORDING } from '../session/form-wording.js';
import type { NewSessionRequest } from '../session/new-session-request.js';
import { newSession, requestedProtocol } from '../session/new-session.js';
import { reseatSpecs } from '../session/request-seats.js';
import { credentialsOf } from '../agents/credentials.js';
import { EXIT, type ExitCode } from '../session/exit-codes.js';
import { requestError, SessionError, usageError } from '../session/errors.js';
import { printError, printText } from '../text/print.js';
import { serviceFor } from '../session/local-service.js';
import type { Session } from '../session/session.js';
import { SessionController } from '../session/session-controller.js';
import { STOP_CODES, stopSignal, watchTerminalInput, whileStoppable } from '../system/shutdown.js';
import type { NewSessionInput, TuiServices } from '../../components/services.js';
import type { KeyBindings } from '../../components/keys/bindings.js';
import { bindingsFromConfig } from '../../components/keys/overrides.js';
import { type Launch, savedLine } from './resume-command.js';

const DEMO_DELAY_SECONDS = 0.6;

export async function tuiCommand(command: string | undefined, argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    printError(
      'the workbench needs a terminal; for scripts use the headless commands (agon run, step, act, move, show, demo --headless; see agon --help)',
    );
    return EXIT.usage;
  }
  const info = requestedProtocol({ protocol: protocolArg(argv) });
  const options =
    command === 'new'
      ? { ...SESSION_OPTIONS, ...protocolOptions(info) }
      : command === 'resume'
        ? { seat: { type: 'string' as const, multiple: true } }
        : {};
  const positionals =
    command === 'resume' || command === 'demo'
      ? { min: command === 'resume' ? 1 : 0, max: 1, names: command === 'resume' ? 'the session id' : 'the protocol' }
      : { min: 0, max: 0, names: '' };
  const { values, positionals: args } = parseCommand(command ?? 'agon', argv, options, positionals);
  // The one place the TUI gets where it runs, the config file with it (read once, when first needed).
  const host = hostOf(env, cwd);
  const service = serviceFor(values, host, { quiet: true });
  const absolutize = (spec: SeatSpec) => absolutizeSpec(spec, host);
  const bindings = keyBindings(host);

  // Every controller made, so a stop can close them all, whichever screen shows.
  const open = new Set<SessionController>();
  /** A controller that follows the session while another agon holds it, and takes it once released. */
  const control = (session: Session) => {
    const controller = new SessionController(session, { absolutize, reopen: ({ readOnly }) => service.open(session.id, { readOnly }) });
    open.add(controller);
    return controller;
  };
  const controllerFor = async (id: string) => control(await service.open(id, { readOnlyIfLocked: true }));
  const shown = (text: string) => sanitizeForTerminal(credentialsOf(env).redact(text));

  // A refusal's message is shown on the start screen or the form: it goes through the policy too.
  const guarded =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await work(...args);
      } catch (error) {
        throw new Error(shown(formText(error)));
      }
    };

  const seatOf = (protocolId: string, seat: string, text: string): SeatSpec => {
    requestedProtocol({ protocol: protocolId });
    const parsed = parseSeatSpec(`${seat}=${text}`);
    if (!parsed.ok) throw requestError(parsed.problem);
    return absolutize(parsed.value.spec);
  };
  const services: TuiServices = {
    cwd,
    bindings,
    agentKinds: CLI_KINDS.filter((k) => which(k, env) !== undefined),
    protocols: declarations(),
    listSessions: guarded(async () => {
      const rows = await service.list();
      return sanitizeDeep(rows, shown).map((row) =>
        'error' in row
          ? { id: row.id, question: '', protocol: '', phase: '', progress: '', updated: '', status: '', error: row.error }
          : {
              id: row.id,
              question: row.meta.question,
              ...(row.meta.title ? { title: row.meta.title } : {}),
              protocol: row.protocol,
              phase: row.meta.phase,
              progress: row.meta.progress.label,
              updated: row.meta.updatedAt.slice(0, 16).replace('T', ' '),
              status: row.meta.status,
              ...(row.meta.reason ? { reason: row.meta.reason } : {}),
            },
      );
    }),
    openSession: guarded(controllerFor),
    removeSession: guarded(async (id: string) => {
      await service.remove(id);
    }),
    renameSession: guarded(async (id: string, title: string) => {
      await service.rename(id, title);
    }),
    createSession: guarded(async (input: NewSessionInput) => {
      const { protocol, config } = newSession(formRequest(input), cwd, hostDefaults(host));
      return control(await service.create(protocol.id, config));
    }),
    async checkSeat(protocolId, seat, text) {
      try {
        await service.checkSeat(protocolId, seat, seatOf(protocolId, seat, text));
        return undefined;
      } catch (error) {
        return shown(formText(error));
      }
    },
    checkWorkdir(path) {
      const full = resolve(cwd, path);
      try {
        return statSync(full).isDirectory() ? undefined : shown(`${full} is not a folder`);
      } catch {
        return shown(`${full} does not exist`);
      }
    },
    createDemo: guarded(async (protocolId: string) => control(await service.createDemo(protocolId, { delaySeconds: DEMO_DELAY_SECONDS }))),
  };

  let initial: SessionController | undefined;
  if (command === 'resume') {
    const session = await service.open(args[0]!, { readOnlyIfLocked: true });
    try {
      const seats = reseatSpecs(session.protocol, (values.seat as string[] | undefined) ?? [], absolutize);
      for (const [seat, spec] of Object.entries(seats)) await session.reseat(seat, spec);
    } catch (error) {
      await session.close();
      throw error;
    }
    initial = control(session);
  }
  if (command === 'demo') initial = await services.createDemo(args[0] ?? DEFAULT_PROTOCOL);
  if (command === 'new' && stringOpt(values, 'question')) {
    const { protocol, config } = newSession(requestFromFlags(info, values), cwd, hostDefaults(host));
    initial = control(await service.create(protocol.id, config));
  }
  const { runTui } = await import('../../components/index.js');
  watchTerminalInput();
  const onStop = () => {
    void Promise.allSettled([...open].map((c) => c.close())).then(() =>
      process.exit(STOP_CODES[stopSignal.reason as keyof typeof STOP_CODES] ?? EXIT.cancelled),
    );
  };
  stopSignal.addEventListener('abort', onStop, { once: true });
  try {
    const { code, lastSession } = await whileStoppable(() => runTui(services, initial));
    // Ink leaves its last frame, a full screen, with the cursor at the end of its last line.
    if (lastSession) printText(`\n${savedLine(lastSession, launchOf(env, cwd, stringOpt(values, 'sessions-dir')))}\n`);
    return code as ExitCode;
  } finally {
    stopSignal.removeEventListener('abort', onStop);
  }
}

/** The keys the config file's `keys` section gives; a bad config file is refused in one line, as `agon run` refuses it. */
export function keyBindings(host: Host): KeyBindings {
  const config = host.config();
  const keys = bindingsFromConfig(config.keys);
  const file = host.configFile();
  if (!keys.ok) throw usageError(`${(file.ok ? file.path : undefined) ?? CONFIG_FILE}: ${keys.problem}`);
  return keys.bindings;
}

/** The form's input as a new-session request: its fields are the request's own. */
export function formRequest(input: NewSessionInput): NewSessionRequest {
  return {
    protocol: input.protocol,
    question: input.question,
    seats: input.seats,
    options: input.options,
    ...(input.workdir ? { workdir: input.workdir } : {}),
    ...(input.timeoutSeconds !== undefined ? { timeoutSeconds: input.timeoutSeconds } : {}),
    ...(input.budgets ? { budgets: input.budgets } : {}),
  };
}

/** A refusal as the form words it (by its titles), or an error's message. */
function formText(error: unknown): string {
  return error instanceof SessionError ? error.worded(FORM_WORDING) : ((error as Error)?.message ?? String(error));
}

/** How this agon was started, for the resume command quitting prints. */
function launchOf(env: NodeJS.ProcessEnv, cwd: string, sessionsDir: string | undefined): Launch {
  return { env, script: process.argv[1], cwd, ...(sessionsDir ? { sessionsDir: resolve(cwd, sessionsDir) } : {}) };
}
