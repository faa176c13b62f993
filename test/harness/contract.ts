// The contract every protocol keeps, as tests any protocol's suite runs with one call:
// `describeContract(protocol)`. It plays the bundled demo in memory as the runner would and checks
// what the platform relies on: declarations that hold together, a demo that ends, notices that are
// declared, a summary that agrees with the view, plans that can be answered, a replay that gives
// the same state, garbage that never throws, human actions whose check agrees with reduce, and
// migrations for every older move version.
import { describe, expect, it } from 'vitest';
import type { AnyProtocol, Plan } from '../../src/protocols/types.js';
import { derivedPathProblem } from '../../state/index.js';
import { whenPossible } from '../../src/session/when-possible.js';
import { hiddenTargets } from './visible-targets.js';
import { sampleInput, Walk } from './walk.js';

const NAME = /^[a-z][a-z0-9-]*$/;

/** Garbage a reducer meets from damaged files and other tools: it must never throw on any of it. */
export const GARBAGE: { type: string; data: Record<string, unknown> }[] = [
  { type: 'mystery.event', data: { seat: 'x' } },
  { type: 'move.accepted', data: { seat: 42 } },
  { type: 'move.accepted', data: { seat: 'nobody', moves: 'not an array' } },
  { type: 'move.accepted', data: { seat: 'nobody', moves: [null, 5, 'str', { type: 'what' }], refused: [{ move: 1, reason: 2 }] } },
  { type: 'move.rejected', data: { problem: 7 } },
  { type: 'agent.failed', data: {} },
  { type: 'agent.requested', data: {} },
  { type: 'agent.responded', data: { seat: [] } },
  { type: 'evidence.checked', data: { evidence: 'E99', result: 'perhaps' } },
  { type: 'seat.prepared', data: { seat: 5 } },
  { type: 'memory.loaded', data: { records: 'none' } },
  { type: 'human.', data: { item: 'P1' } },
  { type: 'human.undo', data: {} },
  { type: 'human.nonsense', data: { item: 5, value: null, reason: ['x'], fields: 'no' } },
  { type: 'session.budgets', data: { budgets: 'all' } },
];

export interface DemoPlay {
  walk: Walk;
  plans: { state: unknown; plan: Plan }[];
  end: Plan;
}

/**
 * Plays the bundled demo to its end (or a step cap), every seat answering from its script; with
 * `people`, the person holds every seat and sends the script's answers as their moves.
 */
export function playDemo(protocol: AnyProtocol, maxSteps = 2000, people = false): DemoPlay {
  const kind = people ? 'human' : 'script';
  const seats = Object.fromEntries(Object.keys(protocol.demo.answers).map((seat) => [seat, { kind }]));
  const walk = Walk.configured(protocol, { question: protocol.demoQuestion, ...protocol.demo.config, seats });
  const next: Record<string, number> = {};
  const plans: DemoPlay['plans'] = [];
  const say = (seat: string) => {
    const i = next[seat] ?? 0;
    next[seat] = i + 1;
    return protocol.demo.answers[seat]?.[i] ?? protocol.demo.pass?.[seat] ?? protocol.composeAnswer(walk.state, seat, []);
  };
  for (let step = 0; step < maxSteps; step++) {
    const plan = walk.plan();
    plans.push({ state: walk.state, plan });
    switch (plan.kind) {
      case 'done':
        return { walk, plans, end: plan };
      case 'prepare':
        walk.prepare(plan);
        break;
      case 'check':
        for (const c of plan.citations)
          walk.record('evidence.checked', { evidence: c.evidence, result: 'unreadable', detail: 'no workdir' });
        break;
      case 'ask':
        for (const request of plan.requests) walk.answer(request.seat, say(request.seat));
        break;
      case 'await-human':
        walk.answer(plan.seat, say(plan.seat));
        break;
    }
  }
  throw new Error(`the ${protocol.id} demo did not end within ${maxSteps} steps`);
}

function declaredSeat(protocol: AnyProtocol, seat: string): boolean {
  return protocol.seats.some((d) => d.name === seat || (d.repeat && seat.startsWith(`${d.name}-`)));
}

