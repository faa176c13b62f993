// The new-session form forgives: it ends with a review of everything chosen (enter creates, esc goes
// back), going back brings the earlier answer back and forgets the later ones, it asks only the
// options that apply to what was chosen (as the declaration says), and a seat's choices are plain:
// the bundled demo's answers are one, and an optional seat has one "none".
import { describe, expect, it, vi } from 'vitest';
import type { NewSessionInput } from '../../../components/services.js';
import { NewSessionForm } from '../../../components/start/new-session-form.js';
import { themeFor } from '../../../components/theme.js';
import { ARGUMENTATION_INFO } from '../../../src/protocols/argumentation/declaration.js';
import { DIALECTIC_INFO } from '../../../src/protocols/dialectic/declaration.js';
import type { ProtocolInfo } from '../../../src/protocols/types.js';
import { enter, esc, renderTui } from '../../helpers/render.js';

const theme = themeFor({});

async function form(protocols: ProtocolInfo[] = [ARGUMENTATION_INFO]) {
  const onCreate = vi.fn(async (_input: NewSessionInput) => undefined as string | undefined);
  const tui = await renderTui(
    <NewSessionForm
      protocols={protocols}
      agentKinds={[]}
      theme={theme}
      onCreate={onCreate}
      onCancel={vi.fn()}
      checkSeat={async () => undefined}
      checkWorkdir={() => undefined}
    />,
    { columns: 100, rows: 40 },
  );
  return { tui, onCreate };
}

/** The question, the four argumentation options at their defaults, no limits: the orchestrator seat is next. */
const TO_SEATS = `Redis or Memcached?${enter}${enter}${enter}${enter}${enter}${enter}`;

describe('the new-session form, forgiving', () => {
  it('ends with a review of everything chosen, one line each, and creates only on enter', async () => {
    const { tui, onCreate } = await form();
    await tui.write(TO_SEATS);
    await tui.write(`${enter}${enter}jjj${enter}`); // human, human, no arbiter

    const frame = await tui.waitFor('Create this session?');
    expect(frame).toContain('Question: Redis or Memcached?');
    expect(frame).toContain('Max rounds: 8 (default)');
    expect(frame).toContain('orchestrator: human');
    expect(frame).toContain('arbiter: none: you play the arbiter yourself');
    expect(frame).toContain('enter create · esc back one step');
    expect(onCreate).not.toHaveBeenCalled();

    await tui.write(enter);
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalledOnce());
  });

  it('goes back from the review to the last seat with its choice selected, and forgets it there', async () => {
    const { tui, onCreate } = await form();
    await tui.write(TO_SEATS);
    await tui.write(`${enter}${enter}jj${enter}`); // human, human, the bundled demo's answers for the arbiter
    await tui.waitFor('Create this session?');
    expect(tui.lastFrame()).toContain("arbiter: the bundled demo's answers");

    await tui.write(esc);
    const frame = await tui.waitFor('Who sits in the arbiter seat?');
    expect(frame).toContain("› the bundled demo's answers");
    expect(frame).not.toContain('arbiter: script:demo');

    await tui.write(`j${enter}${enter}`); // none, then create
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalledOnce());
    expect(onCreate.mock.calls[0]![0].seats).toEqual({ orchestrator: 'human', consultee: 'human' });
  });

  it('brings back the answer given at a step and forgets what was chosen after it', async () => {
    const { tui, onCreate } = await form();
    await tui.write(`Redis or Memcached?${enter}${enter}${enter}`);
    await tui.write(`12${enter}`); // max rounds
    await tui.write(`j${enter}`); // high stakes: yes
    await tui.waitFor('A project folder, a timeout or budgets?');

    await tui.write(esc);
    expect(await tui.waitFor('High stakes')).toContain('› yes');
    await tui.write(esc);
    expect(await tui.waitFor('Max rounds')).toContain('12');
    await tui.write(`\u0015${enter}${enter}`); // max rounds: the default; high stakes: no
    await tui.write(`${enter}${enter}${enter}jjj${enter}${enter}`);

    await vi.waitFor(() => expect(onCreate).toHaveBeenCalledOnce());
    expect(onCreate.mock.calls[0]![0].options).not.toHaveProperty('maxRounds');
    expect(onCreate.mock.calls[0]![0].options).not.toHaveProperty('highStakes');
  });

  it('goes back to the question with it as typed', async () => {
    const { tui } = await form();
    await tui.write(`Redis or Memcached?${enter}`);
    await tui.waitFor('Framing');

    await tui.write(esc);

    expect(await tui.waitFor('Question')).toContain('Redis or Memcached?');
  });

  it('offers the bundled demo answers as a seat choice, recorded as the demo script', async () => {
    const { tui, onCreate } = await form();
    await tui.write(TO_SEATS);
    await tui.write(`jjj${enter}`); // orchestrator: human, script, spec, demo

    await tui.waitFor('Who sits in the consultee seat?');
    await tui.write(`${enter}jjj${enter}${enter}`);
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalledOnce());
    expect(onCreate.mock.calls[0]![0].seats).toMatchObject({ orchestrator: 'script:demo=argumentation', consultee: 'human' });
  });

  it('offers an optional seat the person plays when empty one "none", and no second choice meaning you', async () => {
    const { tui } = await form();
    await tui.write(TO_SEATS);
    await tui.write(`${enter}${enter}`);

    const frame = await tui.waitFor('Who sits in the arbiter seat?');
    const choices = frame.slice(frame.indexOf('Who sits in the arbiter seat?'));
    expect(choices).not.toContain('human (you)');
    expect(choices.match(/none/g)).toHaveLength(1);
  });

  it('asks a planning dialectic no attempts or errors, and a failure dialectic no stakes or rounds', async () => {
    const planning = await form([DIALECTIC_INFO]);
    await planning.tui.write(`Drop the legacy table tonight${enter}${enter}`); // planning
    expect(await planning.tui.waitFor('Stakes')).toContain('Stakes');
    await planning.tui.write(`${enter}${enter}`); // stakes, rounds
    const after = await planning.tui.waitFor('A project folder, a timeout or budgets?');
    expect(after).not.toContain('Attempts');

    const failure = await form([DIALECTIC_INFO]);
    await failure.tui.write(`Why does the migration keep failing?${enter}j${enter}`); // failure
    const asked = await failure.tui.waitFor('Attempts');
    expect(asked).not.toContain('Stakes');
    await failure.tui.write(`[add an index, raise the timeout]${enter}[deadlock, timeout]${enter}`);
    await failure.tui.waitFor('A project folder, a timeout or budgets?');
  });

  it('takes a whole form typed in one burst, through the review, into one new session', async () => {
    const { tui, onCreate } = await form();

    await tui.write(`${TO_SEATS}${enter}${enter}jjj${enter}${enter}`);

    await vi.waitFor(() => expect(onCreate, tui.lastFrame()).toHaveBeenCalledOnce());
    expect(onCreate.mock.calls[0]![0]).toMatchObject({
      question: 'Redis or Memcached?',
      seats: { orchestrator: 'human', consultee: 'human' },
    });
  });
});
