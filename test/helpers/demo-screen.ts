// A demo session on the main screen for component tests: a fresh scratch folder per test, removed
// afterwards with the session closed; `rounds` steps it first (script agents, no delay).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { SessionController } from '../../src/session/session-controller.js';
import { testService } from './service.js';

/** An argumentation debate whose script agents take `delay` seconds to answer, so a step can be seen running. */
export async function slowController(delay: string): Promise<{ controller: SessionController; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'agon-tui-slow-'));
  const demo = { kind: 'script', demo: 'argumentation', delay };
  const session = await testService(join(dir, 'sessions')).create('argumentation', {
    question: 'Redis or Memcached?',
    seats: { orchestrator: demo, consultee: demo },
  });
  const controller = new SessionController(session);
  onTestFinished(async () => {
    await controller.close();
    await rm(dir, { recursive: true, force: true });
  });
  return { controller, dir };
}

export async function demoController(
  options: { rounds?: number; protocol?: string } = {},
): Promise<{ controller: SessionController; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'agon-tui-demo-'));
  const session = await testService(join(dir, 'sessions')).createDemo(options.protocol ?? 'argumentation');
  const controller = new SessionController(session);
  onTestFinished(async () => {
    await controller.close();
    await rm(dir, { recursive: true, force: true });
  });
  for (let i = 0; i < (options.rounds ?? 0); i++) await controller.step();
  return { controller, dir };
}
