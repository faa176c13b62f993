// A session another agon holds: shown read-only with the reason, keys that would change it refused
// with that reason, the other agon's progress followed as it saves, and the session taken over (with
// a notice) once that agon lets go.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainScreen } from '../../components/main/main-screen.js';
import { themeFor } from '../../components/theme.js';
import { SessionController } from '../../src/session/session-controller.js';
import type { Session } from '../../src/session/session.js';
import { renderTui } from '../helpers/render.js';
import { testService } from '../helpers/service.js';

const theme = themeFor({});
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const undo of cleanup.splice(0).reverse()) await undo();
});

describe('a session open in another agon', () => {
  it('is followed while read-only, refuses changes with the reason, and becomes writable when released', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agon-tui-readonly-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const service = testService(join(dir, 'sessions'));
    const created = await service.createDemo('argumentation');
    const id = created.id;
    await created.close();
    const other: Session = await service.open(id);
    cleanup.push(() => other.close());
    const mine = await service.open(id, { readOnlyIfLocked: true });
    const controller = new SessionController(mine, { reopen: ({ readOnly }) => service.open(id, { readOnly }), followEveryMs: 50 });
    cleanup.push(() => controller.close());
    const tui = await renderTui(<MainScreen controller={controller} theme={theme} onQuit={vi.fn()} cwd={dir} />, {
      columns: 120,
      rows: 40,
    });
    cleanup.push(async () => tui.unmount());

    expect(tui.lastFrame()).toContain('READ-ONLY: session');
    await tui.write(' ');
    expect(tui.lastFrame()).toContain('refused: another agon holds this session; it becomes yours when that one lets go');
    expect(mine.events()).toHaveLength(0);

    await other.step(1, new AbortController().signal);
    await tui.waitFor('Points (5)', 5_000);
    expect(tui.lastFrame()).toContain('READ-ONLY');

    await other.close();
    const frame = await tui.waitFor('it is yours to change now', 5_000);
    expect(frame).not.toContain('READ-ONLY');
    await tui.write(' ');
    await vi.waitFor(() => expect(controller.snapshot().running).toBe(false), { timeout: 10_000 });
    expect(controller.snapshot().view.progress.label).toBe('round 3/8');
  });
});