export function describeContract(protocol: AnyProtocol): void {
  describe(`the ${protocol.id} protocol keeps the platform's contract`, () => {
    it('declares its seats, options and notices so the command line, help and form can be generated from them', () => {
      expect(protocol.id).toMatch(NAME);
      expect(protocol.title.trim()).not.toBe('');
      expect(protocol.description.trim()).not.toBe('');
      expect(protocol.demoQuestion.trim()).not.toBe('');
      const seats = protocol.seats.map((s) => s.name);
      expect(new Set(seats).size).toBe(seats.length);
      for (const seat of protocol.seats) {
        expect(seat.name).toMatch(NAME);
        expect(seat.persona.trim()).not.toBe('');
        if (seat.repeat) expect(seat.repeat.min).toBeLessThanOrEqual(seat.repeat.max);
      }
      expect(protocol.seats.some((s) => s.required || s.repeat)).toBe(true);
      const keys = protocol.options.map((o) => o.key);
      const flags = protocol.options.map((o) => o.flag);
      expect(new Set(keys).size).toBe(keys.length);
      expect(new Set(flags).size).toBe(flags.length);
      for (const option of protocol.options) {
        expect(option.flag).toMatch(/^[a-z][a-z0-9-]*$/);
        expect([
          'protocol',
          'question',
          'seat',
          'timeout',
          'workdir',
          'json',
          'help',
          'sessions-dir',
          'memory-dir',
          'budget-usd',
          'budget-tokens',
          'budget-seconds',
        ]).not.toContain(option.flag);
        if (option.type === 'choice') expect(option.choices.length).toBeGreaterThan(0);
      }
      const notices = protocol.notices.map((n) => n.type);
      expect(new Set(notices).size).toBe(notices.length);
      for (const seat of Object.keys(protocol.demo.answers)) expect(declaredSeat(protocol, seat), seat).toBe(true);
    });

    it('refuses a config without a question with a one-line problem', () => {
      const refused = protocol.configure({ seats: {} });
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.problem).not.toContain('\n');
    });

    it('plays its bundled demo to the end without a failure', () => {
      const { end } = playDemo(protocol);
      expect(end).toMatchObject({ kind: 'done' });
      expect(end.kind === 'done' && end.failed).toBeFalsy();
    });

    it('emits only the notice types it declares', () => {
      const declared = new Set(protocol.notices.map((n) => n.type));
      const emitted = new Set(
        playDemo(protocol)
          .walk.notices()
          .map((n) => n.type),
      );
      expect([...emitted].filter((type) => !declared.has(type))).toEqual([]);
    });

    it('says in its summary what its view says, at every step of the demo', () => {
      for (const { state } of playDemo(protocol).plans) {
        const summary = protocol.summary(state);
        const view = protocol.view(state);
        expect(summary.question).toBe(view.question);
        expect(summary.status).toBe(view.status.state);
        expect(summary.phase).toBe(view.progress.phase);
        expect(summary.progress).toEqual({
          unit: view.progress.unit,
          done: view.progress.done,
          total: view.progress.total,
          label: view.progress.label,
        });
        expect(summary.progress.done).toBeGreaterThanOrEqual(0);
        if (summary.progress.total > 0) expect(summary.progress.done).toBeLessThanOrEqual(summary.progress.total);
      }
    });

    it('reads first at every step of the demo: rows lead with words, and a headline, spotlight and legend (when given) say something', () => {
      for (const { state } of playDemo(protocol).plans) {
        const view = protocol.view(state);
        for (const row of view.record.rows) {
          expect(row.text.trim(), row.id).not.toBe('');
          if (row.latest !== undefined) expect(row.latest.trim(), row.id).not.toBe('');
        }
        if (view.headline) {
          expect(view.headline.text.trim()).not.toBe('');
          expect(view.headline.text).not.toContain('\n');
        }
        if (view.spotlight) {
          expect(view.spotlight.title.trim()).not.toBe('');
          expect(view.spotlight.markdown.trim()).not.toBe('');
        }
        for (const entry of view.legend ?? []) {
          expect(entry.mark.trim()).not.toBe('');
          expect(entry.meaning.trim()).not.toBe('');
        }
      }
    });

    it('plans only what can be carried out: declared seats, prompts with words in them, actions with targets', () => {
      for (const { state, plan } of playDemo(protocol).plans) {
        switch (plan.kind) {
          case 'ask':
            expect(plan.requests.length).toBeGreaterThan(0);
            for (const r of plan.requests) {
              expect(declaredSeat(protocol, r.seat), r.seat).toBe(true);
              expect(r.prompt.full.trim()).not.toBe('');
              expect(() => protocol.parse(state, r.seat, protocol.composeAnswer(state, r.seat, []))).not.toThrow();
            }
            break;
          case 'await-human':
            expect(declaredSeat(protocol, plan.seat)).toBe(true);
            for (const a of plan.actions) if (a.schema.item?.required) expect(a.targets.length, a.kind).toBeGreaterThan(0);
            break;
          case 'prepare':
            for (const s of plan.seats) expect(s.persona.trim()).not.toBe('');
            break;
          default:
        }
      }
    });

    it('gives a deep-equal state when the demo is replayed from its events', () => {
      const { walk } = playDemo(protocol);
      const again = new Walk(protocol, walk.config);
      for (const event of walk.events) again.record(event.type, event.data, event.actor);
      expect(again.state).toEqual(walk.state);
    });

    it('never throws on garbage events, at any point of the demo', () => {
      const { walk } = playDemo(protocol);
      for (let at = 0; at <= walk.events.length; at += Math.max(1, Math.floor(walk.events.length / 6))) {
        const probe = new Walk(protocol, walk.config);
        for (const event of walk.events.slice(0, at)) probe.record(event.type, event.data, event.actor);
        for (const garbage of GARBAGE) expect(() => probe.record(garbage.type, garbage.data), garbage.type).not.toThrow();
        expect(() => [
          protocol.plan(probe.state),
          protocol.view(probe.state),
          protocol.outcome(probe.state),
          protocol.summary(probe.state),
        ]).not.toThrow();
      }
    });

    it('applies every human action checkHuman lets through, and refuses every one it refuses', () => {
      const { plans } = playDemo(protocol);
      for (const { state } of plans.filter((_, i) => i % Math.max(1, Math.floor(plans.length / 8)) === 0)) {
        for (const descriptor of protocol.humanActions(state)) {
          const input = sampleInput(descriptor);
          const problem = protocol.checkHuman(state, descriptor.kind, input);
          const notices = new Walk(protocol, undefined, state).human(descriptor.kind, input);
          const refused = notices.some((n) => n.level === 'warning');
          expect(refused, `${descriptor.kind}: checkHuman said ${JSON.stringify(problem)}`).toBe(problem !== null);
        }
        expect(protocol.checkHuman(state, 'no-such-action', {})).not.toBeNull();
      }
    });

    it('offers human actions only of the commands it declares, at every step of the demo', () => {
      if (!protocol.humanCommands) return;
      const declared = new Set(protocol.humanCommands);
      for (const { state } of playDemo(protocol).plans)
        for (const a of protocol.humanActions(state)) expect(declared, `${a.kind} (${a.command})`).toContain(a.command);
    });

    it('says when an action it does not offer becomes possible, at every step of the demo', () => {
      if (!protocol.whenPossible) return;
      const { plans } = playDemo(protocol);
      const kinds = new Set(plans.flatMap(({ state }) => protocol.humanActions(state).map((a) => a.kind)));
      kinds.delete('undo');
      for (const { state } of plans) {
        const offered = new Set(protocol.humanActions(state).map((a) => a.kind));
        for (const kind of kinds) if (!offered.has(kind)) expect(whenPossible(protocol, state, { kind }), kind).toBeDefined();
      }
    });

    it('shows every id its actions and move forms take: on a row, in the spotlight or in a detail, at every step of the demo', () => {
      for (const people of [false, true])
        for (const { state, plan } of playDemo(protocol, 2000, people).plans) expect(hiddenTargets(protocol, state, plan)).toEqual([]);
    });

    it('derives its files (when it has any) as relative paths the session folder can hold, at every step of the demo', () => {
      if (!protocol.files) return;
      for (const { state } of playDemo(protocol).plans) {
        const files = protocol.files(state);
        const paths = files.map((f) => f.path);
        expect(new Set(paths).size).toBe(paths.length);
        for (const path of paths) expect(derivedPathProblem(path), path).toBeNull();
      }
    });

    it('brings moves stored at every older version up to the current shapes', () => {
      expect(protocol.movesVersion).toBeGreaterThanOrEqual(1);
      if (protocol.movesVersion > 1) expect(typeof protocol.migrateMoves).toBe('function');
    });
  });
}
