// The dialectic's bundled demo in a real terminal (tmux), played to its report: stepped turn by
// turn (keys sent in a burst, then auto-run), the resolution overruled with a reason on its row,
// and the report exported.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Workspace } from '../helpers/cli.js';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-dialectic-', afterEach);

describe('the dialectic demo in a real terminal', () => {
  it("steps the debate, shows each seat's fields and the rule that decided, takes an overrule and exports the report (120x40)", async () => {
    const ws = await workspace();
    const dir = ws.cwd;
    const t = terminal(120, 40);
    t.start(['demo', 'dialectic'], { cwd: dir, env: ws.env });
    await t.waitFor('Debate (1)');
    expect(t.screen()).toContain('[DEBATE] DEBATE REQ:Drop the legacy ses');
    await settled();
    t.keys('Space');
    await t.waitFor('[CLAIM] Drop the table tonight', 20_000);
    await t.waitFor("critic's turn");
    await settled();
    // A burst: two steps asked at once; each turn still lands in order.
    t.keys('Space', 'Space');
    await t.waitFor('[SEVERITY] high', 20_000);
    await settled();
    t.keys('a');
    // The outcome opens by itself when the debate ends; esc goes back to the panes.
    await t.waitFor('The outcome', 30_000);
    await settled();
    t.keys('Escape');
    const done = await t.waitFor(/done — MODIFY[\s\S]*space step/);
    expect(done).toContain('[COUNTER] Rename the table tonight and d');
    expect(done).toContain('[x] high stakes and any dis');
    expect(done).toContain('Rule high-stakes-disagreement decides MODIFY (the synthesis proposed PROCEED).');
    await settled();
    // The resolution's rows are last: overrule it there.
    t.keys('G');
    // The override acts on the selected row: wait until the selection has reached the resolution's.
    await t.waitFor(/›RES\.\d/);
    await settled();
    t.keys('o');
    await t.waitFor('Override RES — Overrule the resolution');
    await settled();
    t.keys('j');
    await settled();
    t.keys('Enter'); // ESCALATE
    await settled();
    t.keys('Enter'); // no modifications
    await settled();
    t.type('the DBA is away tonight');
    await settled();
    t.keys('Enter');
    await t.waitFor('The person overrules MODIFY with ESCALATE: “the DBA is away tonight”');
    await t.waitFor('[ESCALATE_TO] human');
    await settled();
    t.keys('e');
    await t.waitFor('m markdown');
    await settled();
    t.keys('m');
    const written = await t.waitFor(/written to (\S+\.md)/);
    const path = /written to (\S+\.md)/.exec(written)![1]!;
    const report = await readFile(path, 'utf8');
    expect(report).toContain('## Synthesis response');
    expect(report).toContain('RESOLUTION ESCALATE\nRATIONALE The person overruled MODIFY: the DBA is away tonight\nESCALATE_TO human');
    const metrics = (await readFile(join(dir, 'memory', 'debate-metrics.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { resolution: string });
    expect(metrics.map((m) => m.resolution)).toEqual(['MODIFY', 'ESCALATE']);
  }, 120_000);

  it("opens a task's failure history in the workbench, and lets the person answer in the advocate's seat (120x40)", async () => {
    // Two failures through the built CLI: the second opens a failure debate whose seats the person holds.
    const ws = await Workspace.create();
    const task = ['--task', 'Deploy the docs site', '--approach'];
    expect(
      (await ws.run(['attempt', ...task, 'plain rsync', '--error', "EACCES: permission denied, open '/srv/www/index.html'"])).code,
    ).toBe(0);
    expect(
      (
        await ws.run([
          'attempt',
          ...task,
          'rsync as root',
          '--error',
          "EACCES: permission denied, open '/srv/www/app.js'",
          '--seat',
          'synthesis=human',
        ])
      ).code,
    ).toBe(3);
    const t = terminal(120, 40);
    t.start(['resume', '001'], { cwd: ws.dir, env: { AGON_SESSIONS_DIR: ws.sessions, HOME: ws.dir } });
    const opened = await t.waitFor('your turn (advocate)');
    expect(opened).toMatch(/F1 +hist \[ATTEMPT 1\]/);
    expect(opened).toMatch(/F2 +hist \[ATTEMPT 2\]/);
    expect(opened).toContain('[DEBATE_FAILURE] DEBATE_FAILURE REQ:Dep');
    await settled();
    t.keys('Enter');
    const detail = await t.waitFor('F1 · attempt 1');
    expect(detail).toContain('approach: plain rsync');
    expect(detail).toContain('fingerprint: eacces permission denied open');
    await settled();
    t.keys('Escape');
    await settled();
    t.keys('p');
    await t.waitFor('Your turn in the advocate seat');
    await settled();
    t.keys('a');
    await t.waitFor('Your move as advocate — Diagnose the failure');
    for (const field of [
      'the deploy user lacks write access',
      'deploy through the www-data group',
      'changes who writes, not how files are copied',
    ]) {
      await settled();
      t.type(field);
      await settled();
      t.keys('Enter');
    }
    await t.waitFor('1. diagnose');
    await settled();
    t.keys('s');
    const sent = await t.waitFor('your turn (critic)');
    expect(sent).toContain('[FIX] deploy through the www-data group');
  }, 120_000);
});
