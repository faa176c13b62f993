// Where a seat's kind becomes an agent, for every kind (kinds.ts lists the real ones). Everything that can be checked before a session exists is
// checked here (options, the CLI on PATH, the persona file, the key variable), so an unusable
// agent is a one-line error and no session is created.
import { accessSync, constants } from 'node:fs';
import { EVENT, isEvent } from '../protocols/contract/platform-events.js';
import type { SessionStore } from '../../state/index.js';
import type { SeatSpec } from '../../state/schema.js';
import type { AnyProtocol, DebateEvent } from '../protocols/types.js';
import type { Agent } from '../runner/types.js';
import { unavailable, usageError } from '../session/errors.js';
import { regularFileProblem } from '../system/files.js';
import type { Host } from './host.js';
import { credentialsOf } from './credentials.js';
import { isRealKind } from './kinds.js';
import { mcpSeatAgent } from './mcp-seat.js';
import { answersFor, loadScriptFile, ScriptCursor, scriptAgent } from './script.js';
import type { AgentDeps, PlaceableAgent } from './cli-agent.js';
import { claudeAgent } from './claude.js';
import { codexAgent } from './codex.js';
import { type AgentKindName, INSTALL_FIX } from './failures.js';
import { geminiAgent } from './gemini.js';
import { openaiAgent } from './openai.js';
import { readSeatOptions, type SeatOptions } from './options.js';
import { qwenAgent } from './qwen.js';
import { which } from './which.js';

const FACTORIES: Record<AgentKindName, (options: SeatOptions, deps: AgentDeps) => PlaceableAgent> = {
  codex: codexAgent,
  claude: claudeAgent,
  gemini: geminiAgent,
  qwen: qwenAgent,
  openai: openaiAgent,
};

export type CreateResult =
  | { ok: true; agent: PlaceableAgent; options: SeatOptions }
  /** `usage`: the spec itself is wrong (exit 2); otherwise the machine lacks something (exit 1). */
  | { ok: false; problem: string; usage: boolean };

function readable(file: string): string | null {
  try {
    accessSync(file, constants.R_OK);
    return null;
  } catch {
    return 'cannot be read (permission denied)';
  }
}

export function createAgent(seat: string, kind: AgentKindName, spec: Record<string, unknown>, deps: AgentDeps): CreateResult {
  const read = readSeatOptions(seat, kind, spec, deps.config);
  if (!read.ok) return { ok: false, problem: read.problem, usage: true };
  const { options } = read;
  if (kind !== 'openai' && !which(kind, deps.env)) {
    return {
      ok: false,
      problem: `seat ${seat}: ${kind} is not installed (not found on PATH): ${INSTALL_FIX[kind]}; see \`agon doctor\``,
      usage: false,
    };
  }
  if (kind === 'openai' && options.keyEnv && !deps.env[options.keyEnv]) {
    return {
      ok: false,
      problem: `seat ${seat}: ${options.keyEnv} is not set (key_env): export it with the API key for ${options.base}`,
      usage: false,
    };
  }
  if (options.persona) {
    const problem = regularFileProblem(options.persona) ?? readable(options.persona);
    if (problem) return { ok: false, problem: `seat ${seat}: the persona file ${options.persona} ${problem}`, usage: false };
  }
  return { ok: true, agent: FACTORIES[kind](options, deps), options };
}

/**
 * An agent for every seat of a session: none for the person's seats (the protocol waits for the
 * person there), the MCP client's for mcp seats, a script's answers (a file, a saved session, the
 * protocol's demo) continuing where a resumed session left off, and the real kinds' from createAgent.
 */
