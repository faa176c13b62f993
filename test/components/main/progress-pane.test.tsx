import { describe, expect, it } from 'vitest';
import { ProgressPane } from '../../../components/main/progress-pane.js';
import { themeFor } from '../../../components/theme.js';
import type { SeatActivity, Snapshot } from '../../../src/session/session-controller.js';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { emptyUsage, type Usage } from '../../../src/runner/usage.js';
import { assess, Debate, value } from '../../helpers/debate.js';
import { renderTui } from '../../helpers/render.js';

const theme = themeFor({});
const NOW = 1_800_000_000_000;
const script = { kind: 'script' };

function snapshotOf(
  d: Debate,
  extra: { seats?: Record<string, SeatActivity>; usage?: Usage; running?: boolean } & Partial<Snapshot> = {},
): Snapshot {
  return {
    id: '0001-redis-or-memcached',
    protocol: argumentation,
    readOnly: false,
    view: argumentation.view(d.state),
    plan: argumentation.plan(d.state),
    usage: extra.usage ?? emptyUsage(),
    budgets: extra.budgets ?? {},
    failed: extra.failed ?? [],
    seatSpecs: extra.seatSpecs ?? (d.state.config.seats as Snapshot['seatSpecs']),
    ...(extra.stopped ? { stopped: extra.stopped } : {}),
    seats: extra.seats ?? {},
    running: extra.running ?? false,
    auto: false,
    interrupted: false,
    following: false,
    transcript: [],
    live: {},
  };
}

async function paneOf(snapshot: Snapshot, width = 60) {
  return renderTui(<ProgressPane snapshot={snapshot} focused={false} height={30} theme={theme} now={NOW} width={width} />, {
    columns: Math.max(100, width),
  });
}

