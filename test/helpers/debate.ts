// A tiny in-memory driver for engine tests: builds events the way the runner will (parse, then
// move.accepted / move.rejected), folds them through reduce, and keeps every notice.
import { argumentation } from '../../src/protocols/argumentation/index.js';
import type { ArgState } from '../../src/protocols/argumentation/state.js';
import type { DebateEvent, HumanInput, Notice, Plan, Prompt } from '../../src/protocols/types.js';
import { deepFreeze } from './freeze.js';

export type Config = Record<string, unknown>;

/** The orchestrator and the consultee are played by agents unless `config.seats` says otherwise. */
function withAgents(config: Config): Config {
  const agent = { kind: 'script' };
  const seats = { orchestrator: agent, consultee: agent, ...(config.seats as Record<string, unknown> | undefined) };
  return { question: 'Redis or Memcached for our session cache?', ...config, seats };
}

export class Debate {
  state: ArgState;
  events: DebateEvent[] = [];
  notices: Notice[] = [];

  constructor(config: Config = {}) {
    const configured = argumentation.configure(withAgents(config));
    if (!configured.ok) throw new Error(configured.problem);
    this.state = argumentation.init(configured.config);
  }

  /** Seats an agent sits in are prepared first, as the runner does: their personas recorded. */
  prepareSeats(): void {
    const plan = argumentation.plan(this.state);
    if (plan.kind !== 'prepare') return;
    for (const { seat } of plan.seats) this.record('seat.prepared', { seat, personaRef: `persona-of-${seat}` });
  }

  static replay(config: Config, events: DebateEvent[]): ArgState {
    const configured = argumentation.configure(withAgents(config));
    if (!configured.ok) throw new Error(configured.problem);
    let state = argumentation.init(configured.config);
    for (const e of events) state = argumentation.reduce(state, e).state;
    return state;
  }

  record(type: string, data: Record<string, unknown>, actor = 'runner'): Notice[] {
    const event: DebateEvent = { seq: this.events.length + 1, at: '2026-11-22T10:00:00.000Z', actor, type, data };
    this.events.push(event);
    // Frozen, so a reducer that modified the state it was given would throw here.
    const { state, notices } = argumentation.reduce(deepFreeze(this.state), event);
    this.state = state;
    this.notices.push(...notices);
    return notices;
  }

  plan(): Plan {
    this.prepareSeats();
    return argumentation.plan(this.state);
  }

  /** The seat answers with raw text (an object is serialised), through parse, as the runner does. */
  answer(seat: string, answer: unknown): Notice[] {
    const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
    this.prepareSeats();
    this.record('agent.requested', { seat });
    const parsed = argumentation.parse(this.state, seat, text);
    if (!parsed.ok) return this.record('move.rejected', { seat, problem: parsed.problem }, seat);
    return this.record('move.accepted', { seat, moves: parsed.moves, refused: parsed.refused }, seat);
  }

  /** The seat is asked again after an answer it gave could not be used (a retry is due). */
  retrying(seat: string): boolean {
    return (this.state.attempts[seat] ?? 0) > 0 && this.state.pending.some((t) => t.seat === seat);
  }

  /**
   * The seat gives this answer and, when the protocol sends it back for its one retry, gives the
   * same answer again: it stands by it, so the protocol's rules apply to it.
   */
  stand(seat: string, ...moves: unknown[]): Notice[] {
    const notices = this.answer(seat, { moves });
    return this.retrying(seat) ? [...notices, ...this.answer(seat, { moves })] : notices;
  }

  /** The seat says nothing, and nothing again when asked once more. */
  silence(seat: string): Notice[] {
    return this.stand(seat);
  }

  consultee(...moves: unknown[]): Notice[] {
    return this.answer('consultee', { moves });
  }

  orchestrator(...moves: unknown[]): Notice[] {
    return this.answer('orchestrator', { moves });
  }

  human(kind: string, input: HumanInput): Notice[] {
    return this.record(`human.${kind}`, { ...input }, 'human');
  }

  fail(seat: string, reason = 'timed out'): Notice[] {
    return this.record('agent.failed', { seat, reason });
  }

  check(evidence: string, result: 'match' | 'mismatch' | 'unreadable', detail = ''): Notice[] {
    return this.record('evidence.checked', { evidence, result, detail });
  }

  point(id: string) {
    const p = this.state.points[id];
    if (!p) throw new Error(`no point ${id}`);
    return p;
  }

  challenge(id: string) {
    const c = this.state.challenges[id];
    if (!c) throw new Error(`no challenge ${id}`);
    return c;
  }

  bucket(id: string): string | undefined {
    const status = this.point(id).status;
    return ['agreed', 'dismissed', 'unresolved'].includes(status) ? status : undefined;
  }

  /** The prompt (full and delta) the seat is asked with now; throws when it is not asked. */
  askedPrompt(seat: string): Prompt {
    const plan = this.plan();
    const prompt = plan.kind === 'ask' ? plan.requests.find((r) => r.seat === seat)?.prompt : undefined;
    if (!prompt) throw new Error(`${seat} is not asked now (${plan.kind})`);
    return prompt;
  }

  /** The prompt the given seat would receive next, full form. */
  promptOf(seat: string): string {
    const plan = this.plan();
    if (plan.kind === 'ask') return plan.requests.find((r) => r.seat === seat)?.prompt.full ?? '';
    if (plan.kind === 'await-human' && plan.seat === seat) return plan.prompt.full;
    return '';
  }

  noticeTypes(): string[] {
    return this.notices.map((n) => n.type);
  }
}

export const value = (claim: string, extra: Record<string, unknown> = {}) => ({ type: 'point', claim, kind: 'value', ...extra });
export const empirical = (claim: string, extra: Record<string, unknown> = {}) => ({ type: 'point', claim, kind: 'empirical', ...extra });
export const assess = (point: string, verdict: string, extra: Record<string, unknown> = {}) => ({
  type: 'assess',
  point,
  scope: 'in',
  verdict,
  ...(verdict === 'SKEPTICAL' || verdict === 'REJECT' ? { objection: `objection to ${point}` } : {}),
  ...extra,
});
export const defend = (challenge: string, argument = 'because reasons', extra: Record<string, unknown> = {}) => ({
  type: 'defend',
  challenge,
  argument,
  ...extra,
});
export const rule = (challenge: string, ruling: 'accepted' | 'rejected', reason = 'ruled') => ({ type: 'rule', challenge, ruling, reason });
export const textual = (source = 'src/cache.ts:3', quote = 'const ttl = 3600;') => ({ type: 'textual', source, quote, detail: 'the TTL' });

/** The body of one "## Title" section of a prompt, or '' when the prompt has no such section. */
export function section(prompt: string, title: string): string {
  const start = prompt.indexOf(`## ${title}`);
  if (start < 0) return '';
  const rest = prompt.slice(start + 3);
  const end = rest.indexOf('\n## ');
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}