export async function buildSeatAgents(
  store: SessionStore,
  protocol: AnyProtocol,
  seats: Record<string, SeatSpec>,
  events: readonly DebateEvent[],
  host: Host,
): Promise<Record<string, Agent>> {
  const { env } = host;
  const credentials = credentialsOf(env);
  credentials.learn(seats);
  const answered = (seat: string) => events.filter((e) => isEvent(e, EVENT.agentResponded) && e.data.seat === seat).length;
  const agents: Record<string, Agent> = {};
  // Seats naming the same {"responses": [...]} file share one list, answered in order whoever asks.
  const sharedFiles = new Map<string, { answers: string[]; seats: string[]; delays: Record<string, number> }>();
  for (const [seat, spec] of Object.entries(seats)) {
    unknownKey(seat, spec);
    if (spec.kind === 'human') continue;
    if (spec.kind === 'mcp') {
      agents[seat] = mcpSeatAgent();
      continue;
    }
    const delayMs = spec.delay === undefined ? 0 : Number(spec.delay) * 1000;
    if (!Number.isFinite(delayMs) || delayMs < 0)
      throw usageError(`seat ${seat}: delay must be a number of seconds, not "${String(spec.delay)}"`);
    if (isRealKind(spec.kind)) {
      const created = createAgent(seat, spec.kind, credentials.usable(spec), { env, config: host.config() });
      if (!created.ok) throw created.usage ? usageError(created.problem) : unavailable(created.problem);
      agents[seat] = created.agent;
      continue;
    }
    if (spec.kind !== 'script') throw usageError(`unknown agent kind "${spec.kind}" for seat ${seat}`);
    if (typeof spec.demo === 'string') {
      if (spec.demo !== protocol.id && !protocol.demo.aliases?.includes(spec.demo))
        throw usageError(`seat ${seat}: there is no bundled demo "${spec.demo}" for the ${protocol.id} protocol (use demo=${protocol.id})`);
      const { answers, pass } = protocol.demo;
      agents[seat] = scriptAgent(new ScriptCursor(answers[seat] ?? [], `the demo (${seat})`, answered(seat), pass?.[seat]), delayMs);
      continue;
    }
    if (typeof spec.session === 'string') {
      const source = typeof spec.seat === 'string' ? spec.seat : seat;
      agents[seat] = scriptAgent(await replayedAnswers(store, spec.session, source, answered(seat)), delayMs);
      continue;
    }
    if (typeof spec.file !== 'string') throw usageError(`seat ${seat}: a script agent needs file=PATH or session=ID,seat=SEAT`);
    const loaded = await loadScriptFile(spec.file);
    if (!loaded.ok) throw unavailable(loaded.problem);
    if ('responses' in loaded.script) {
      const entry = sharedFiles.get(spec.file) ?? { answers: loaded.script.responses, seats: [], delays: {} };
      entry.seats.push(seat);
      entry.delays[seat] = delayMs;
      sharedFiles.set(spec.file, entry);
    } else {
      agents[seat] = scriptAgent(new ScriptCursor(answersFor(loaded.script, seat), `${spec.file} (${seat})`, answered(seat)), delayMs);
    }
  }
  for (const [file, { answers, seats: users, delays }] of sharedFiles) {
    const cursor = new ScriptCursor(
      answers,
      file,
      users.reduce((n, s) => n + answered(s), 0),
    );
    for (const seat of users) agents[seat] = scriptAgent(cursor, delays[seat]);
  }
  return agents;
}

/** Options the person's seat and the script agent take (the real kinds check their own, options.ts). */
const OWN_KEYS: Record<string, readonly string[]> = {
  human: [],
  script: ['file', 'session', 'seat', 'demo', 'delay'],
};

/** A key a human or script seat does not take is a usage error, not silently kept. */
function unknownKey(seat: string, spec: SeatSpec): void {
  const known = OWN_KEYS[spec.kind];
  const extra = known && Object.keys(spec).find((key) => key !== 'kind' && !known.includes(key));
  if (extra)
    throw usageError(
      `seat ${seat} (${spec.kind}): unknown option "${extra}"${known.length ? ` (known: ${known.join(', ')})` : ' (it takes none)'}`,
    );
}

/** The raw answers a saved session recorded for one seat, in order: a past debate re-run offline. */
async function replayedAnswers(store: SessionStore, id: string, seat: string, skip: number): Promise<ScriptCursor> {
  const source = await store.open(id, { readOnly: true });
  try {
    const refs = source.doc.events.flatMap((e) => (isEvent(e, EVENT.agentResponded) && e.data.seat === seat ? [e.data.rawRef] : []));
    if (refs.length === 0) throw unavailable(`session ${id} has no recorded answers for seat ${seat}`);
    const answers = await Promise.all(refs.map((ref) => source.readRaw(ref)));
    return new ScriptCursor(answers, `session ${id} (${seat})`, skip);
  } finally {
    await source.close();
  }
}
