// Drives the consensus protocol in memory the way the runner does (test/harness/walk.ts), with
// answer builders in the seats' formats, for the tests of each phase and rule.
import { consensus } from '../../../src/protocols/consensus/index.js';
import type { ConsensusState } from '../../../src/protocols/consensus/state.js';
import type { HumanInput, Notice, Plan } from '../../../src/protocols/types.js';
import { Walk } from '../../harness/walk.js';

export const QUESTION = 'Should we move our session cache from Redis to Postgres?';

/** Every seat a script unless `seats` says otherwise; the proposer writes the personas by default. */
export function debate(options: Record<string, unknown> = {}, seats: Record<string, unknown> = {}): Debate {
  const script = { kind: 'script' };
  return new Debate(
    Walk.configured(consensus, {
      question: QUESTION,
      seats: { proposer: script, architect: script, operator: script, adversary: script, ...seats },
      ...options,
    }),
  );
}

export const personas = (over: Record<string, unknown> = {}) => ({
  domain: 'caching',
  personas: {
    architect: { title: 'cache architect', expertise: 'You scale caches.', focus: ['hit rates under load', 'key design'] },
    operator: { title: 'database reliability engineer', expertise: 'You run Postgres.', focus: ['vacuum and bloat', 'failover'] },
    adversary: { title: 'session security engineer', expertise: 'You steal sessions.', focus: ['session fixation', 'token theft'] },
    ...over,
  },
});

export const opening = (position = 'Keep Redis for sessions.', extra: Record<string, unknown> = {}) => ({
  position,
  reasoning: 'It is fast and already runs.',
  confidence: 'HIGH',
  weaknesses: ['one more system to run'],
  assumptions: ['sessions are small'],
  ...extra,
});

/** A verdict that engages its angle (so the skepticism rule lets an agreement stand). */
export const verdict = (
  seat: 'architect' | 'operator' | 'adversary',
  v: 'agree' | 'partial' | 'disagree',
  strength: 'minor' | 'strong' = 'minor',
  summary?: string,
) => ({
  verdict: v,
  objection_strength: strength,
  summary: summary ?? `${seat} says ${v}: judged from its own angle with care, naming what it checked and why it holds or fails`,
  points: [{ aspect: ANGLE_WORD[seat], point: `The ${ANGLE_WORD[seat]} of the position was checked against realistic load and misuse.` }],
});

const ANGLE_WORD = { architect: 'scaling', operator: 'failure modes', adversary: 'security' } as const;

export const respond = (responses: { to: string; decision: string; reason?: string; change?: string }[], position?: string) => ({
  responses: responses.map((r) => ({ reason: `because ${r.to}`, ...r })),
  ...(position ? { position: { text: position, confidence: 'MED' } } : {}),
});

export const rebuttal = (response: 'ACCEPT' | 'MAINTAIN' | 'ESCALATE', reason = `${response.toLowerCase()}: the answer was weighed`) => ({
  response,
  reason,
  points: [],
});

export const assumptions = (why: string, list: ({ assumption: string; perspective?: string } | string)[] = []) => ({
  why,
  would_change: `if ${why} were false`,
  assumptions: list,
});

export class Debate {
  constructor(readonly walk: Walk) {}

  get state(): ConsensusState {
    return this.walk.state as ConsensusState;
  }

  plan(): Plan {
    return this.walk.plan();
  }

  /** Prepares whatever the plan asks to prepare, as the runner does (each persona's ref is its text). */
  prepare(): void {
    for (let plan = this.plan(); plan.kind === 'prepare'; plan = this.plan()) {
      for (const { seat, persona } of plan.seats) this.walk.record('seat.prepared', { seat, personaRef: `ref:${persona}` });
    }
  }

  /** The seat answers (an object is sent as JSON), after any preparation due. */
  answer(seat: string, answer: unknown): Notice[] {
    this.prepare();
    return this.walk.answer(seat, typeof answer === 'string' ? answer : JSON.stringify(answer));
  }

  fail(seat: string, kind = 'timeout', reason = 'did not answer within 120 s'): Notice[] {
    this.prepare();
    this.walk.record('agent.requested', { seat });
    return this.walk.record('agent.failed', { seat, kind, reason });
  }

  human(kind: string, input: HumanInput): Notice[] {
    return this.walk.human(kind, input);
  }

  /** The seats asked now, and why. */
  asked(): string[] {
    this.prepare();
    const plan = this.plan();
    if (plan.kind === 'ask') return plan.requests.map((r) => `${r.seat}:${r.purpose}`);
    if (plan.kind === 'await-human') return [`${plan.seat}:human`];
    return [];
  }

  prompt(seat: string): string {
    this.prepare();
    const plan = this.plan();
    if (plan.kind === 'await-human' && plan.seat === seat) return plan.prompt.full;
    const request = plan.kind === 'ask' ? plan.requests.find((r) => r.seat === seat) : undefined;
    if (!request) throw new Error(`${seat} is not asked now (${JSON.stringify(plan).slice(0, 200)})`);
    return request.prompt.full;
  }

  notices(): Notice[] {
    return this.walk.notices();
  }

  texts(type?: string): string[] {
    return this.notices()
      .filter((n) => !type || n.type === type)
      .map((n) => n.text);
  }

  /** Phase 0 to the consensus check: personas, opening, and the three verdicts given. */
  toCheck(verdicts: Partial<Record<'architect' | 'operator' | 'adversary', unknown>>, position = 'Keep Redis for sessions.'): this {
    this.answer('proposer', personas());
    this.answer('proposer', opening(position));
    for (const [seat, v] of Object.entries(verdicts)) this.answer(seat, v);
    return this;
  }
}
