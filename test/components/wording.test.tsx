// Words on screen said once and as a person reads them: optional fields marked once, titles that do
// not repeat, choices by their label, the person's seat named plainly, the arbiter's compose screen
// in the arbiter's words.
import { describe, expect, it, vi } from 'vitest';
import { ActionForm } from '../../components/main/action-form.js';
import { Compose } from '../../components/main/compose.js';
import { ProgressPane } from '../../components/main/progress-pane.js';
import { themeFor } from '../../components/theme.js';
import { argumentation } from '../../src/protocols/argumentation/index.js';
import { assess, Debate, value } from '../helpers/debate.js';
import { demoController } from '../helpers/demo-screen.js';
import { enter, lineWith, renderTui } from '../helpers/render.js';

const theme = themeFor({});

function afterRoundOne(): Debate {
  const d = new Debate({ mode: 'minimal' });
  d.consultee(value('Redis keeps sessions across restarts'));
  d.orchestrator(assess('P1', 'AGREE'));
  return d;
}

const form = (d: Debate, title: string, command: string, item?: string) =>
  renderTui(
    <ActionForm
      title={title}
      actions={argumentation.humanActions(d.state, item).filter((a) => a.command === command)}
      {...(item ? { presetItem: item } : {})}
      theme={theme}
      onSubmit={vi.fn(async () => ({ ok: true as const }))}
      onClose={vi.fn()}
    />,
  );

describe('the words on screen', () => {
  it('marks an optional reason "(optional)" once, and a one-action form is titled once', async () => {
    const tui = await form(afterRoundOne(), 'Add a constraint', 'constrain');
    expect(tui.lastFrame()).toContain('Add a user constraint');
    expect(tui.lastFrame()).not.toMatch(/Add a (user )?constraint\s*(:|—)\s*Add a user constraint/);
    await tui.write(`no new servers${enter}`);
    expect(tui.lastFrame()).toContain('why (optional, ctrl+j new line):');
    expect(tui.lastFrame()).not.toContain('(optional) (optional)');
  });

  it('shows a chosen value by its label: "the bucket: Agreed"', async () => {
    const tui = await form(afterRoundOne(), 'Override P1', 'override', 'P1');
    await tui.write(`j${enter}`); // Move a point to a bucket
    await tui.write(enter); // Agreed
    expect(lineWith(tui.lastFrame(), 'the bucket')).toContain('the bucket: Agreed');
  });

  it("says a point's status once in its detail title, never again as its bucket", () => {
    const d = afterRoundOne();
    d.consultee(value('Memcached is simpler to run'));
    const details = argumentation.view(d.state).details;
    expect(details.P1!.title).toBe('P1 · value · agreed');
    for (const detail of Object.values(details)) expect(detail.title).not.toMatch(/\(\w+\)$/);
  });

  it('names the seat the person plays when there is no arbiter seat "arbiter: you", once', async () => {
    const { controller } = await demoController();
    const snapshot = controller.snapshot();
    const view = argumentation.view(afterRoundOne().state);
    const tui = await renderTui(
      <ProgressPane snapshot={{ ...snapshot, view, seatSpecs: {} }} focused={false} height={30} theme={theme} now={0} width={50} />,
    );
    expect(tui.lastFrame()).toContain('arbiter: you');
    expect(tui.lastFrame()).not.toContain('no arbiter seat');
  });

  it("speaks of the arbiter's seat, never the consultee's, when the person arbitrates", async () => {
    const d = new Debate({
      mode: 'standard',
      maxRounds: 1,
      highStakes: true,
      seats: { orchestrator: { kind: 'script' }, consultee: { kind: 'script' } },
    });
    d.consultee(value('Redis keeps sessions across restarts'));
    d.orchestrator(assess('P1', 'AGREE'));
    const plan = d.plan();
    expect(plan).toMatchObject({ kind: 'await-human', seat: 'arbiter' });
    if (plan.kind !== 'await-human') return;
    const tui = await renderTui(
      <Compose
        seat="arbiter"
        prompt={plan.prompt.full}
        actions={plan.actions}
        height={20}
        theme={theme}
        describe={(id) => id}
        compose={() => ''}
        send={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(tui.lastFrame()).toContain('Your turn in the arbiter seat');
    await tui.write('a');
    expect(tui.lastFrame()).toContain('Flag an item whose bucket you doubt');
    expect(tui.lastFrame().toLowerCase()).not.toContain('consultee');
  });
});
