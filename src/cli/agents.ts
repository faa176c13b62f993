// The agents of a session's seats, for the session service (its AgentPort): built from each seat's
// spec, placed in their folders, given their personas. Human seats get none: the protocol waits for
// the person there. Script agents continue where a resumed session's script left off.
import { resolve } from 'node:path';
import type { SessionStore } from '../../state/index.js';
import type { SeatSpec } from '../../state/schema.js';
import { type AgonConfig, loadConfig } from '../agents/config.js';
import { mcpSeatAgent } from '../agents/mcp-seat.js';
import { PERSONA_FILES, withConduct } from '../agents/personas.js';
import { placeAgents } from '../agents/placement.js';
import { createAgent, isRealKind } from '../agents/registry.js';
import { answersFor, loadScriptFile, ScriptCursor, scriptAgent } from '../agents/script.js';
import { EVENT, isEvent } from '../protocols/contract/platform-events.js';
import type { AnyProtocol, DebateEvent } from '../protocols/types.js';
import type { Agent } from '../runner/types.js';
import type { AgentPort } from '../session/ports.js';
import { credentialsOf } from './credentials.js';
import { failure, usageError } from './exit.js';

/**
 * Makes seat specs independent of the directory agon was started in (script and persona files)
 * and of the config file (a named endpoint's address, a kind's timeout): the session records them.
 */
export function absolutizeSpec(spec: SeatSpec, cwd: string, env: NodeJS.ProcessEnv = process.env): SeatSpec {
  if (spec.kind === 'script' && typeof spec.file === 'string') return { ...spec, file: resolve(cwd, spec.file) };
  if (!isRealKind(spec.kind)) return spec;
  const out: SeatSpec = { ...spec };
  if (typeof out.persona === 'string') out.persona = resolve(cwd, out.persona);
  const config = configOrUsage(cwd, env);
  const timeout = config.timeouts?.[spec.kind];
  if (out.timeout === undefined && timeout !== undefined) out.timeout = String(timeout);
  const endpoint = typeof out.endpoint === 'string' ? config.endpoints?.[out.endpoint] : undefined;
  if (spec.kind === 'openai' && endpoint) {
    delete out.endpoint;
    out.base ??= endpoint.base;
    if (endpoint.model) out.model ??= endpoint.model;
    if (endpoint.key_env) out.key_env ??= endpoint.key_env;
  }
  // Credentials in a base URL stay in this process; the session records the URL without them.
  return credentialsOf(env).recordable(out);
}

function configOrUsage(cwd: string, env: NodeJS.ProcessEnv): AgonConfig {
  const loaded = loadConfig(cwd, env);
  if (!loaded.ok) throw usageError(loaded.problem);
  return loaded.config;
}

export function agentPort(store: SessionStore, context: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): AgentPort {
  return {
    build: (protocol, seats, events) => buildAgents(store, protocol, seats, events, context),
    async place(agents, placement) {
      await placeAgents(agents, placement.seats, placement.seatDir, placement.workdir, placement.personas).catch((error: unknown) => {
        throw failure(`cannot prepare the seat folders: ${(error as Error)?.message ?? String(error)}`);
      });
    },
    contextFile: (kind) => (isRealKind(kind) ? PERSONA_FILES[kind] : undefined),
    persona: (kind, persona) => (isRealKind(kind) ? withConduct(persona) : persona),
    redactor(seats) {
      const credentials = credentialsOf(context.env ?? process.env);
      credentials.learn(seats);
      return credentials.redact;
    },
  };
}

export async function buildAgents(
  store: SessionStore,
  protocol: AnyProtocol,
  seats: Record<string, SeatSpec>,
  events: readonly DebateEvent[],
  context: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<Record<string, Agent>> {
  const env = context.env ?? process.env;
  const credentials = credentialsOf(env);
  credentials.learn(seats);
  let config: AgonConfig | undefined;
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
    if (!Number.isFinite(delayMs) || delayMs < 0) throw usageError(`seat ${seat}: delay must be a number of seconds, not "${String(spec.delay)}"`);
    if (isRealKind(spec.kind)) {
      config ??= configOrUsage(context.cwd ?? process.cwd(), env);
      const created = createAgent(seat, spec.kind, credentials.usable(spec), { env, config });
      if (!created.ok) throw created.usage ? usageError(created.problem) : failure(created.problem);
      agents[seat] = created.agent;
      continue;
    }
    if (spec.kind !== 'script') throw usageError(`unknown agent kind "${spec.kind}" for seat ${seat}`);
    if (typeof spec.demo === 'string') {
      if (spec.demo !== protocol.id && !protocol.demo.aliases?.includes(spec.demo)) throw usageError(`seat ${seat}: there is no bundled demo "${spec.demo}" for the ${protocol.id} protocol (use demo=${protocol.id})`);
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
    if (!loaded.ok) throw failure(loaded.problem);
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
    const cursor = new ScriptCursor(answers, file, users.reduce((n, s) => n + answered(s), 0));
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
  if (extra) throw usageError(`seat ${seat} (${spec.kind}): unknown option "${extra}"${known.length ? ` (known: ${known.join(', ')})` : ' (it takes none)'}`);
}

/** The raw answers a saved session recorded for one seat, in order: a past debate re-run offline. */
async function replayedAnswers(store: SessionStore, id: string, seat: string, skip: number): Promise<ScriptCursor> {
  const source = await store.open(id, { readOnly: true });
  try {
    const refs = source.doc.events.flatMap((e) => (isEvent(e, EVENT.agentResponded) && e.data.seat === seat ? [e.data.rawRef] : []));
    if (refs.length === 0) throw failure(`session ${id} has no recorded answers for seat ${seat}`);
    const answers = await Promise.all(refs.map((ref) => source.readRaw(ref)));
    return new ScriptCursor(answers, `session ${id} (${seat})`, skip);
  } finally {
    await source.close();
  }
}
