// The workbench's speed: the first frame of `agon` against a minimal Ink "hello" app, both in a
// real terminal (tmux); and keystroke-to-frame latency on a 2,000-entry ledger against a 20-entry
// one (in-process, ink-testing-library), which stays flat only because lists are windowed and filtered once per change.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { KeypressProvider } from '../../components/keys/keypress.js';
import { MainScreen } from '../../components/main/main-screen.js';
import { themeFor } from '../../components/theme.js';
import { SessionController } from '../../src/session/session-controller.js';
import { testService } from '../helpers/service.js';
import { firstFrames as firstFrameMedians } from './first-frame.js';
import { median, ms, ratio, ROOT, tempDir } from './support.js';

async function sessionWithLedger(entries: number): Promise<SessionController> {
  const service = testService(join(tempDir('agon-tui-bench-'), 'sessions'));
  const config = { question: 'Redis or Memcached?', seats: { orchestrator: { kind: 'human' }, consultee: { kind: 'human' } } };
  const created = await service.create('argumentation', config);
  const at = new Date().toISOString();
  await created.record(
    Array.from({ length: entries }, (_, i) => ({
      actor: 'human',
      type: 'human.constrain',
      data: { text: `constraint number ${i + 1}: sessions must survive a restart of node ${i}` },
      at,
    })),
  );
  await created.close();
  return new SessionController(await service.open(created.id));
}

async function keystrokeLatency(entries: number, presses: number): Promise<number> {
  const controller = await sessionWithLedger(entries);
  // Under the KeypressProvider the TUI mounts (src/cli/tui.ts), or MainScreen's keys go nowhere.
  const screen = createElement(MainScreen, { controller, theme: themeFor({ NO_COLOR: '1' }), onQuit: () => undefined, cwd: ROOT });
  const app = render(createElement(KeypressProvider, null, screen));
  await new Promise((r) => setTimeout(r, 100));
  const samples: number[] = [];
  for (let i = 0; i < presses; i++) {
    const before = app.lastFrame();
    const started = performance.now();
    app.stdin.write(i % 2 === 0 ? 'j' : 'k');
    while (app.lastFrame() === before) {
      if (performance.now() - started > 5000)
        throw new Error(`a keystroke changed nothing on screen within 5 s:\n${app.lastFrame()?.slice(0, 400)}`);
      await new Promise((r) => setImmediate(r));
    }
    samples.push(performance.now() - started);
  }
  app.unmount();
  await controller.close();
  return median(samples);
}

export async function run(): Promise<void> {
  await firstFrames();
  await keystrokes();
}

async function firstFrames(): Promise<void> {
  const f = await firstFrameMedians(9);
  console.log(
    `tui: first frame of agon ${ms(f.agon)} (median of 9) vs a minimal Ink app ${ms(f.hello)} → ${ratio(f.agon, f.hello)}; vs that app bundled as agon is ${ms(f.helloBundled)} → ${ratio(f.agon, f.helloBundled)}`,
  );
}

async function keystrokes(): Promise<void> {
  await keystrokeLatency(20, 10);
  const small = await keystrokeLatency(20, 40);
  const large = await keystrokeLatency(2000, 40);
  // Ink patches console while an app is mounted; write the figures straight to stdout.
  process.stdout.write(
    `tui: keystroke to frame with a 2,000-entry ledger ${ms(large)} vs a 20-entry one ${ms(small)} (median of 40) → ${ratio(large, small)} (target ≤ 1.2×)\n`,
  );
}
