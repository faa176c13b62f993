// Renaming a session on the start screen: r opens a one-line field holding its title, enter saves,
// esc cancels, an empty title clears it; a refusal is one line and loses nothing typed. The title
// shows on the session's row, is matched by the filter, and shows in the main screen's header.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MainScreen } from '../../../components/main/main-screen.js';
import { type SessionRow, StartScreen } from '../../../components/start/start-screen.js';
import { themeFor } from '../../../components/theme.js';
import { SessionController } from '../../../src/session/session-controller.js';
import { ctrlC, down, enter, esc, renderTui } from '../../helpers/render.js';
import { testService } from '../../helpers/service.js';

const theme = themeFor({});
const ctrlU = '\u0015';

const row = (id: string, question: string, title?: string): SessionRow => ({
  id,
  question,
  ...(title ? { title } : {}),
  protocol: 'argumentation',
  phase: 'development',
  progress: 'round 2/8',
  updated: '2026-01-01 10:00',
  status: 'awaiting-human',
});

const SESSIONS = [row('002-kafka-or-batch', 'Kafka or batch?', 'Ingest plan'), row('001-orm-or-sql', 'ORM or SQL?')];

async function screen(refusal?: string) {
  const props = {
    onOpen: vi.fn(),
    onNew: vi.fn(),
    onDemo: vi.fn(),
    onQuit: vi.fn(),
    onRename: vi.fn(async (_id: string, _title: string) => refusal),
  };
  const tui = await renderTui(<StartScreen sessions={SESSIONS} demos={[]} theme={theme} height={30} columns={160} {...props} />, {
    columns: 160,
  });
  return { tui, ...props };
}

/** From the top: the new-session row, then the sessions in order. */
const toSession = (index: number) => down.repeat(1 + index);

describe('renaming a session on the start screen', () => {
  it('opens a field holding the current title on r, and saves the title typed on enter', async () => {
    const { tui, onRename } = await screen();
    await tui.write(`${toSession(0)}r`);

    expect(tui.lastFrame()).toContain('Rename 002-kafka-or-batch');
    expect(tui.lastFrame()).toContain('Title: Ingest plan');
    await tui.write(`${ctrlU}Stream ingest`);
    await tui.write(enter);

    expect(onRename).toHaveBeenCalledExactlyOnceWith('002-kafka-or-batch', 'Stream ingest');
    const frame = await tui.waitFor('002-kafka-or-batch is titled "Stream ingest"');
    expect(frame).not.toContain('Rename 002');
  });

  it('takes the key, the title and enter typed in one burst', async () => {
    const { tui, onRename } = await screen();

    await tui.write(`${toSession(1)}rPersistence layer${enter}`);

    expect(onRename).toHaveBeenCalledExactlyOnceWith('001-orm-or-sql', 'Persistence layer');
  });

  it('cancels on esc: nothing is saved, and the keys go back to the list', async () => {
    const { tui, onRename, onOpen } = await screen();
    await tui.write(`${toSession(0)}r`);
    await tui.write('xyz');
    await tui.write(esc);

    expect(tui.lastFrame()).not.toContain('Rename 002');
    expect(onRename).not.toHaveBeenCalled();
    await tui.write(`j${enter}`);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('001-orm-or-sql');
  });

  it('clears the title when the field is emptied', async () => {
    const { tui, onRename } = await screen();

    await tui.write(`${toSession(0)}r${ctrlU}${enter}`);

    expect(onRename).toHaveBeenCalledExactlyOnceWith('002-kafka-or-batch', '');
    await tui.waitFor('002-kafka-or-batch has no title now');
  });

  it('says a refusal in one line under the field, keeping what was typed', async () => {
    const why = 'session 002-kafka-or-batch is open in another agon (pid 4242, since 10:00 UTC)';
    const { tui, onRename } = await screen(why);
    await tui.write(`${toSession(0)}r${ctrlU}Mine${enter}`);

    const frame = await tui.waitFor(`✗ not renamed: ${why}`);
    expect(frame).toContain('Title: Mine');
    expect(onRename).toHaveBeenCalledOnce();
    await tui.write(esc);
    expect(tui.lastFrame()).not.toContain('Rename 002');
  });

  it('refuses in one line on the new-session row, and quits on ctrl+c from the field', async () => {
    const { tui, onQuit, onRename } = await screen();
    await tui.write('r');
    expect(tui.lastFrame()).toContain('select a saved session to rename');

    await tui.write(`${toSession(1)}r${ctrlC}`);
    expect(onQuit).toHaveBeenCalledOnce();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('shows the title on its row, and the filter finds the session by it', async () => {
    const { tui } = await screen();
    const lines = tui.lastFrame().split('\n');
    const at = lines.findIndex((line) => line.includes('"Ingest plan" — '));
    expect(lines[at + 1]).toContain('002-kafka-or-batch · argumentation');

    await tui.write(`/ingest${enter}`);

    expect(tui.lastFrame()).toContain('002-kafka-or-batch');
    expect(tui.lastFrame()).not.toContain('001-orm-or-sql');
  });
});

describe('the main screen of a renamed session', () => {
  it('shows the title beside the id in the header', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agon-tui-title-'));
    const service = testService(join(dir, 'sessions'));
    const created = await service.createDemo('argumentation');
    await created.close();
    await service.rename(created.id, 'Session cache');
    const controller = new SessionController(await service.open(created.id));
    onTestFinished(async () => {
      await controller.close();
      await rm(dir, { recursive: true, force: true });
    });

    const tui = await renderTui(<MainScreen controller={controller} theme={theme} onQuit={vi.fn()} cwd={dir} />, {
      columns: 120,
      rows: 40,
    });

    expect(controller.snapshot().title).toBe('Session cache');
    expect(tui.lastFrame().split('\n').slice(0, 2).join('\n')).toContain(`"Session cache" · ${created.id} · argumentation`);
  });
});
