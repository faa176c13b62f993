import { describe, expect, it, vi } from 'vitest';
import { ActionForm } from '../../../components/main/action-form.js';
import { themeFor } from '../../../components/theme.js';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import type { HumanInput } from '../../../src/protocols/types.js';
import { assess, Debate, value } from '../../helpers/debate.js';
import { enter, esc, lineWith, renderTui, typedInto } from '../../helpers/render.js';

const theme = themeFor({});
const REASON = 'why (recorded, and shown to the agents)';

type Result = { ok: true } | { ok: false; problem: string };

function debate(): Debate {
  const d = new Debate({ mode: 'minimal' });
  d.consultee(value('Redis keeps sessions across restarts'));
  d.orchestrator(assess('P1', 'AGREE'));
  return d;
}

/** The override chooser for P1, as the main screen opens it with `o`. */
async function chooser(onSubmit = vi.fn(async (_kind: string, _input: HumanInput): Promise<Result> => ({ ok: true })), onClose = vi.fn()) {
  const actions = argumentation.humanActions(debate().state, 'P1');
  const tui = await renderTui(
    <ActionForm title="Override P1" actions={actions} presetItem="P1" theme={theme} onSubmit={onSubmit} onClose={onClose} />,
  );
  return { tui, onSubmit, onClose };
}

describe('ActionForm, the override chooser', () => {
  it('offers the actions possible on the item', async () => {
    const { tui } = await chooser();

    expect(tui.lastFrame()).toContain('Override P1');
    expect(tui.lastFrame()).toContain('› Reclassify a point');
    expect(tui.lastFrame()).toContain('Move a point to a bucket');
  });

  it('asks for the verdict once Reclassify is picked', async () => {
    const { tui } = await chooser();

    await tui.write(enter);

    expect(tui.lastFrame()).toContain('Override P1 — Reclassify a point');
    expect(tui.lastFrame()).toContain('› AGREE: the claim holds');
    expect(tui.lastFrame()).toContain('REJECT: wrong, one round to rebut');
  });

  it('submits the item, the chosen verdict and the typed reason, with no objection when none was typed', async () => {
    const { tui, onSubmit } = await chooser();

    await tui.write(enter);
    await tui.write('jj');
    await tui.write(enter);
    await tui.write(enter);
    await tui.write('the benchmark is a decade old');
    await tui.write(enter);

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('reclassify', {
      item: 'P1',
      value: 'REJECT',
      reason: 'the benchmark is a decade old',
    });
  });

  it('submits the objection when one is typed', async () => {
    const { tui, onSubmit } = await chooser();

    await tui.write(enter);
    await tui.write('j');
    await tui.write(enter);
    await tui.write('what about restarts?');
    await tui.write(enter);
    await tui.write('I doubt it');
    await tui.write(enter);

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('reclassify', {
      item: 'P1',
      value: 'SKEPTICAL',
      text: 'what about restarts?',
      reason: 'I doubt it',
    });
  });

  it('closes once the action is accepted', async () => {
    const { tui, onClose } = await chooser();

    await tui.write(enter);
    await tui.write(enter);
    await tui.write(enter);
    await tui.write('settled');
    await tui.write(enter);

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a refusal inline and keeps what was typed', async () => {
    const onSubmit = vi.fn(
      async (): Promise<Result> => ({ ok: false, problem: 'the debate has ended: move the point to a bucket instead' }),
    );
    const { tui, onClose } = await chooser(onSubmit);

    await tui.write(enter);
    await tui.write('j');
    await tui.write(enter);
    await tui.write('what about restarts?');
    await tui.write(enter);
    await tui.write('I doubt it');
    await tui.write(enter);

    const frame = await tui.waitFor('✗ the debate has ended: move the point to a bucket instead');
    expect(lineWith(frame, 'the objection')).toContain('what about restarts?');
    expect(typedInto(frame, REASON)).toBe('I doubt it');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets the refused reason be corrected and sent again', async () => {
    const onSubmit = vi.fn(async (): Promise<Result> => ({ ok: false, problem: 'try again' }));
    const { tui } = await chooser(onSubmit);
    await tui.write(enter);
    await tui.write(enter);
    await tui.write(enter);
    await tui.write('first');
    await tui.write(enter);
    await tui.waitFor('✗ try again');

    await tui.write(' and second');
    await tui.write(enter);

    expect(onSubmit).toHaveBeenLastCalledWith(
      'reclassify',
      expect.objectContaining({ item: 'P1', value: 'AGREE', reason: 'first and second' }),
    );
  });

  it('keeps keys typed into the reason field in the text: jjq moves no list and closes nothing', async () => {
    const { tui, onSubmit, onClose } = await chooser();
    await tui.write(enter);
    await tui.write(enter);
    await tui.write(enter);

    await tui.write('jjq');

    expect(typedInto(tui.lastFrame(), REASON)).toBe('jjq');
    expect(tui.lastFrame()).toContain('Override P1 — Reclassify a point');
    expect(onClose).not.toHaveBeenCalled();
    await tui.write(enter);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('reclassify', expect.objectContaining({ item: 'P1', value: 'AGREE', reason: 'jjq' }));
  });

  it('names a required field left empty and stays on it', async () => {
    const { tui, onSubmit } = await chooser();
    await tui.write(enter);
    await tui.write(enter);
    await tui.write(enter);

    await tui.write(enter);

    expect(tui.lastFrame()).toContain(`✗ ${REASON} is required`);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('goes back from the verdict to the list of actions on esc', async () => {
    const { tui, onClose } = await chooser();
    await tui.write(enter);

    await tui.write(esc);

    expect(tui.lastFrame()).toContain('› Reclassify a point');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes once on esc in the list of actions', async () => {
    const { tui, onClose } = await chooser();

    await tui.write(esc);

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says so when nothing can be done', async () => {
    const tui = await renderTui(<ActionForm title="Override P9" actions={[]} theme={theme} onSubmit={vi.fn()} onClose={vi.fn()} />);

    expect(tui.lastFrame()).toContain('Nothing can be done here right now.');
  });

  it('closes once on esc when nothing can be done', async () => {
    const onClose = vi.fn();
    const tui = await renderTui(<ActionForm title="Override P9" actions={[]} theme={theme} onSubmit={vi.fn()} onClose={onClose} />);

    await tui.write(esc);

    expect(onClose).toHaveBeenCalledOnce();
  });
});
