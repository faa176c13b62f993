// The crux protocol through the built CLI: its seats and options in help, the bundled demo played
// headless, a run with numbered debater seats and the --json stream of its live events, bad
// options refused with nothing written, a person in a debater seat, stepping stage by stage.
import { beforeEach, describe, expect, it } from 'vitest';
import { Workspace } from '../../helpers/cli.js';

let ws: Workspace;
const demoSeats = ['--seat', 'debater=script:demo=crux', '--seat', 'debater=script:demo=crux'];
const demoOptions = ['--personas', 'Saylor: maximalist; Hayes: trader', '--evidence-budget', '6-10'];

beforeEach(async () => {
  ws = await Workspace.create();
});

describe('the crux protocol on the command line', () => {
  it('lists its seats and options in agon --help', async () => {
    const help = await ws.run(['--help']);
    expect(help.stdout).toContain('  crux: two or more debaters find the binary question their disagreement turns on');
    expect(help.stdout).toContain('    debater-1…debater-5 (at least 2): argues a TopClaim');
    expect(help.stdout).toMatch(/moderator \(optional\): intervenes when a lock fails/);
    expect(help.stdout).toMatch(/--fast\s+the seed's shorter budgets: 6 \/ 6 \/ 12 messages/);
    expect(help.stdout).toMatch(/--lock-attempts N\s+failed lock attempts before the debate ends without a crux \(default 5\)/);
  });

  it('plays its bundled demo headless to the validated crux', async () => {
    const demo = await ws.run(['demo', 'crux', '--headless']);
    expect(demo.code).toBe(0);
    expect(demo.stdout).toContain(
      '**Question:** Will Bitcoin fall more than 50% from its high the next time the S&P 500 falls more than 30%?',
    );
    expect(demo.stdout).toContain('**Validated:** yes');
    expect(demo.stdout).toContain('### Attempt 1 (after 7 CRUX_LOCK messages): failed');
  });

  it('numbers the debater seats, streams its live events with --json and ends with the crux', async () => {
    const run = await ws.run([
      'run',
      '--protocol',
      'crux',
      '--question',
      'Is Bitcoin digital gold?',
      ...demoSeats,
      ...demoOptions,
      '--json',
    ]);
    expect(run.code).toBe(0);
    const types = run.lines.filter((l) => l.kind === 'event').flatMap((l) => (l.notices as { type: string }[]).map((n) => n.type));
    for (const type of [
      'message_posted',
      'stage_transition',
      'steelman_attempt',
      'steelman_graded',
      'commitment_made',
      'falsifier_declared',
      'lock_attempted',
      'lock_succeeded',
      'lock_failed',
      'debate_complete',
    ])
      expect(types, type).toContain(type);
    expect(run.lines.at(-1)).toMatchObject({
      kind: 'outcome',
      outcome: { buckets: { YES: ['debater-2'], NO: ['debater-1'] }, json: { crux: { validated: true } } },
    });
    const doc = await ws.doc('001-is-bitcoin-digital-gold');
    expect(doc.meta).toMatchObject({
      phase: 'CONVERGED',
      status: 'done',
      progress: { unit: 'stage', done: 3, total: 3, label: 'crux validated' },
    });
  });

  it('refuses a debate with one debater, or a bad budget, with one line and nothing written', async () => {
    const one = await ws.run(['run', '--protocol', 'crux', '--question', 'Q?', '--seat', 'debater=script:demo=crux']);
    expect(one).toMatchObject({
      code: 2,
      stderr: 'agon: the crux protocol needs at least 2 debater seats: add --seat debater=KIND (1 given)\n',
    });
    const budget = await ws.run(['run', '--protocol', 'crux', '--question', 'Q?', ...demoSeats, '--crux-lock-budget', 'lots']);
    expect(budget).toMatchObject({
      code: 2,
      stderr: 'agon: invalid session options: --crux-lock-budget takes MAX or MIN-MAX messages from 1 to 100 (such as 6-10), not "lots"\n',
    });
    expect((await ws.run(['list'])).stdout).toContain('No saved sessions');
  });

  it('waits for a person in a debater seat, takes their move with its TopClaim, and their reframing', async () => {
    const run = await ws.run([
      'run',
      '--protocol',
      'crux',
      '--question',
      'Is Bitcoin digital gold?',
      '--seat',
      'debater=human',
      '--seat',
      'debater=script:demo=crux',
      '--json',
    ]);
    expect(run.code).toBe(3);
    expect(run.lines.at(-1)).toMatchObject({ kind: 'await-human', seat: 'debater-1' });
    const noClaim = await ws.run(['move', '1', '--seat', 'debater-1'], { stdin: '{"moves": [{"type": "CLAIM", "text": "x"}]}' });
    expect(noClaim.code).toBe(2);
    expect(noClaim.stderr).toContain('your first answer states your TopClaim');
    const move = await ws.run(['move', '1', '--seat', 'debater-1'], {
      stdin: JSON.stringify({
        topClaim: { statement: 'Bitcoin is gold', side: 'YES', confidence: 0.8 },
        moves: [{ type: 'CLAIM', text: 'Fixed supply.' }],
      }),
    });
    expect(move.code).toBe(3);
    const act = await ws.run(['act', '1', 'reframe', '--text', 'Will Bitcoin halve in the next crash?', '--reason', 'sharper']);
    expect(act.code).toBe(0);
    const show = await ws.run(['show', '1']);
    // debater-2's scripted steelman names "Saylor", a character this debate has not given: refused.
    expect(show.stdout).toContain('Progress: DISCOVERY, 2 of 10 messages');
    expect(show.stdout).toContain('  [x] binary question proposed (Will Bitcoin halve in the next crash?)');
    expect(show.stdout).toMatch(
      /Seats: debater-1=human \(—\), debater-2=script \(— \$0\.0000 \d+\.\ds\), moderator=the engine \(0 interventions\)/,
    );
  });

  it('steps one stage at a time, from a fork of a finished debate', async () => {
    expect((await ws.run(['run', '--protocol', 'crux', '--question', 'Is Bitcoin digital gold?', ...demoSeats, ...demoOptions])).code).toBe(
      0,
    );
    expect((await ws.run(['fork', '001', '--at', '0'])).code).toBe(0);
    const one = await ws.run(['step', '002', '--json']);
    expect(one.lines.at(-1)).toMatchObject({ kind: 'step', end: { kind: 'step', closed: 1, label: 'stage DISCOVERY' } });
    expect((await ws.doc('002-is-bitcoin-digital-gold')).meta).toMatchObject({
      phase: 'CRUX_LOCK',
      status: 'running',
      progress: { done: 1, total: 3 },
    });
    const rest = await ws.run(['step', '002', '--rounds', '5']);
    expect(rest.code).toBe(0);
    expect((await ws.doc('002-is-bitcoin-digital-gold')).meta).toMatchObject({ phase: 'CONVERGED', status: 'done' });
    const md = await ws.run(['export', '002', '--format', 'md']);
    expect(md.stdout).toContain('## The crux');
  });
});