/** A seat's lines: its name and agent, its status, and (in a narrow pane) its spending. */
function seatStatus(frame: string, seat: string): string {
  const lines = frame.split('\n');
  const at = lines.findIndex((l) => l.includes(`${seat}: `));
  return lines.slice(at, at + 3).join('\n');
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

    expect(seatStatus(lastFrame(), 'consultee')).toMatch(/consultee: script[\s\S]*idle/);
  });

  it('shows a thinking seat with the seconds it has taken and its timeout', async () => {
    const seats = { orchestrator: { state: 'thinking' as const, since: NOW - 12_000, timeoutMs: 120_000 } };

    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: script } }), { seats }));

    expect(seatStatus(lastFrame(), 'orchestrator')).toMatch(/orchestrator: script[\s\S]*\S thinking +12s\/2m00s/);
  });

  it('shows a seat whose agent is being retried with the reason', async () => {
    const seats = { consultee: { state: 'failed' as const, reason: 'timed out after 120s (trying again in 1 s)' } };

    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: script } }), { seats }));

    expect(seatStatus(lastFrame(), 'consultee')).toContain('! timed out after 120s (trying again in 1 s)');
  });

  it('shows a seat whose agent failed through its retries, with its tries and reason, and says the run stopped', async () => {
    const failed = [{ seat: 'consultee', kind: 'unavailable' as const, reason: 'cannot reach http://127.0.0.1:9/v1', seq: 7, attempts: 3 }];

    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: script } }), { failed }));

    expect(seatStatus(lastFrame(), 'consultee')).toContain('✗ failed (3 tries): cannot reach http://127.0.0.1:9/v1');
    expect(lastFrame()).toContain('stopped: the consultee agent failed');
  });

  it("wraps a failed seat's reason in a 36-column pane instead of cutting it", async () => {
    const failed = [
      {
        seat: 'consultee',
        kind: 'unavailable' as const,
        reason: 'cannot reach the endpoint http://127.0.0.1:9/v1: ECONNREFUSED',
        seq: 7,
        attempts: 3,
      },
    ];
    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: script } }), { failed }), 36);

    const text = lastFrame()
      .split('\n')
      .map((l) => l.replace(/^│|│$/g, '').trim())
      .join(' ');
    expect(text).toContain('✗ failed (3 tries): cannot reach the endpoint http://127.0.0.1:9/v1: ECONNREFUSED');
  });

  it('says a spent budget stopped the run, and shows the spend against the budgets', async () => {
    const usage: Usage = { tokens: 2_104, usd: 0.5, usdEstimated: false, seconds: 75, bySeat: {} };

    const { lastFrame } = await paneOf(
      snapshotOf(afterRoundOne(), { usage, budgets: { tokens: 1_500 }, stopped: 'the token budget of 1,500 is spent (2,104 tokens)' }),
    );

    expect(lastFrame()).toContain('spent 2,104 tokens of 1,500 · $0.5000 · 1m15s');
    expect(lastFrame()).toContain('stopped: the token budget of 1,500 is spent (2,104 tokens)');
  });

  it('keeps every figure of a seat whole in a 36-column pane, on a line of its own', async () => {
    const seats = { consultee: { state: 'thinking' as const, since: NOW - 12_000, timeoutMs: 120_000 } };
    const usage: Usage = {
      tokens: 1_234,
      usd: 0.0123,
      usdEstimated: false,
      seconds: 45,
      bySeat: { consultee: { tokens: 1_234, usd: 0.0123, seconds: 45, calls: 3 } },
    };

    const { lastFrame } = await paneOf(
      snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: script } }), { seats, usage }),
      36,
    );

    const lines = seatStatus(lastFrame(), 'consultee').split('\n');
    expect(lines[1]).toMatch(/thinking +12s\/2m00s/);
    expect(lines[2]).toMatch(/1,234 tok · \$0\.0123 · 45s\s*│$/);
  });

  it('wraps who plays a seat in a 36-column pane, indented under the seat, instead of cutting the model or the endpoint', async () => {
    const seatSpecs = { orchestrator: script, consultee: { kind: 'openai', base: 'http://127.0.0.1:11434/v1', model: 'llama3.1' } };
    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: seatSpecs }), { seatSpecs }), 36);

    const lines = lastFrame().split('\n');
    const at = lines.findIndex((l) => l.includes('consultee: openai'));
    const seat = lines
      .slice(at, at + 3)
      .map((l) => l.replace(/^│|│$/g, '').trim())
      .join('')
      .replace(/\s+/g, '');
    expect(seat).toContain('consultee:openaimodel=llama3.1base=http://127.0.0.1:11434/v1');
    expect(lines[at + 1]).toMatch(/^│ {12}\S/);
    expect(lastFrame()).not.toContain('…');
  });

  it('gives each seat its whole line at 250 columns: agent, elapsed of timeout, tokens, cost', async () => {
    const seats = { consultee: { state: 'thinking' as const, since: NOW - 95_000, timeoutMs: 300_000 } };
    const usage: Usage = {
      tokens: 9_000,
      usd: 0.02,
      usdEstimated: false,
      seconds: 60,
      bySeat: { consultee: { tokens: 9_000, usd: 0.02, seconds: 60, calls: 3 } },
    };
    const seatSpecs = {
      consultee: { kind: 'openai', base: 'http://127.0.0.1:11434/v1', model: 'llama3.1' },
      orchestrator: { kind: 'codex', model: 'gpt-5.2' },
    };

    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: seatSpecs }), { seats, usage, seatSpecs }), 72);

    expect(seatStatus(lastFrame(), 'consultee')).toContain('consultee: openai model=llama3.1 base=http://127.0.0.1:11434/v1');
    expect(seatStatus(lastFrame(), 'consultee')).toMatch(/thinking 1m35s\/5m00s · 9,000 tok · \$0\.0200 · 1m00s in 3 calls/);
  });

  it('keeps every seat and the spend in a short pane, the checklist folded into one line', async () => {
    const usage: Usage = {
      tokens: 2_104,
      usd: 0.01,
      usdEstimated: false,
      seconds: 12,
      bySeat: { consultee: { tokens: 2_104, usd: 0.01, seconds: 12, calls: 1 } },
    };
    const snapshot = snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: script, arbiter: script } }), { usage });
    const short = await renderTui(<ProgressPane snapshot={snapshot} focused={false} height={17} theme={theme} now={NOW} width={40} />);

    expect(short.lastFrame()).toContain('arbiter: script');
    expect(short.lastFrame()).toContain('spent 2,104 tokens');
    expect(short.lastFrame()).toContain('2/2 checks met · enter: all of it');
    expect(short.lastFrame()).not.toContain('[x] every point assessed');
    const tall = await paneOf(snapshot);
    expect(tall.lastFrame()).toContain('[x] every point assessed');
    expect(tall.lastFrame()).not.toContain('enter: all of it');
  });

  it("shows the person's own seat as you", async () => {
    const { lastFrame } = await paneOf(snapshotOf(afterRoundOne({ seats: { orchestrator: script, consultee: { kind: 'human' } } })));

    expect(seatStatus(lastFrame(), 'consultee')).toMatch(/consultee: you[\s\S]*your seat/);
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

    expect(lastFrame()).toContain('spent 12,345 tokens · $0.0123 (est.)');
    expect(seatStatus(lastFrame(), 'consultee')).toContain('8,000 tok · $0.0080 · 25s');
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
