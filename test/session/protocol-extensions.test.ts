// What the session service does for protocols that declare more: a seat that inherits another's
// agent is filled in when the session is created (and saved so), and a memory port that amends is
// saved again after a person changes a finished debate, while one that does not is saved once.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryFolder, SessionStore } from '../../state/index.js';
import { agentPort } from '../../src/agents/port.js';
import { hostOf } from '../../src/agents/host.js';
import { declarationOf, registerProtocol } from '../../src/protocols/registry.js';
import { SessionService } from '../../src/session/service.js';
import type { Session } from '../../src/session/session.js';
import { declaration } from '../fixtures/protocols/relay/declaration.js';
import { tempDir } from '../helpers/temp.js';

const open: Session[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});
beforeAll(() => {
  if (!declarationOf('relay')) registerProtocol(declaration);
});

async function setup() {
  const dir = await tempDir('agon-service-');
  const store = new SessionStore(join(dir, 'sessions'));
  return {
    dir,
    service: new SessionService({
      store,
      agents: agentPort(store, hostOf(process.env, dir)),
      memory: new MemoryFolder(join(dir, 'memory')),
    }),
  };
}
const keep = (s: Session) => {
  open.push(s);
  return s;
};
const signal = () => new AbortController().signal;

describe('a seat that inherits', () => {
  it("takes the other seat's agent when left out, and the saved config names it, in the declared order", async () => {
    const { service } = await setup();
    const session = keep(
      await service.create('dialectic', { question: 'Ship it?', seats: { synthesis: { kind: 'script', demo: 'dialectic' } } }),
    );
    expect(session.sessionConfig.seats).toEqual({
      advocate: { kind: 'script', demo: 'dialectic' },
      critic: { kind: 'script', demo: 'dialectic' },
      synthesis: { kind: 'script', demo: 'dialectic' },
    });
    expect(Object.keys(session.sessionConfig.seats)).toEqual(['advocate', 'critic', 'synthesis']);
  });

  it('keeps a seat given its own agent', async () => {
    const { service } = await setup();
    const session = keep(
      await service.create('dialectic', {
        question: 'Ship it?',
        seats: { critic: { kind: 'human' }, synthesis: { kind: 'script', demo: 'dialectic' } },
      }),
    );
    expect(session.sessionConfig.seats.critic).toEqual({ kind: 'human' });
  });
});

describe('a memory port', () => {
  it('that amends is saved again after the person overrules a finished debate, and only with what is new', async () => {
    const { dir, service } = await setup();
    const session = keep(await service.createDemo('dialectic'));
    expect(await session.step(Infinity, signal())).toMatchObject({ kind: 'done' });
    const metrics = () =>
      readFile(join(dir, 'memory', 'debate-metrics.jsonl'), 'utf8').then((t) =>
        t
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      );
    expect(await metrics()).toHaveLength(1);
    expect(await session.act('overrule', { item: 'RES', value: 'ESCALATE', reason: 'the DBA is away' })).toMatchObject({ ok: true });
    expect((await metrics()).map((l) => l.resolution)).toEqual(['MODIFY', 'ESCALATE']);
    await session.act('note', { value: 'all', text: 'a note changes nothing the memory keeps' });
    expect(await metrics()).toHaveLength(2);
    expect(session.events().filter((e) => e.type === 'memory.saved')).toHaveLength(2);
  });

  it('that does not amend is saved once, whatever the person does after the end', async () => {
    const { dir, service } = await setup();
    const session = keep(await service.createDemo('relay'));
    await session.step(Infinity, signal());
    expect(await session.act('finding', { fields: { statement: 'Relays hand on' } })).toMatchObject({ ok: true });
    expect(await readFile(join(dir, 'memory', 'relay.jsonl'), 'utf8')).toBe('{"question":"Is a relay a debate?","messages":3}\n');
    expect(session.events().filter((e) => e.type === 'memory.saved')).toHaveLength(1);
  });
});
