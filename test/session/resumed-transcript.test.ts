// The transcript strip after a resume: the same lines as before quitting, the platform's own events
// (a failed agent, a seat given to another agent or the person, budgets, a cancelled run) included.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SessionController } from '../../src/session/session-controller.js';
import { closedPort } from '../helpers/ports.js';
import { testService } from '../helpers/service.js';

async function scratch(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agon-resumed-strip-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const stripOf = (c: SessionController) => c.snapshot().transcript.map(({ key, mark, text, level }) => ({ key, mark, text, level }));

describe('the transcript strip of a resumed session', () => {
  it('shows the same lines as before quitting, failures, seat changes and budgets included', async () => {
    const dir = await scratch();
    const service = testService(join(dir, 'sessions'), { retry: { delaysMs: [0] } });
    const session = await service.create('argumentation', {
      question: 'Redis or Memcached?',
      mode: 'minimal',
      seats: {
        orchestrator: { kind: 'script', demo: 'argumentation' },
        consultee: { kind: 'openai', base: `http://127.0.0.1:${await closedPort()}/v1`, model: 'm' },
      },
    });
    const live = new SessionController(session, { absolutize: (spec) => spec });
    await live.step();
    await live.step();
    await live.setBudgets({ tokens: 50_000 });
    await live.reseat('consultee', 'script:demo=argumentation');
    await live.step();
    const before = stripOf(live);
    await live.close();

    const resumed = new SessionController(await service.open(session.id));
    onTestFinished(() => resumed.close());

    expect(stripOf(resumed)).toEqual(before);
    const texts = before.map((l) => l.text);
    expect(texts).toContainEqual(expect.stringContaining('The consultee agent failed (unavailable)'));
    expect(texts).toContain('The person sets the budgets: 50,000 tokens.');
    expect(texts).toContainEqual(expect.stringContaining('The consultee seat is now played by'));
    expect(texts).toContain('The person asks the consultee agent again.');
    expect(texts).toContain('Round 1 closes.');
  });

  it('shows a cancelled run as it was shown live', async () => {
    const dir = await scratch();
    const service = testService(join(dir, 'sessions'));
    const demo = { kind: 'script', demo: 'argumentation', delay: '2' };
    const session = await service.create('argumentation', {
      question: 'Redis or Memcached?',
      seats: { orchestrator: demo, consultee: demo },
    });
    const live = new SessionController(session);
    const running = live.step();
    await live.cancel();
    await running;
    const before = stripOf(live);
    await live.close();

    const resumed = new SessionController(await service.open(session.id));
    onTestFinished(() => resumed.close());

    expect(before.map((l) => l.text)).toContain('The run was cancelled; what finished is saved.');
    expect(stripOf(resumed)).toEqual(before);
  });
});
