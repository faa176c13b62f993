// The session service, the one place that changes a session: what it refuses before writing
// anything, one reduction per event, personas written once and kept across resume and fork, the
// memory folder, prefixes for ids, and forks that refuse dangling references.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryFolder, SessionStore } from '../../state/index.js';
import { agentPort } from '../../src/agents/port.js';
import { hostOf } from '../../src/agents/host.js';
import { declarationOf, registerProtocol } from '../../src/protocols/registry.js';
import type { AnyProtocol, DebateEvent, ProtocolDeclaration } from '../../src/protocols/types.js';
import { SessionService } from '../../src/session/service.js';
import type { Session } from '../../src/session/session.js';
import { fakeEnv, scratch } from '../fixtures/agents/support.js';
import { declaration } from '../fixtures/protocols/relay/declaration.js';
import { relay } from '../fixtures/protocols/relay/index.js';
import { SCRIPT } from '../fixtures/debates/redis-memcached.js';

const open: Session[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

/** A relay whose reduce counts its calls, to see each event reduced once. */
let reductions = 0;
const counted: AnyProtocol = {
  ...relay,
  id: 'relay-counted',
  demo: { ...relay.demo, aliases: ['relay'] },
  reduce: (s: never, e: never) => {
    reductions += 1;
    return relay.reduce(s, e);
  },
};
const countedDeclaration: ProtocolDeclaration = { ...declaration, id: 'relay-counted', load: async () => counted };

beforeAll(() => {
  if (!declarationOf('relay')) registerProtocol(declaration);
  if (!declarationOf('relay-counted')) registerProtocol(countedDeclaration);
});

async function setup(env: NodeJS.ProcessEnv = process.env) {
  const dir = await scratch('agon-service-');
  const store = new SessionStore(join(dir, 'sessions'));
  const memory = new MemoryFolder(join(dir, 'memory'));
  const service = new SessionService({ store, agents: agentPort(store, hostOf(env, dir)), memory });
  return { dir, store, service };
}

const keep = (s: Session) => {
  open.push(s);
  return s;
};
const signal = () => new AbortController().signal;
const script = { kind: 'script', demo: 'relay' };

describe('creating a session', () => {
  it('refuses an unknown protocol, a bad option and an unusable agent, and writes nothing', async () => {
    const { dir, service } = await setup({ PATH: '/nonexistent', HOME: '/nonexistent' });
    await expect(service.create('nope', { question: 'Q?', seats: {} })).rejects.toMatchObject({
      kind: 'usage',
      message: 'unknown protocol "nope"',
    });
    await expect(service.create('relay', { question: 'Q?', budget: 99, seats: { opener: script, closer: script } })).rejects.toMatchObject({
      kind: 'usage',
    });
    await expect(service.create('relay', { question: 'Q?', seats: { opener: { kind: 'codex' }, closer: script } })).rejects.toThrow(
      /codex is not installed/,
    );
    expect(await readdir(join(dir, 'sessions')).catch(() => [])).toEqual([]);
  });
});

describe('applying events', () => {
  it('reduces every event exactly once, whoever records it', async () => {
    const { service } = await setup();
    const session = keep(
      await service.create('relay-counted', { question: 'Once?', seats: { opener: script, closer: { kind: 'human' } } }),
    );
    const before = session.events().length;
    reductions = 0;
    await session.step(1, signal());
    await session.act('finding', { fields: { statement: 'reduced once' } });
    expect(session.events().length - before).toBeGreaterThan(3);
    expect(reductions).toBe(session.events().length - before);
  });

  it("saves an agent's reply and the moves parsed from it in one journal line, after its request's own line", async () => {
    const { service } = await setup();
    const session = keep(await service.create('relay', { question: 'One write?', seats: { opener: script, closer: script } }));
    await session.step(1, signal());
    const lines = (await readFile(join(session.dir, 'session.journal'), 'utf8')).trimEnd().split('\n');
    const types = lines.map((line) => (JSON.parse(line) as { events: DebateEvent[] }).events.map((e) => e.type).join(' + '));
    // Both seats are asked in turn: each turn is its request's line, then its reply's with the moves.
    expect(types.filter((t) => t.includes('agent.'))).toEqual([
      'agent.requested',
      'agent.responded + move.accepted',
      'agent.requested',
      'agent.responded + move.accepted',
    ]);
  });

  it('counts the units the protocol says it closed', async () => {
    const { service } = await setup();
    const session = keep(await service.create('relay', { question: 'Units?', budget: 1, seats: { opener: script, closer: script } }));
    expect(await session.step(1, signal())).toEqual({ kind: 'step', closed: 1, label: 'stage OPEN' });
    expect(await session.step(5, signal())).toMatchObject({ kind: 'done' });
  });

  it('records nothing for an action the protocol refuses, and says why', async () => {
    const { service } = await setup();
    const session = keep(await service.create('relay', { question: 'Refuse?', seats: { opener: script, closer: script } }));
    const before = session.events().length;
    expect(await session.act('finding', { fields: { statement: 'x', weight: '7' } })).toEqual({
      ok: false,
      problem: 'the weight is a number from 0 to 1',
    });
    expect(await session.act('teleport', {})).toMatchObject({
      ok: false,
      problem: expect.stringContaining('"teleport" is not available now'),
    });
    expect(session.events()).toHaveLength(before);
  });

  it('takes a move only from the seat that is due, whole, stamped with the move version', async () => {
    const { service } = await setup();
    const session = keep(await service.create('relay', { question: 'Move?', seats: { opener: { kind: 'human' }, closer: script } }));
    expect(await session.step(1, signal())).toMatchObject({ kind: 'await-human', seat: 'opener' });
    expect(await session.move('closer', '{"moves": []}')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('it waits for the opener seat'),
    });
    expect(await session.move('opener', 'not json')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^the move cannot be read/),
    });
    const moved = await session.move('opener', '{"moves": [{"type": "say", "text": "hi"}]}');
    expect(moved).toMatchObject({ ok: true, event: { type: 'move.accepted', actor: 'human', data: { seat: 'opener', v: 2 } } });
  });
});

