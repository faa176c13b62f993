// Undo as a person meets it: their own move in a seat they hold and their overrules are theirs to
// take back, after the debate ended too, until an agent answers after them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Session } from '../../src/session/session.js';
import { testService } from '../helpers/service.js';

async function service() {
  const dir = await mkdtemp(join(tmpdir(), 'agon-undo-'));
  const opened: Session[] = [];
  onTestFinished(async () => {
    for (const s of opened) await s.close();
    await rm(dir, { recursive: true, force: true });
  });
  const s = testService(join(dir, 'sessions'));
  const own = (session: Session) => {
    opened.push(session);
    return session;
  };
  return { s, own };
}

const never = new AbortController().signal;
const undoOf = (session: Session) => session.protocol.humanActions(session.state).find((a) => a.command === 'undo');

describe('undo', () => {
  it("takes back the person's own move in their seat, and the seat is asked again", async () => {
    const { s, own } = await service();
    const demo = await s.protocol('argumentation');
    const session = own(
      await s.create('argumentation', {
        question: 'Redis or Memcached?',
        seats: { orchestrator: { kind: 'human' }, consultee: { kind: 'script', demo: 'argumentation' } },
      }),
    );
    await session.step(1, never);
    expect(session.plan()).toMatchObject({ kind: 'await-human', seat: 'orchestrator' });
    const before = session.view();

    expect(await session.move('orchestrator', demo.demo.answers.orchestrator![0]!)).toMatchObject({ ok: true });
    expect(undoOf(session)?.label).toBe('Undo the last human action (move as orchestrator)');
    const undone = await session.act('undo', {});

    expect(undone).toMatchObject({ ok: true });
    expect(undone.ok && undone.notices.map((n) => n.text)).toEqual([
      expect.stringMatching(/^The person undoes their move as orchestrator \(event \d+\)\.$/),
    ]);
    expect(session.plan()).toMatchObject({ kind: 'await-human', seat: 'orchestrator' });
    expect(session.view().record).toEqual(before.record);
  });

  it("cannot take back the person's move once an agent has answered after it", async () => {
    const { s, own } = await service();
    const demo = await s.protocol('argumentation');
    const session = own(
      await s.create('argumentation', {
        question: 'Redis or Memcached?',
        seats: { orchestrator: { kind: 'human' }, consultee: { kind: 'script', demo: 'argumentation' } },
      }),
    );
    await session.step(1, never);
    await session.move('orchestrator', demo.demo.answers.orchestrator![0]!);
    await session.step(1, never);

    expect(undoOf(session)).toBeUndefined();
    expect(session.protocol.checkHuman(session.state, 'undo', {})).toBe(
      'there is nothing to undo: no action of yours since the agents last answered',
    );
  });

  it('takes back an overrule made after the debate ended', async () => {
    const { s, own } = await service();
    const session = own(await s.createDemo('argumentation'));
    await session.step(Number.POSITIVE_INFINITY, never);
    expect(session.plan().kind).toBe('done');
    const before = session.view();

    expect(await session.act('move', { item: 'P4', value: 'unresolved', reason: 'worth another look' })).toMatchObject({ ok: true });
    expect(session.view().record).not.toEqual(before.record);
    expect(await session.act('undo', {})).toMatchObject({ ok: true });

    expect(session.view().record).toEqual(before.record);
    expect(session.plan().kind).toBe('done');
  });
});
