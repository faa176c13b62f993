// Recovery on the main screen: a failed agent says what failed and offers the ways on (retry,
// another agent, take the seat) through the seat menu; a spent budget says what stopped the run and
// is raised or lifted from the TUI. Each choice is an event in the session.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MainScreen } from '../../components/main/main-screen.js';
import { themeFor } from '../../components/theme.js';
import { SessionController } from '../../src/session/session-controller.js';
import { closedPort } from '../helpers/ports.js';
import { testService } from '../helpers/service.js';
import { enter, renderTui, type Tui } from '../helpers/render.js';

const theme = themeFor({});

/** A scratch folder for this test, removed after it with the session closed (`own`). */
async function scratch(): Promise<{ dir: string; own: (c: SessionController) => SessionController }> {
  const dir = await mkdtemp(join(tmpdir(), 'agon-tui-recovery-'));
  const owned: SessionController[] = [];
  onTestFinished(async () => {
    for (const c of owned) await c.close();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    dir,
    own: (c) => {
      owned.push(c);
      return c;
    },
  };
}

/** A session whose consultee is an endpoint nobody listens on; failed agents are retried at once. */
async function failing(): Promise<{ c: SessionController; dir: string }> {
  const { dir, own } = await scratch();
  const service = testService(join(dir, 'sessions'), { retry: { delaysMs: [0, 0] } });
  const session = await service.create('argumentation', {
    question: 'Redis or Memcached?',
    mode: 'minimal',
    seats: {
      orchestrator: { kind: 'script', demo: 'argumentation' },
      consultee: { kind: 'openai', base: `http://127.0.0.1:${await closedPort()}/v1`, model: 'm' },
    },
  });
  return { c: own(new SessionController(session, { absolutize: (spec) => spec })), dir };
}

function show(c: SessionController, dir: string, columns = 120, rows = 40): Promise<Tui> {
  return renderTui(<MainScreen controller={c} theme={theme} onQuit={vi.fn()} cwd={dir} agentKinds={['codex']} />, { columns, rows });
}

async function stepAndWait(tui: Tui, c: SessionController): Promise<void> {
  await tui.write(' ');
  await vi.waitFor(() => expect(c.snapshot().running).toBe(false), { timeout: 10_000 });
}

describe('a failed agent on the main screen', () => {
  it('says which seat failed, why and how often, and keeps the debate open', async () => {
    const { c, dir } = await failing();
    const tui = await show(c, dir);

    await stepAndWait(tui, c);

    const frame = await tui.waitFor('✗ The consultee agent failed (3 tries)');
    expect(frame).toContain('ECONNREFUSED');
    expect(frame).toContain('✗ failed (3 tries)');
    expect(frame).not.toContain('done —');
    expect(frame).toContain('The consultee agent failed (unavailable): cannot reach');
    expect(frame).toContain('space try again · s another agent, or take the seat');
  });

  it('tries the agent again on space, recorded as the person asking again', async () => {
    const { c, dir } = await failing();
    const tui = await show(c, dir);
    await stepAndWait(tui, c);

    await stepAndWait(tui, c);

    expect(await tui.waitFor('The person asks the consultee agent again.')).toContain('✗ The consultee agent failed');
  });

  it('gives the seat another agent from the seat menu, and the next step uses it', async () => {
    const { c, dir } = await failing();
    const tui = await show(c, dir);
    await stepAndWait(tui, c);
    const answers = join(dir, 'consultee.json');
    await writeFile(
      answers,
      JSON.stringify({ responses: [JSON.stringify({ moves: [{ type: 'point', claim: 'Redis keeps sessions', kind: 'value' }] })] }),
    );

    await tui.write('s');
    await tui.waitFor('The consultee seat');
    await tui.write(`j${enter}`); // another agent
    await tui.waitFor('script: answers from a JSON file');
    await tui.write(`jj${enter}`); // script (after codex and openai)
    await tui.waitFor('The answers file:');
    await tui.write(`${answers}${enter}`);

    const frame = await tui.waitFor('The consultee seat is now played by script');
    // The seat's spec may wrap in the Progress pane (a long temp path): on its line or the next.
    expect(frame).toMatch(/consultee: script( |[^\n]*\n[^\n]*)file=/);
    expect(c.snapshot().seatSpecs.consultee).toEqual({ kind: 'script', file: answers });
    expect(frame).not.toContain('✗ The consultee agent failed');
    await stepAndWait(tui, c);
    expect(await tui.waitFor('Points (1)')).toContain('Redis keeps sessions');
  });

  it('lets the person take the seat from the Progress pane (enter on the seat), then compose its move', async () => {
    const { c, dir } = await failing();
    const tui = await show(c, dir);
    await stepAndWait(tui, c);

    await tui.write('\tjj'); // Progress pane (the empty open pane is folded, tab passes it): past the phase and the orchestrator, the consultee seat
    await tui.write(enter);
    await tui.waitFor('Take the seat yourself');
    await tui.write(`jj${enter}`);

    const frame = await tui.waitFor('you hold the consultee seat now');
    expect(frame).toContain('consultee: you');
    expect(c.snapshot().plan).toMatchObject({ kind: 'await-human', seat: 'consultee' });
    await tui.write(' ');
    expect(await tui.waitFor('Your turn in the consultee seat')).toContain('a add a move');
  });
});

describe('a spent budget on the main screen', () => {
  it('says what stopped the run, opens the budgets on space, and goes on once the person lifts it (recorded)', async () => {
    const { dir, own } = await scratch();
    const service = testService(join(dir, 'sessions'));
    const demo = { kind: 'script', demo: 'argumentation', delay: '0.05' };
    const session = await service.create('argumentation', {
      question: 'Redis or Memcached?',
      seats: { orchestrator: demo, consultee: demo },
      budgets: { seconds: 0.01 },
    });
    const controller = own(new SessionController(session));
    const tui = await show(controller, dir, 80, 24);

    await stepAndWait(tui, controller);
    const stopped = await tui.waitFor('■ Stopped — b raise or lift the budget');
    expect(stopped).toContain('Stopped: the time budget of 0.01 s is spent');

    await tui.write(' ');
    await tui.waitFor('Budgets');
    await tui.write(`${enter}${enter}`); // tokens, cost: none
    await tui.write(`\u0015${enter}`); // the time budget cleared: none

    await tui.waitFor((frame) => !frame.includes('■ Stopped'));
    expect(session.budgets()).toEqual({});
    expect(session.events().at(-1)).toMatchObject({ type: 'session.budgets', actor: 'human', data: { budgets: {} } });
    await stepAndWait(tui, controller);
    expect(controller.snapshot().view.record.rows.length).toBeGreaterThan(0);
  });
});
