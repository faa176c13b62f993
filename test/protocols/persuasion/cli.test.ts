// The persuasion protocol through the built CLI: its flags and help, the demo, a run with scripted
// seats and its exports, a person at the moderator's seat editing K, and a moderator played by a
// CLI agent (the fake claude) gathering K inside the project the question is about.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BIN } from '../../fixtures/agents/support.js';
import { Workspace } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';

let ws: Workspace;
beforeEach(async () => {
  ws = await Workspace.create();
});

const moves = (...list: unknown[]) => JSON.stringify({ moves: list });
/** A one-round debate OPP concedes: PRO wins by surrender whatever the scores. */
const DEBATERS = {
  pro: [
    moves({ act: 'claim', statement: 'Adopt the ORM for routine queries', evidence: ['K1'] }),
    moves({ act: 'why', reply: 'O1', statement: 'A2' }),
    moves({ act: 'final', argument: 'Adopt it.' }),
  ],
  opp: [
    moves({ act: 'claim', reply: 'P1', statement: 'Keep hand-written SQL', against: 'A1', evidence: ['K2'] }),
    moves({ act: 'concede', reply: 'P1', statement: 'A1' }),
    moves({ act: 'final', argument: 'Fine, with care.' }),
  ],
};
const VERDICT = {
  verdict: {
    winner: 'pro',
    answers: {
      survivors: 'A1',
      stronger: "PRO's",
      unaddressed: 'P2 went unanswered',
      concessions: 'OPP conceded A1',
      commitments: 'both hold A1',
    },
    rationale: 'OPP conceded A1.',
    consensus: 'Adopt the ORM for routine queries.',
    revisit: ['the reports need the ORM too'],
    bias: 'Not decisive.',
  },
};
const FACTS = {
  facts: [
    { fact: 'Most queries touch one table', source: 'src/db/queries/' },
    { fact: 'Two reports use window functions', source: 'src/db/reports.sql:1' },
  ],
};

async function scripted(extra: Record<string, string[]> = {}) {
  return ws.write('debate.json', {
    bySeat: { ...DEBATERS, mod: [JSON.stringify(FACTS), '{"rulings": []}', '{"rulings": []}', JSON.stringify(VERDICT)], ...extra },
  });
}

