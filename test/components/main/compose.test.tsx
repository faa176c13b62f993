import { describe, expect, it, vi } from 'vitest';
import { Compose } from '../../../components/main/compose.js';
import { themeFor } from '../../../components/theme.js';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import type { ActionDescriptor, HumanInput } from '../../../src/protocols/types.js';
import { Debate } from '../../helpers/debate.js';
import { enter, esc, renderTui } from '../../helpers/render.js';

const theme = themeFor({});

type Result = { ok: true } | { ok: false; problem: string };
type Draft = { kind: string; input: HumanInput };

/** The drafted point as listed (the empty item field leaves a wider gap). */
const DRAFTED = /1\. point +value Redis keeps sessions across restarts/;

/** The person holds the consultee seat and is due to answer round 1. */
function humanConsultee() {
  const d = new Debate({ seats: { orchestrator: { kind: 'script' }, consultee: { kind: 'human' } } });
  const plan = d.plan();
  if (plan.kind !== 'await-human') throw new Error(`expected the person to be due, got ${plan.kind}`);
  return { d, plan };
}

async function compose(
  send = vi.fn(async (_text: string): Promise<Result> => ({ ok: true })),
  onClose = vi.fn(),
  keeping: { kept?: Draft[]; onKeep?: (drafts: Draft[]) => void } = {},
) {
  const { d, plan } = humanConsultee();
  const tui = await renderTui(
    <Compose
      seat={plan.seat}
      prompt={plan.prompt.full}
      actions={plan.actions as ActionDescriptor[]}
      height={20}
      theme={theme}
      describe={(id) => id}
      compose={(drafts: Draft[]) => argumentation.composeAnswer(d.state, plan.seat, drafts)}
      send={send}
      onClose={onClose}
      {...keeping}
    />,
  );
  return { tui, send, onClose, d };
}

/** a, then the kind "value judgement", then the claim. */
async function raiseValuePoint(tui: Awaited<ReturnType<typeof compose>>['tui'], claim: string) {
  await tui.write('a');
  await tui.write('j');
  await tui.write(enter);
  await tui.write(claim);
  await tui.write(enter);
}

describe('Compose, a move in the seat the person holds', () => {
  it('says whose turn it is and that no move is drafted yet', async () => {
    const { tui } = await compose();

    expect(tui.lastFrame()).toContain('Your turn in the consultee seat');
    expect(tui.lastFrame()).toContain('No moves yet');
  });

  it('opens the Raise a point form on a', async () => {
    const { tui } = await compose();

    await tui.write('a');

    expect(tui.lastFrame()).toContain('Your move as consultee — Raise a point');
    expect(tui.lastFrame()).toContain('› empirical');
  });

  it('lists a drafted point', async () => {
    const { tui } = await compose();

    await raiseValuePoint(tui, 'Redis keeps sessions across restarts');

    expect(tui.lastFrame()).toMatch(DRAFTED);
  });

  it('sends the drafted point as an answer the protocol parses', async () => {
    const { tui, send, d } = await compose();
    await raiseValuePoint(tui, 'Redis keeps sessions across restarts');

    await tui.write('s');

    expect(send).toHaveBeenCalledOnce();
    const parsed = argumentation.parse(d.state, 'consultee', send.mock.calls[0]![0]);
    expect(parsed).toMatchObject({
      ok: true,
      refused: [],
      moves: [{ type: 'point', claim: 'Redis keeps sessions across restarts', kind: 'value' }],
    });
  });

  it('closes once the answer is accepted', async () => {
    const { tui, onClose } = await compose();
    await raiseValuePoint(tui, 'Redis keeps sessions across restarts');

    await tui.write('s');

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('shows why a move was refused and keeps the draft', async () => {
    const send = vi.fn(async (): Promise<Result> => ({ ok: false, problem: 'P9 does not exist' }));
    const { tui, onClose } = await compose(send);
    await raiseValuePoint(tui, 'Redis keeps sessions across restarts');

    await tui.write('s');

    const frame = await tui.waitFor('✗ refused: P9 does not exist — your draft is kept');
    expect(frame).toMatch(DRAFTED);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('drops the last drafted move on d', async () => {
    const { tui } = await compose();
    await raiseValuePoint(tui, 'Redis keeps sessions across restarts');

    await tui.write('d');

    expect(tui.lastFrame()).toContain('No moves yet');
  });

  it('shows what the seat is asked on v', async () => {
    const { tui } = await compose();

    await tui.write('v');

    expect(tui.lastFrame()).toContain('What the consultee seat is asked');
    expect(tui.lastFrame()).toContain('you are the CONSULTEE');
  });

  it('keeps a draft when its form is left with esc', async () => {
    const { tui } = await compose();
    await raiseValuePoint(tui, 'Redis keeps sessions across restarts');
    await tui.write('a');

    await tui.write(esc);

    expect(tui.lastFrame()).toContain('Your turn in the consultee seat');
    expect(tui.lastFrame()).toMatch(DRAFTED);
  });

  it('keeps the drafted moves on "esc later" and shows them when compose opens again', async () => {
    let kept: Draft[] = [];
    const first = await compose(undefined, vi.fn(), { onKeep: (drafts) => (kept = drafts) });
    await raiseValuePoint(first.tui, 'Redis keeps sessions across restarts');
    await first.tui.write(esc);
    expect(first.onClose).toHaveBeenCalledOnce();
    first.tui.unmount();

    const again = await compose(undefined, vi.fn(), { kept, onKeep: (drafts) => (kept = drafts) });

    expect(again.tui.lastFrame()).toMatch(DRAFTED);
  });

  it('forgets the kept moves once they are sent, and when dropped on purpose', async () => {
    let kept: Draft[] = [];
    const sent = await compose(undefined, vi.fn(), { onKeep: (drafts) => (kept = drafts) });
    await raiseValuePoint(sent.tui, 'Redis keeps sessions across restarts');
    expect(kept).toHaveLength(1);
    await sent.tui.write('s');
    await vi.waitFor(() => expect(kept).toEqual([]));
    sent.tui.unmount();

    const dropped = await compose(undefined, vi.fn(), { onKeep: (drafts) => (kept = drafts) });
    await raiseValuePoint(dropped.tui, 'Redis keeps sessions across restarts');
    await dropped.tui.write('d');
    expect(kept).toEqual([]);
  });

  it('drafts a move typed in one burst, and keeps it when esc ends the burst', async () => {
    let kept: Draft[] = [];
    const { tui, onClose } = await compose(undefined, vi.fn(), { onKeep: (drafts) => (kept = drafts) });

    await tui.write(`aj${enter}Redis keeps sessions across restarts${enter}${esc}`);

    expect(onClose).toHaveBeenCalledOnce();
    expect(kept).toMatchObject([{ kind: 'point', input: { value: 'value', text: 'Redis keeps sessions across restarts' } }]);
  });
});
