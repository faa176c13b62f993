// The TUI's composition root: wires the store, the runner (through SessionController) and the
// agents into the services the components use, then loads ink and react, lazily, only here.
import { resolveSessionsDir, SessionStore, StoreError } from '../../state/index.js';
import type { SeatSpec, SessionConfig } from '../../state/schema.js';
import { parseSeatSpec } from '../agents/seat-spec.js';
import { which } from '../agents/which.js';
import { DEMO_QUESTION } from '../demo/redis-memcached.js';
import { PROTOCOLS } from '../protocols/registry.js';
import { absolutizeSpec, buildAgents, DEMO_NAME } from './agents.js';
import { parseCommand, SESSION_OPTIONS, stringOpt } from './args.js';
import { EXIT, type ExitCode, usageError } from './exit.js';
import { sessionConfig } from './commands/run.js';
import { loadSession, metaOf, protocolOrUsage, storeFailure } from './session.js';
import { SessionController } from './session-controller.js';

const CLI_KINDS = ['codex', 'claude', 'gemini', 'qwen'];
const DEMO_DELAY_SECONDS = '0.6';

export async function tuiCommand(command: string | undefined, argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    process.stderr.write('agon: the workbench needs a terminal; for scripts use the headless commands (agon run, step, act, move, show; see agon --help)\n');
    return EXIT.usage;
  }
  const options = command === 'new' ? SESSION_OPTIONS : {};
  const positionals = command === 'resume' ? { min: 1, max: 1, names: 'the session id' } : { min: 0, max: 0, names: '' };
  const { values, positionals: args } = parseCommand(command ?? 'agon', argv, options, positionals);
  const store = new SessionStore(resolveSessionsDir(stringOpt(values, 'sessions-dir'), env, cwd));

  const controllerFor = async (id: string): Promise<SessionController> => {
    try {
      return new SessionController(store, await loadSession(store, id));
    } catch (error) {
      // Held by another agon: open it read-only, with the reason in a banner.
      if (error instanceof Error && /is open in another agon/.test(error.message)) {
        const loaded = await loadSession(store, id, { readOnly: true });
        return new SessionController(store, loaded, { readOnlyReason: error.message });
      }
      throw error;
    }
  };
  const create = async (protocolId: string, config: SessionConfig): Promise<SessionController> => {
    const protocol = protocolOrUsage(protocolId);
    const configured = protocol.configure(config);
    if (!configured.ok) throw usageError(`invalid session: ${configured.problem}`);
    await buildAgents(store, config.seats, []);
    const now = new Date();
    const created = await store.create({ protocol: protocol.id, config, meta: metaOf(protocol, protocol.init(configured.config), config, 0, now), now }).catch(storeFailure);
    for (const seat of Object.keys(config.seats)) await created.seatDir(seat);
    await created.close();
    return controllerFor(created.id);
  };

  const services = {
    cwd,
    agentKinds: CLI_KINDS.filter((k) => which(k, env) !== undefined),
    protocols: Object.values(PROTOCOLS).map((p) => ({ id: p.id, title: p.title, seats: p.seats, requiredSeats: p.requiredSeats, framings: p.framings, modes: p.modes })),
    async listSessions() {
      const rows = await store.list().catch(storeFailure);
      return rows.map((row) =>
        'error' in row
          ? { id: row.id, question: '', protocol: '', phase: '', round: '', updated: '', status: '', error: row.error }
          : { id: row.id, question: row.meta.question, protocol: row.protocol, phase: row.meta.phase, round: `${row.meta.round}/${row.meta.maxRounds}`, updated: row.meta.updatedAt.slice(0, 16).replace('T', ' '), status: row.meta.status },
      );
    },
    openSession: controllerFor,
    async createSession(input: { question: string; protocol: string; framing?: string; mode?: string; maxRounds?: number; seats: Record<string, string> }) {
      const seats: Record<string, SeatSpec> = {};
      for (const [seat, text] of Object.entries(input.seats)) {
        const parsed = parseSeatSpec(`${seat}=${text}`);
        if (!parsed.ok) throw usageError(parsed.problem);
        seats[seat] = absolutizeSpec(parsed.value.spec, cwd);
      }
      return create(input.protocol, {
        question: input.question,
        ...(input.framing ? { framing: input.framing } : {}),
        ...(input.mode ? { mode: input.mode } : {}),
        ...(input.maxRounds ? { maxRounds: input.maxRounds } : {}),
        seats,
      });
    },
    createDemo() {
      const seat = { kind: 'script', demo: DEMO_NAME, delay: DEMO_DELAY_SECONDS };
      return create('argumentation', { question: DEMO_QUESTION, framing: 'how-to', mode: 'standard', seats: { orchestrator: seat, consultee: seat, arbiter: seat } });
    },
  };

  let initial: SessionController | undefined;
  try {
    if (command === 'resume') initial = await controllerFor(args[0]!);
    if (command === 'demo') initial = await services.createDemo();
    if (command === 'new' && stringOpt(values, 'question')) {
      const protocol = protocolOrUsage(stringOpt(values, 'protocol') ?? 'argumentation');
      initial = await create(protocol.id, sessionConfig(values, protocol.seats, protocol.requiredSeats, cwd));
    }
  } catch (error) {
    if (error instanceof StoreError) storeFailure(error);
    throw error;
  }
  const { runTui } = await import('../../components/index.js');
  return (await runTui(services, initial)) as ExitCode;
}
