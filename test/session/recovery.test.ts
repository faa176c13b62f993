// When a seat's agent fails, the debate stays open and every way out is an event: asking it again
// (`session.retry`), another agent in the seat, or the person taking it (`session.seat`).
import { writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SessionStore } from '../../state/index.js';
import { agentPort } from '../../src/agents/port.js';
import { hostOf } from '../../src/agents/host.js';
import { declarationOf, registerProtocol } from '../../src/protocols/registry.js';
import { SessionService } from '../../src/session/service.js';
import type { Session } from '../../src/session/session.js';
import { scratch } from '../fixtures/agents/support.js';
import { closedPort } from '../helpers/ports.js';
import { declaration } from '../fixtures/protocols/relay/declaration.js';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const undo of cleanup.splice(0).reverse()) await undo();
});

beforeAll(() => {
  if (!declarationOf('relay')) registerProtocol(declaration);
});

async function failingSession(): Promise<{ session: Session; dir: string; service: SessionService }> {
  const dir = await scratch('agon-recovery-');
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  const store = new SessionStore(join(dir, 'sessions'));
  const service = new SessionService({
    store,
    agents: agentPort(store, hostOf({ PATH: process.env.PATH ?? '', HOME: dir }, dir)),
    retry: { delaysMs: [0, 0] },
  });
  const opener = { kind: 'openai', base: `http://127.0.0.1:${await closedPort()}/v1`, model: 'm' };
  const session = await service.create('relay', {
    question: 'Is a relay a debate?',
    budget: 1,
    seats: { opener, closer: { kind: 'script', demo: 'relay' } },
  });
  cleanup.push(() => session.close());
  return { session, dir, service };
}

const signal = () => new AbortController().signal;
const types = (session: Session) => session.events().map((e) => e.type);

describe('a seat whose agent cannot be reached', () => {
  it('is asked three times, then the step ends with the seat failed and the debate open', async () => {
    const { session } = await failingSession();

    const end = await session.step(1, signal());

    expect(end).toMatchObject({ kind: 'seat-failed', seat: 'opener', failure: 'unavailable', attempts: 3 });
    expect(types(session).filter((t) => t === 'agent.failed')).toHaveLength(3);
    expect(session.failedSeats()).toEqual([expect.objectContaining({ seat: 'opener', kind: 'unavailable', attempts: 3 })]);
    expect(session.summary().status).toBe('running');
    expect(session.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'opener' }] });
  });

  it('is recorded as asked again when the person steps once more', async () => {
    const { session } = await failingSession();
    await session.step(1, signal());
    const before = session.events().length;

    await session.step(1, signal());

    expect(session.events()[before]).toMatchObject({ type: 'session.retry', actor: 'human', data: { seat: 'opener' } });
  });

  it('answers once the person gives the seat another agent, recorded as a seat change', async () => {
    const { session, dir } = await failingSession();
    await session.step(1, signal());
    const answers = join(dir, 'opener.json');
    await writeFile(answers, JSON.stringify({ responses: ['{"moves": [{"type": "say", "text": "A relay hands on."}]}'] }));

    const changed = await session.reseat('opener', { kind: 'script', file: answers });
    const end = await session.step(1, signal());

    expect(changed).toMatchObject({
      type: 'session.seat',
      actor: 'human',
      data: { seat: 'opener', spec: { kind: 'script', file: answers } },
    });
    expect(session.seats().opener).toEqual({ kind: 'script', file: answers });
    expect(session.failedSeats()).toEqual([]);
    expect(end).toMatchObject({ kind: 'step', label: 'stage OPEN' });
    expect(session.view().record.rows.map((r) => r.text)).toEqual(['A relay hands on.']);
  });

  it('waits for the person once they take the seat, and keeps the change across a reopen', async () => {
    const { session, service } = await failingSession();
    await session.step(1, signal());

    await session.reseat('opener', { kind: 'human' });

    expect(session.plan()).toMatchObject({ kind: 'await-human', seat: 'opener' });
    expect(await session.step(1, signal())).toMatchObject({ kind: 'await-human', seat: 'opener' });
    await session.close();
    const again = await service.open(session.id);
    cleanup.push(() => again.close());
    expect(again.plan()).toMatchObject({ kind: 'await-human', seat: 'opener' });
    expect(again.seats().opener).toEqual({ kind: 'human' });
  });

  it('refuses a seat the protocol does not have, an agent this machine cannot run, and a secret, recording nothing', async () => {
    const { session } = await failingSession();
    const before = session.events().length;

    await expect(session.reseat('judge', { kind: 'human' })).rejects.toMatchObject({
      kind: 'usage',
      message: expect.stringMatching(/unknown seat "judge"/),
    });
    await expect(session.reseat('opener', { kind: 'script', file: '/nonexistent/answers.json' })).rejects.toThrow(/answers\.json/);
    await expect(session.reseat('opener', { kind: 'openai', base: 'http://127.0.0.1:1/v1', api_key: 'sk-live-123' })).rejects.toThrow(
      /looks like a secret/,
    );

    expect(session.events()).toHaveLength(before);
  });
});
