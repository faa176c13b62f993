// The new-session form checks each answer as it is given, goes back one step on esc, and offers a
// project folder, a timeout and budgets besides the protocol's own options.
import { describe, expect, it, vi } from 'vitest';
import { NewSessionForm } from '../../../components/start/new-session-form.js';
import type { NewSessionInput } from '../../../components/services.js';
import { themeFor } from '../../../components/theme.js';
import { ARGUMENTATION_INFO } from '../../../src/protocols/argumentation/declaration.js';
import type { ProtocolInfo } from '../../../src/protocols/types.js';
import { enter, esc, renderTui } from '../../helpers/render.js';

const theme = themeFor({});

async function form(
  options: {
    protocols?: ProtocolInfo[];
    checkSeat?: (p: string, seat: string, spec: string) => Promise<string | undefined>;
    checkWorkdir?: (path: string) => string | undefined;
  } = {},
) {
  const onCreate = vi.fn(async (_input: NewSessionInput) => undefined as string | undefined);
  const onCancel = vi.fn();
  const tui = await renderTui(
    <NewSessionForm
      protocols={options.protocols ?? [ARGUMENTATION_INFO]}
      agentKinds={[]}
      theme={theme}
      onCreate={onCreate}
      onCancel={onCancel}
      checkSeat={options.checkSeat ?? (async () => undefined)}
      checkWorkdir={options.checkWorkdir ?? (() => undefined)}
    />,
    { columns: 100, rows: 30 },
  );
  return { tui, onCreate, onCancel };
}

/** Question, then the four argumentation options left at their defaults. */
async function throughOptions(tui: Awaited<ReturnType<typeof form>>['tui']) {
  await tui.write(`Redis or Memcached?${enter}`);
  await tui.write(`${enter}${enter}${enter}${enter}`);
}

describe('NewSessionForm', () => {
  it('says at once that a script file cannot be used, and stays on that seat', async () => {
    const checkSeat = vi.fn(async (_p: string, _seat: string, spec: string) =>
      spec.includes('missing.json') ? 'cannot read /work/missing.json (ENOENT)' : undefined,
    );
    const { tui, onCreate } = await form({ checkSeat });
    await throughOptions(tui);
    await tui.write(enter); // no project folder or limits
    await tui.waitFor('Who sits in the orchestrator seat?');
    await tui.write(`j${enter}`); // script
    await tui.write(`missing.json${enter}`);

    expect(await tui.waitFor('✗ cannot read /work/missing.json')).toContain('Who sits in the orchestrator seat?');
    expect(checkSeat).toHaveBeenCalledWith('argumentation', 'orchestrator', 'script:file=missing.json');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('goes back one step on esc, with what was typed, and cancels only from the first', async () => {
    const { tui, onCancel } = await form();
    await tui.write(`Redis or Memcached?${enter}`);
    await tui.waitFor('Framing');
    await tui.write(esc);
    expect(tui.lastFrame()).toContain('Question');
    expect(tui.lastFrame()).toContain('Redis or Memcached?');
    expect(onCancel).not.toHaveBeenCalled();
    await tui.write(esc);
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('takes a project folder, a timeout and budgets, each checked, into the new session', async () => {
    const checkWorkdir = (path: string) => (path === 'nowhere' ? '/work/nowhere does not exist' : undefined);
    const { tui, onCreate } = await form({ checkWorkdir });
    await throughOptions(tui);
    await tui.write(`j${enter}`); // set limits
    await tui.write(`nowhere${enter}`);
    expect(await tui.waitFor('✗ /work/nowhere does not exist')).toContain('Project folder');
    await tui.write(`${'\u0015'}project${enter}`);
    await tui.write(`90${enter}`); // timeout
    await tui.write(`lots${enter}`);
    expect(await tui.waitFor('token budget is a positive whole number')).toContain('Token budget');
    await tui.write(`\u00151,500${enter}`);
    await tui.write(`${enter}${enter}`); // no cost or time budget
    await tui.waitFor('Who sits in the orchestrator seat?');
    await tui.write(`${enter}${enter}`); // human, human
    await tui.write(`jjj${enter}`); // no arbiter: the person arbitrates
    await tui.waitFor('Create this session?');
    await tui.write(enter);

    await vi.waitFor(() => expect(onCreate, tui.lastFrame()).toHaveBeenCalledOnce());
    expect(onCreate.mock.calls[0]![0]).toMatchObject({
      question: 'Redis or Memcached?',
      workdir: 'project',
      timeoutSeconds: 90,
      budgets: { tokens: 1500 },
      seats: { orchestrator: 'human', consultee: 'human' },
    });
    expect(onCreate.mock.calls[0]![0].seats).not.toHaveProperty('arbiter');
  });
});
