// A debate an agent started through `agon mcp`, opened in the workbench: the seat that agent plays
// is answered through its move tool, so the screen says who is awaited instead of nothing.
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MainScreen } from '../../components/main/main-screen.js';
import { themeFor } from '../../components/theme.js';
import { SessionController } from '../../src/session/session-controller.js';
import { renderTui } from '../helpers/render.js';
import { testService } from '../helpers/service.js';
import { tempDir } from '../helpers/temp.js';

describe('a seat played by the agent connected through agon mcp', () => {
  it('is named as awaited on the main screen, before and after a step that stops at its turn', async () => {
    const dir = await tempDir('agon-tui-outside-');
    const session = await testService(join(dir, 'sessions')).create('argumentation', {
      question: 'Redis or Memcached?',
      mode: 'minimal',
      seats: { orchestrator: { kind: 'mcp' }, consultee: { kind: 'script', demo: 'argumentation' } },
    });
    const c = new SessionController(session, { absolutize: (spec) => spec });
    onTestFinished(() => c.close());
    const tui = await renderTui(<MainScreen controller={c} theme={themeFor({})} onQuit={vi.fn()} cwd={dir} agentKinds={[]} />, {
      columns: 160,
      rows: 40,
    });

    await tui.write(' ');
    await vi.waitFor(() => expect(c.snapshot().lastEnd?.kind).toBe('await-agent'), { timeout: 10_000 });
    const frame = await tui.waitFor('waiting for the agent connected through agon mcp (orchestrator)');
    expect(frame).toContain('it answers with its move tool');
  });
});