describe('personas', () => {
  async function fakeCodex(home: string, answers: string[]) {
    const state = join(home, '.fake', 'codex');
    await mkdir(join(state, 'answers'), { recursive: true });
    await writeFile(join(state, 'scenario'), 'script\n');
    for (const [i, a] of answers.entries()) await writeFile(join(state, 'answers', `${i + 1}.txt`), a);
  }

  it("are written once as the CLI context file, keep the person's edit, and come back in a fork", async () => {
    const home = await scratch('agon-home-');
    await fakeCodex(home, ['{"moves": [{"type": "say", "text": "from codex"}]}']);
    const { service } = await setup(fakeEnv(home));
    const session = keep(
      await service.create('relay', { question: 'Personas?', seats: { opener: { kind: 'codex' }, closer: { kind: 'human' } } }),
    );
    const file = join(session.dir, 'seats', 'opener', 'AGENTS.md');
    await writeFile(file, '# Persona: edited by the person\n');
    await session.step(1, signal());
    expect(await readFile(file, 'utf8')).toBe('# Persona: edited by the person\n');
    const prepared = session.events().find((e) => e.type === 'seat.prepared')!;
    expect(prepared.data).toMatchObject({ seat: 'opener', file: 'AGENTS.md' });
    expect(await session.readRaw(String(prepared.data.personaRef))).toBe('# Persona: edited by the person\n');
    await session.close();
    open.splice(0);

    const forked = await service.fork(session.id);
    const again = keep(await service.open(forked.id));
    await again.step(1, signal()).catch(() => undefined);
    expect(await readFile(join(again.dir, 'seats', 'opener', 'AGENTS.md'), 'utf8')).toBe('# Persona: edited by the person\n');
  });

  it("add the conduct every agent keeps to the protocol's persona", async () => {
    const home = await scratch('agon-home-');
    await fakeCodex(home, ['{"moves": [{"type": "pass"}]}']);
    const { service } = await setup(fakeEnv(home));
    const session = keep(
      await service.create('relay', { question: 'Conduct?', seats: { opener: { kind: 'codex' }, closer: { kind: 'human' } } }),
    );
    await session.step(1, signal());
    const text = await readFile(join(session.dir, 'seats', 'opener', 'AGENTS.md'), 'utf8');
    expect(text).toMatch(/^# Persona: the opener[\s\S]*The question: Conduct\?[\s\S]*## Conduct/);
  });
});

describe('the memory folder', () => {
  it('is read when a session is created and written once when it ends', async () => {
    const { dir, service } = await setup();
    const first = keep(await service.create('relay', { question: 'Remember?', seats: { opener: script, closer: script } }));
    expect(first.events().some((e) => e.type === 'memory.loaded')).toBe(true);
    await first.step(Infinity, signal());
    await first.step(Infinity, signal());
    expect(first.events().filter((e) => e.type === 'memory.saved')).toHaveLength(1);
    expect(await readFile(join(dir, 'memory', 'relay.jsonl'), 'utf8')).toBe('{"question":"Remember?","messages":3}\n');
    const second = keep(await service.create('relay', { question: 'Remember?', seats: { opener: script, closer: script } }));
    expect(second.view().progress.note).toBe('1 earlier session(s) on this question');
  });
});

describe('ids and forks', () => {
  it('opens a session by its number or a unique prefix, and names the matches of an ambiguous one', async () => {
    const { service } = await setup();
    const a = await service.create('relay', { question: 'Alpha?', seats: { opener: script, closer: script } });
    await a.close();
    const b = await service.create('relay', { question: 'Also?', seats: { opener: script, closer: script } });
    await b.close();
    expect(keep(await service.open('2')).id).toBe('002-also');
    expect(keep(await service.open('001-al')).id).toBe('001-alpha');
    await expect(service.open('00')).rejects.toMatchObject({
      kind: 'usage',
      message: '"00" matches 2 sessions (002-also, 001-alpha): give more of the id',
    });
  });

  it('refuses to fork a session whose events refer to a raw text that is gone, naming the event, creating nothing', async () => {
    const { dir, service } = await setup();
    const session = await service.create('relay', { question: 'Dangling?', seats: { opener: script, closer: script } });
    await session.step(Infinity, signal());
    await session.close();
    const raw = join(session.dir, 'raw');
    await rm(join(raw, (await readdir(raw))[0]!));
    await expect(service.fork(session.id)).rejects.toMatchObject({
      kind: 'failure',
      message: expect.stringMatching(/^session 001-dangling is damaged: event \d+ \([a-z.]+\): \w+Ref: .*\.txt is missing/),
    });
    expect((await readdir(join(dir, 'sessions'))).filter((name) => !name.startsWith('.'))).toEqual(['001-dangling']);
  });
});

describe('a parallel group', () => {
  it('is saved and told answer by answer: the first reply and its parsed moves reach disk and the subscribers before the slowest agent answers', async () => {
    const { dir, store, service } = await setup();
    const file = join(dir, 'debate.json');
    await writeFile(file, JSON.stringify({ bySeat: SCRIPT }));
    // `compare` opens with both seats at once; the consultee takes a minute.
    const session = keep(
      await service.create('argumentation', {
        question: 'Both at once?',
        framing: 'compare',
        seats: { orchestrator: { kind: 'script', file }, consultee: { kind: 'script', file, delay: '60' } },
      }),
    );
    const firstMove = new Promise<DebateEvent>((done) => {
      session.subscribe((change) => {
        if (change.kind === 'event' && change.event.type === 'move.accepted') done(change.event);
      });
    });
    const controller = new AbortController();
    const stepping = session.step(1, controller.signal);

    const told = await firstMove;
    expect(told.data).toMatchObject({ seat: 'orchestrator', moves: [expect.anything()] });
    const saved = await store.open(session.id, { readOnly: true });
    const types = saved.doc.events.map((e) => `${e.type} ${String(e.data.seat)}`);
    await saved.close();
    expect(types).toContain('move.accepted orchestrator');
    expect(types.filter((t) => t.endsWith('consultee'))).toEqual(['agent.requested consultee']);
    controller.abort();
    await stepping;
  });
});
