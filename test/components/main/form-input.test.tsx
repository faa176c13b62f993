// Nothing a person types into an action form is lost or bent: a pasted block in a one-per-line
// field becomes one entry per line, and a number outside the bounds its field declares is refused
// with a one-line reason, never squeezed into range.
import { describe, expect, it, vi } from 'vitest';
import { ActionForm } from '../../../components/main/action-form.js';
import { themeFor } from '../../../components/theme.js';
import { crux } from '../../../src/protocols/crux/index.js';
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import type { ActionDescriptor, HumanInput } from '../../../src/protocols/types.js';
import { Walk } from '../../harness/walk.js';
import { CruxDebate } from '../../protocols/crux/driver.js';
import { enter, paste, renderTui } from '../../helpers/render.js';

const theme = themeFor({});
type Result = { ok: true } | { ok: false; problem: string };

async function form(action: ActionDescriptor) {
  const onSubmit = vi.fn(async (_kind: string, _input: HumanInput): Promise<Result> => ({ ok: true }));
  const tui = await renderTui(<ActionForm title="Your move" actions={[action]} theme={theme} onSubmit={onSubmit} onClose={vi.fn()} />);
  return { tui, onSubmit };
}

/** The person's TopClaim action of a crux debate just started. */
function topClaimAction(): ActionDescriptor {
  const action = crux.humanActions(new CruxDebate().state).find((a) => a.kind === 'topclaim');
  if (!action) throw new Error('no topclaim action offered');
  return action;
}

/** The advocate's answer in a planning dialectic the person plays. */
function argueAction(): ActionDescriptor {
  const walk = Walk.configured(dialectic, { question: 'Drop the legacy table tonight', seats: { advocate: { kind: 'human' } } });
  const plan = walk.plan();
  if (plan.kind !== 'await-human') throw new Error(`expected the advocate to be due, got ${plan.kind}`);
  return plan.actions.find((a) => a.kind === 'argue')!;
}

describe('a form that keeps what was typed', () => {
  it('refuses a crux confidence of 1.5 with a one-line reason and keeps the form open', async () => {
    const { tui, onSubmit } = await form(topClaimAction());
    await tui.write(enter); // debater-1
    await tui.write(`Bitcoin is digital gold${enter}`);
    await tui.write(enter); // YES
    await tui.write(`1.5${enter}`);

    const frame = await tui.waitFor('✗');
    expect(frame).toContain('✗ confidence, 0 to 1: "1.5" is refused; type a number from 0 to 1');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a confidence within its bounds, as typed', async () => {
    const { tui, onSubmit } = await form(topClaimAction());
    await tui.write(`${enter}Bitcoin is digital gold${enter}${enter}0.7${enter}`);

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![1].fields).toMatchObject({ confidence: '0.7' });
  });

  it('makes one entry per line of a block pasted into a one-per-line field', async () => {
    const { tui, onSubmit } = await form(argueAction());
    await tui.write(`Dropping it is safe${enter}`);
    await tui.write(paste('the table has had no reads for 90 days\nthe backup was restored yesterday\n'));
    await tui.write(`nothing else writes to it${enter}${enter}0.8${enter}`);

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![1].fields).toMatchObject({
      supports: ['the table has had no reads for 90 days', 'the backup was restored yesterday', 'nothing else writes to it'],
    });
  });

  it('keeps every line of a paste and the keys typed after it when they come in one burst', async () => {
    const { tui, onSubmit } = await form(argueAction());
    await tui.write(`Dropping it is safe${enter}${paste('no reads\nbackup restored')}${enter}${enter}2${enter}`);

    expect(await tui.waitFor('✗')).toContain('"2" is refused; type a number from 0 to 1');
    expect(tui.lastFrame()).toContain('no reads; backup restored');
    await tui.write(`\u0015.9${enter}`);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![1]).toMatchObject({ fields: { supports: ['no reads', 'backup restored'], confidence: '.9' } });
  });
});