describe('the persuasion protocol through the command line', () => {
  it('lists its seats and options in agon --help', async () => {
    const help = await ws.run(['--help']);
    expect(help.stdout).toMatch(/persuasion: a proponent and an opponent argue in Prakken speech acts/);
    expect(help.stdout).toMatch(
      /pro: argues for the proposition\n\s+opp: argues against the proposition\n\s+mod: gathers the shared facts, reviews each round, and judges/,
    );
    expect(help.stdout).toMatch(/--rounds N\s+argumentation rounds between the opening and the closing \(default 2\)/);
    expect(help.stdout).toMatch(/--perspective TEXT\s+a viewpoint every seat weighs the question from/);
  });

  it('plays its bundled demo headless to the report', async () => {
    const demo = await ws.run(['demo', 'persuasion', '--headless']);
    expect(demo.code).toBe(0);
    for (const heading of [
      '# Debate: "Should our team replace hand-written SQL with an ORM?"',
      '## Participants',
      '## Shared Context (K)',
      '## Transcript',
      '## Commitment Stores (Final State)',
      '### Arguments',
      '### Relations',
      '### Argument Map (ASCII)',
      '## Verdict',
      '### Winner: **PRO**',
      '### Debate Quality Metrics',
    ]) {
      expect(demo.stdout).toContain(heading);
    }
  });

  it('runs a debate with its own options, remembers it, and exports the framework as argdown and dot', async () => {
    const script = await scripted();
    const seats = ['pro', 'opp', 'mod'].flatMap((seat) => ['--seat', `${seat}=script:file=${script}`]);
    const run = await ws.run([
      'run',
      '--protocol',
      'persuasion',
      '--question',
      'Should we adopt an ORM?',
      '--rounds',
      '1',
      '--perspective',
      'on-call engineer',
      ...seats,
      '--json',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const id = String(run.lines.at(-1)!.session);
    expect(run.lines.at(-1)).toMatchObject({
      kind: 'outcome',
      outcome: { summary: expect.stringMatching(/^PRO wins \(0\.\d\d vs 0\.\d\d, by surrender\)/) },
    });
    expect((await ws.doc(id)).meta).toMatchObject({ phase: 'VERDICT', status: 'done', progress: { unit: 'round', done: 3, total: 3 } });
    const md = await ws.run(['export', id, '--format', 'md']);
    expect(md.stdout).toContain('Protocol: persuasion (seed 002) · 1 argumentation round · perspective: on-call engineer');
    expect(md.stdout).toContain('**OPP [O2]** `concede` A1 ↩ P1');
    const argdown = await ws.run(['export', id, '--format', 'argdown']);
    expect(argdown.stdout).toMatch(
      /<A1>: Adopt the ORM for routine queries #thesis #\(PRO, conceded by OPP\) #(IN|OUT|UNDEC) \{label: "\w+", score: 0\.\d+/,
    );
    const dot = await ws.run(['export', id, '--format', 'dot']);
    expect(dot.stdout).toContain('"K1" -> "A1" [color="#2e7d32", arrowhead=normal, label="support"];');
  });

  it('refuses a bad value of its own options, changing nothing', async () => {
    const seats = ['--seat', 'pro=human', '--seat', 'opp=human', '--seat', 'mod=human'];
    const rounds = await ws.run(['run', '--protocol', 'persuasion', '--question', 'Q?', '--rounds', '0', ...seats]);
    expect(rounds).toMatchObject({ code: 2, stderr: 'agon: --rounds must be a whole number from 1 to 10, not "0"\n' });
    const gather = await ws.run(['run', '--protocol', 'persuasion', '--question', 'Q?', '--gather', 'everyone', ...seats]);
    expect(gather).toMatchObject({ code: 2, stderr: 'agon: --gather must be one of mod, all, none, not "everyone"\n' });
    const missing = await ws.run(['run', '--protocol', 'persuasion', '--question', 'Q?', '--seat', 'pro=human', '--seat', 'opp=human']);
    expect(missing.stderr).toBe('agon: no agent for mod: add --seat mod=KIND (script, human, codex, …)\n');
    expect((await ws.run(['list'])).stdout).toContain('No saved sessions');
  });

  it("waits for the person at the moderator's seat, who edits K and gathers it, then owes the review of the opening", async () => {
    const script = await scripted();
    const seats = ['--seat', 'mod=human', '--seat', `pro=script:file=${script}`, '--seat', `opp=script:file=${script}`];
    const run = await ws.run(['run', '--protocol', 'persuasion', '--question', 'Adopt an ORM?', '--rounds', '1', ...seats]);
    expect(run.code).toBe(3);
    const id = '001-adopt-an-orm';
    const added = await ws.run([
      'act',
      id,
      'add-fact',
      '--text',
      'An ORM was tried in 2019 and dropped',
      '--field',
      'source=git log 4f2a1c',
    ]);
    expect(added.code).toBe(0);
    const moved = await ws.run(['move', id, '--seat', 'mod'], { stdin: JSON.stringify(FACTS) });
    expect(moved.code).toBe(3);
    expect((await ws.run(['act', id, 'remove-fact', '--item', 'K1', '--reason', 'the 2019 ORM was another product'])).code).toBe(0);
    const show = await ws.run(['show', id, '--json']);
    const view = show.lines[0]!.view as {
      groups: { name: string; items: { id: string }[] }[];
      record: { rows: { id: string; badge: string }[] };
    };
    expect(view.groups.find((g) => g.name === 'K')!.items.map((i) => i.id)).toEqual(['K2', 'K3']);
    expect(view.record.rows.map((r) => `${r.id} ${r.badge}`)).toEqual(['K1 fact', 'K2 fact', 'K3 fact', 'P1 claim', 'O1 claim']);
    expect(show.lines[0]).toMatchObject({ next: { kind: 'await-human', seat: 'mod' } });
  });
});

describe('a moderator played by a CLI agent', () => {
  it('gathers K inside the project given by --workdir, and K reaches the debaters', async () => {
    const project = await tempDir('agon-project-');
    await mkdir(join(project, 'answers'));
    await writeFile(join(project, 'fake-scenario'), 'script\n');
    const answers = [JSON.stringify(FACTS), '{"rulings": []}', '{"rulings": []}', JSON.stringify(VERDICT)];
    for (const [i, answer] of answers.entries()) await writeFile(join(project, 'answers', `${i + 1}.txt`), answer);
    const home = await tempDir('agon-home-');
    const script = await ws.write('debaters.json', { bySeat: DEBATERS });
    const env = { PATH: `${FAKE_BIN}:${process.env.PATH ?? ''}`, HOME: home };
    const run = await ws.run(
      [
        'run',
        '--protocol',
        'persuasion',
        '--question',
        'Adopt an ORM?',
        '--rounds',
        '1',
        '--workdir',
        project,
        '--seat',
        'mod=claude',
        '--seat',
        `pro=script:file=${script}`,
        '--seat',
        `opp=script:file=${script}`,
        '--json',
      ],
      { env },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // The fake answered from the project folder: it ran there.
    const gatherPrompt = await readFile(join(project, 'calls', '1.stdin'), 'utf8');
    expect(gatherPrompt).toContain(
      'You run inside the project the question is about: search its code and configuration, read its documentation, and look through its git history',
    );
    const doc = await ws.doc('001-adopt-an-orm');
    const requested = doc.events.filter((e) => e.type === 'agent.requested' && e.data.seat === 'pro');
    const sessionDir = join(ws.sessions, '001-adopt-an-orm');
    const firstPro = await readFile(join(sessionDir, 'raw', `${String(requested[0]!.data.promptRef)}.txt`), 'utf8');
    expect(firstPro).toContain('K1: Most queries touch one table [src/db/queries/]');
    expect(run.lines.at(-1)).toMatchObject({ kind: 'outcome', outcome: { summary: expect.stringMatching(/^PRO wins/) } });
  });
});
