import { describe, expect, it } from 'vitest';
import { ProgressPane } from '../../components/main/progress-pane.js';
import { themeFor } from '../../components/theme.js';
import type { SeatActivity, Snapshot } from '../../src/cli/session-controller.js';
import { argumentation } from '../../src/protocols/argumentation/index.js';
import { emptyUsage, type Usage } from '../../src/runner/usage.js';
import { assess, Debate, value } from '../helpers/debate.js';
import { lineWith, renderTui } from '../helpers/render.js';

const theme = themeFor({});
const NOW = 1_800_000_000_000;
const script = { kind: 'script' };

function snapshotOf(d: Debate, extra: { seats?: Record<string, SeatActivity>; usage?: Usage; running?: boolean } = {}): Snapshot {
  return {
    id: '0001-redis-or-memcached',
    protocol: argumentation,
    readOnly: false,
    view: argumentation.view(d.state),
    plan: argumentation.plan(d.state),
    usage: extra.usage ?? emptyUsage(),
    seats: extra.seats ?? {},
    running: extra.running ?? false,
    auto: false,
    interrupted: false,
    transcript: [],
    live: {},
  };
}

async function paneOf(snapshot: Snapshot) {
  return renderTui(<ProgressPane snapshot={snapshot} focused height={26} theme={theme} now={NOW} width={60} />);
}

/** After round 1: P1 in Agreed, P2 in Dismissed (out of scope), round 2 next. */
function afterRoundOne(config: Record<string, unknown> = {}): Debate {
  const d = new Debate({ mode: 'minimal', ...config });
  d.consultee(value('Redis keeps sessions across restarts'), value('Memcached is always faster'));
  d.orchestrator(assess('P1', 'AGREE'), { type: 'assess', point: 'P2', scope: 'out' });
  return d;
}

describe('ProgressPane', () => {
  it('shows the phase name', async () => {
    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne()));

    expect(lastFrame()).toContain('CONSTRUCTIVE');
  });

  it('shows the round out of the maximum', async () => {
    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne()));

    expect(lastFrame()).toContain('round 2/8');
  });

  it('counts the points in each bucket', async () => {
    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne()));

    expect(lastFrame()).toContain('Agreed 1 · Dismissed 1 · Unresolved 0');
  });

  it('shows the phases with the current one marked, and the checklist the round is judged by', async () => {
    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne()));

    expect(lastFrame()).toContain('▸CONSTRUCTIVE ·DEVELOPMENT ·CRYSTALLIZATION');
    expect(lastFrame()).toContain('[x] no open challenges');
    expect(lastFrame()).toContain('[x] every point assessed');
  });

  it('shows progress without a bar, and does not fail, when a protocol has no fixed bound', async () => {
    const snapshot = snapshotOf(afterRoundOne());
    const progress = { ...snapshot.view.progress, done: 0, total: 0, label: 'message 3', stages: [], checklist: [] };

    const { lastFrame } = await paneOf({ ...snapshot, view: { ...snapshot.view, progress } });

    expect(lastFrame()).toContain('message 3');
    expect(lastFrame()).not.toContain('░');
  });

  it('shows an idle agent seat as idle', async () => {
    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: script } })));

    expect(lineWith(lastFrame(), 'consultee (')).toContain('consultee (script) idle');
  });

  it('shows a thinking seat with the seconds it has taken and its timeout', async () => {
    const seats = { orchestrator: { state: 'thinking' as const, since: NOW - 12_000, timeoutMs: 120_000 } };

    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: script } }), { seats }));

    expect(lineWith(lastFrame(), 'orchestrator (')).toMatch(/orchestrator \(script\) \S thinking 12s\/120s/);
  });

  it('shows a failed seat with the reason', async () => {
    const seats = { consultee: { state: 'failed' as const, reason: 'timed out after 120s' } };

    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: script } }), { seats }));

    expect(lineWith(lastFrame(), 'consultee (')).toContain('consultee (script) failed: timed out after 120s');
  });

  it("shows the person's own seat as you", async () => {
    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: { kind: 'human' } } })));

    expect(lineWith(lastFrame(), 'consultee (')).toContain('consultee (human) you');
  });

  it('shows the tokens and the cost spent, marking an estimate', async () => {
    const usage: Usage = {
      tokens: 12_345,
      usd: 0.0123,
      usdEstimated: true,
      seconds: 40,
      bySeat: { consultee: { tokens: 8_000, usd: 0.008, seconds: 25, calls: 2 } },
    };

    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: script } }), { usage }));

    expect(lastFrame()).toContain('tokens 12345 · $0.0123 (est.)');
    expect(lineWith(lastFrame(), 'consultee (')).toContain('· 8000 tok');
  });

  it('says ready between rounds and running while a round runs', async () => {
    const ready = await paneOf(snapshotOf(afterRoundOne()));
    expect(ready.lastFrame()).toContain('ready');
    ready.unmount();

    const running = await paneOf(snapshotOf(afterRoundOne(), { running: true }));
    expect(running.lastFrame()).toContain('running…');
  });

  it('says whose turn it is when a seat of the person is due', async () => {
    const d = new Debate({ mode: 'minimal', seats: { orchestrator: script, consultee: { kind: 'human' } } });

    const { lastFrame } = await paneOf(snapshotOf(d));

    expect(lastFrame()).toContain('your turn: consultee');
  });

  it('shows why the debate ended when it is done', async () => {
    const d = afterRoundOne({ maxRounds: 1 });

    const { lastFrame } = await paneOf(snapshotOf(d));

    expect(lastFrame()).toContain('done — bound: the round bound (1) was reached');
    expect(lastFrame()).toContain('round 1/1');
  });
});
