// Keys that arrive in one chunk (a fast typist, a paste, a terminal that batches) are each handled,
// in order, by whatever they reach: a pane switch, a list move, a form that opened on the key
// before; an Esc just before a key stays an Esc; a pasted line break never becomes a carriage return.
import { describe, expect, it, vi } from 'vitest';
import { ActionForm } from '../../components/main/action-form.js';
import { MainScreen } from '../../components/main/main-screen.js';
import { themeFor } from '../../components/theme.js';
import { argumentation } from '../../src/protocols/argumentation/index.js';
import type { HumanInput } from '../../src/protocols/types.js';
import { assess, Debate, value } from '../helpers/debate.js';
import { demoController } from '../helpers/demo-screen.js';
import { backspace, ctrlC, esc, paste, renderTui } from '../helpers/render.js';

const theme = themeFor({});
type Result = { ok: true } | { ok: false; problem: string };

async function mainScreen(columns = 120) {
  const { controller, dir } = await demoController({ rounds: 1 });
  const onQuit = vi.fn();
  const tui = await renderTui(<MainScreen controller={controller} theme={theme} onQuit={onQuit} cwd={dir} />, { columns, rows: 40 });
  return { tui, controller, onQuit };
}

function constraintForm(onSubmit = vi.fn(async (_k: string, _i: HumanInput): Promise<Result> => ({ ok: true }))) {
  const d = new Debate({ mode: 'minimal' });
  d.consultee(value('Redis keeps sessions across restarts'));
  d.orchestrator(assess('P1', 'AGREE'));
  const actions = argumentation.humanActions(d.state).filter((a) => a.command === 'constrain');
  return {
    onSubmit,
    element: <ActionForm title="Add a constraint" actions={actions} theme={theme} onSubmit={onSubmit} onClose={vi.fn()} />,
  };
}

describe('a burst of keys on the main screen', () => {
  it('moves two panes on two Tabs sent at once', async () => {
    const { tui } = await mainScreen();
    await tui.write('\t\t');
    expect(tui.lastFrame()).toContain('▸ Progress');
  });

  it('moves and opens on j followed by Enter in one chunk', async () => {
    const { tui, controller } = await mainScreen();
    await tui.write('jj\r');
    const item = controller.snapshot().view.record.rows[2]!.item!;
    expect(tui.lastFrame()).toContain(controller.snapshot().view.details[item]!.title);
  });

  it('opens a form and fills it with the keys that came with the one that opened it', async () => {
    const { tui, controller } = await mainScreen();
    await tui.write(`uSessions survive a restart\r\r`);
    await vi.waitFor(() => expect(controller.snapshot().transcript.at(-1)?.text).toMatch(/Sessions survive a restart/));
    await tui.waitFor((frame) => !frame.includes('Add a user constraint'));
  });

  it('reads Esc followed at once by a key as Esc, then the key', async () => {
    const { tui } = await mainScreen();
    await tui.write('?');
    expect(tui.lastFrame()).toContain('Keys');
    await tui.write(`${esc}\t`);
    expect(tui.lastFrame()).not.toContain('Keys');
    expect(tui.lastFrame()).toContain('▸ Open challenges');
  });
});

describe('a burst of keys in a form', () => {
  it('keeps three Backspaces sent at once, and the Enter after them', async () => {
    const { onSubmit, element } = constraintForm();
    const tui = await renderTui(element);
    await tui.write(`no new infraXYZ${backspace.repeat(3)}structure\r\r`);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('constrain', { text: 'no new infrastructure' });
  });

  it('keeps an Enter inside a pasted text as a new line in a multi-line field, never a carriage return', async () => {
    const { onSubmit, element } = constraintForm();
    const tui = await renderTui(element);
    await tui.write(paste('first line\rsecond'));
    expect(tui.lastFrame()).toMatch(/║ first line\s+║\n║ second\s+║/);
    await tui.write('\r\r');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('constrain', { text: 'first line\nsecond' });
  });

  it('stores an Enter inside a pasted text as a space in a one-line field', async () => {
    const d = new Debate({ mode: 'minimal' });
    const onSubmit = vi.fn(async (_k: string, _i: HumanInput): Promise<Result> => ({ ok: true }));
    const note = argumentation.humanActions(d.state).filter((a) => a.command === 'note');
    const tui = await renderTui(<ActionForm title="A note" actions={note} theme={theme} onSubmit={onSubmit} onClose={vi.fn()} />);
    await tui.write('\r'); // for every seat
    await tui.write(paste('first line\rsecond'));
    expect(tui.lastFrame()).toContain('first line second');
    await tui.write('\r');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('note', { value: 'all', text: 'first line second' });
  });

  it('asks before Ctrl+C throws away a draft, and goes on with the draft on n', async () => {
    const { tui, onQuit } = await mainScreen();
    await tui.write('uhalf a thought');
    await tui.write(ctrlC);
    expect(tui.lastFrame()).toContain('Quit and lose what you typed?');
    expect(onQuit).not.toHaveBeenCalled();
    await tui.write('n');
    expect(tui.lastFrame()).toContain('half a thought');
    await tui.write(ctrlC);
    await tui.write(ctrlC);
    expect(onQuit).toHaveBeenCalledOnce();
  });

  it('quits at once on Ctrl+C in a form with nothing typed', async () => {
    const { tui, onQuit } = await mainScreen();
    await tui.write('u');
    await tui.write(ctrlC);
    expect(onQuit).toHaveBeenCalledOnce();
  });
});
