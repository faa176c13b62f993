// The start screen manages the saved sessions: each status in words, `/` to filter them, x to
// delete one after a confirmation naming it, and a demo opened before offers that copy or a fresh one.
import { describe, expect, it, vi } from 'vitest';
import { type SessionRow, StartScreen } from '../../../components/start/start-screen.js';
import { themeFor } from '../../../components/theme.js';
import { ctrlC, down, enter, esc, renderTui } from '../../helpers/render.js';

const theme = themeFor({});
const DEMO = { protocol: 'argumentation', question: 'Redis or Memcached for our session cache?' };

const row = (id: string, question: string, status: SessionRow['status'], reason?: string): SessionRow => ({
  id,
  question,
  protocol: 'argumentation',
  phase: 'development',
  progress: 'round 2/8',
  updated: '2026-01-01 10:00',
  status,
  ...(reason ? { reason } : {}),
});

const SESSIONS = [
  row('003-kafka-or-batch', 'Kafka or batch?', 'awaiting-human'),
  row('002-redis-or-memcached', DEMO.question, 'stopped', 'the token budget of 5,000 is spent (5,210 tokens)'),
  row('001-orm-or-sql', 'ORM or SQL?', 'done', 'converged'),
];

async function screen(sessions = SESSIONS) {
  const props = {
    onOpen: vi.fn(),
    onNew: vi.fn(),
    onDemo: vi.fn(),
    onQuit: vi.fn(),
    onDelete: vi.fn(async (_id: string) => undefined as string | undefined),
  };
  const tui = await renderTui(<StartScreen sessions={sessions} demos={[DEMO]} theme={theme} height={30} columns={160} {...props} />, {
    columns: 160,
  });
  return { tui, ...props };
}

/** From the top: new session, the demo, then the sessions in order. */
const toSession = (index: number) => down.repeat(2 + index);

describe('the start screen', () => {
  it('says each status in words, never the stored label', async () => {
    const { tui } = await screen();

    const frame = tui.lastFrame();
    expect(frame).toContain('waiting for you');
    expect(frame).toContain('stopped: the token budget of 5,000 is spent');
    expect(frame).toContain('done: converged');
    expect(frame).not.toContain('awaiting-human');
  });

  it('leads each session with its question, whole when selected, and says where it stands under it', async () => {
    const long = `${'Should we move every nightly batch job to a streaming pipeline, '.repeat(3)}or not?`;
    const sessions = [row('004-streaming', long, 'running'), ...SESSIONS];
    const props = { onOpen: vi.fn(), onNew: vi.fn(), onDemo: vi.fn(), onQuit: vi.fn(), onDelete: vi.fn(async () => undefined) };
    const tui = await renderTui(<StartScreen sessions={sessions} demos={[DEMO]} theme={theme} height={30} columns={80} {...props} />, {
      columns: 80,
    });
    await tui.write(toSession(0));

    const lines = tui.lastFrame().split('\n');
    const at = lines.findIndex((line) => line.startsWith(' › Should we move'));
    expect(
      lines
        .slice(at, at + 4)
        .join(' ')
        .replace(/[›\s]+/g, ' '),
    ).toContain(long);
    expect(lines.find((line) => line.includes('004-streaming'))).toMatch(/004-streaming · argumentation · running/);
    expect(lines.find((line) => line.includes('Kafka or batch?'))).toMatch(/^\s+Kafka or batch\?/);
  });

  it('deletes a session only after a confirmation that names it', async () => {
    const { tui, onDelete } = await screen();
    await tui.write(`${toSession(0)}x`);

    expect(tui.lastFrame()).toContain('Delete 003-kafka-or-batch?');
    expect(tui.lastFrame()).toContain('"Kafka or batch?"');
    expect(onDelete).not.toHaveBeenCalled();
    await tui.write('y');

    expect(onDelete).toHaveBeenCalledExactlyOnceWith('003-kafka-or-batch');
    expect(await tui.waitFor('003-kafka-or-batch deleted')).not.toContain('Delete 003');
  });

  it('keeps the session when the confirmation is refused, and quits on ctrl+c without deleting', async () => {
    const { tui, onDelete, onQuit } = await screen();
    await tui.write(`${toSession(1)}x`);
    await tui.write(esc);
    expect(tui.lastFrame()).not.toContain('Delete 002');
    await tui.write(`x${ctrlC}`);

    expect(onQuit).toHaveBeenCalledOnce();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('says in one line why a session could not be deleted', async () => {
    const { tui, onDelete } = await screen();
    onDelete.mockResolvedValueOnce('session 001-orm-or-sql is locked by another agon (pid 42)');
    await tui.write(`${toSession(2)}xy`);

    expect(await tui.waitFor('✗ 001-orm-or-sql was not deleted: session 001-orm-or-sql is locked')).toContain('001-orm-or-sql');
  });

  it('filters the sessions by a text typed after /, and opens the one left', async () => {
    const { tui, onOpen } = await screen();
    await tui.write('/');
    await tui.write('kafka');

    const frame = tui.lastFrame();
    expect(frame).toContain('003-kafka-or-batch');
    expect(frame).not.toContain('001-orm-or-sql');
    await tui.write(`${enter}${enter}`);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('003-kafka-or-batch');
  });

  it('filters by the status in words, typed in one burst with the keys after it', async () => {
    const { tui, onOpen } = await screen();

    await tui.write(`/waiting for you${enter}${enter}`);

    expect(onOpen).toHaveBeenCalledExactlyOnceWith('003-kafka-or-batch');
  });

  it('offers the copy of a demo opened before, or a fresh one', async () => {
    const { tui, onOpen, onDemo } = await screen();
    await tui.write(`${down}${enter}`);

    const frame = tui.lastFrame();
    expect(frame).toContain('The argumentation demo was opened before');
    expect(frame).toContain('resume 002-redis-or-memcached · stopped');
    expect(frame).toContain('a fresh copy of the demo');
    await tui.write(enter);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('002-redis-or-memcached');

    await tui.write(enter); // the demo row again
    await tui.write(`${down}${enter}`); // the fresh copy
    expect(onDemo).toHaveBeenCalledExactlyOnceWith('argumentation');
  });

  it('opens a demo never opened before at once', async () => {
    const { tui, onDemo } = await screen([SESSIONS[0]!]);
    await tui.write(`${down}${enter}`);

    expect(onDemo).toHaveBeenCalledExactlyOnceWith('argumentation');
  });
});
