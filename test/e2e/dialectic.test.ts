// The dialectic's bundled demo in a real terminal (tmux), played to its report: stepped turn by
// turn (keys sent in a burst, then auto-run), the resolution overruled with a reason on its row,
// and the report exported.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Workspace } from '../helpers/cli.js';
import { flat, writtenPath } from '../helpers/screen-text.js';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-dialectic-', afterEach);

describe('the dialectic demo in a real terminal', () => {
  it("steps the debate, shows each seat's fields and the rule that decided, takes an overrule and exports the report (120x40)", async () => {
    const ws = await workspace();
    const dir = ws.cwd;
    const t = terminal(120, 40);
    t.start(['demo', 'dialectic'], { cwd: dir, env: ws.env });
    const opened = await t.waitFor('Debate (1)');
    // The request's row leads with its words; its kind and the request whole are in the detail strip.
    expect(opened).toMatch(/› ◆ REQ Drop the legacy sessions table in production/);
    expect(flat(opened)).toContain(
      'the request · planning debate · task 83cd8f677feb71b8 · DEBATE — request: DEBATE REQ:Drop the legacy sessions table in production tonight ROUNDS:2 STAKES:high',
    );
    await settled();
    t.keys('Space');
    await t.waitFor(/○ A +Drop the table tonight/, 20_000);
    await t.waitFor("critic's turn");
    await settled();
    // The advocate's row: a CLAIM, said in its detail.
    t.keys('j');
    const claim = await t.waitFor(/› ○ A +Drop the table tonight/);
    expect(flat(claim)).toContain("A · the advocate's claim · round 1 of 2 · CLAIM — SUPPORTS:");
    await settled();
    // A burst: two steps asked at once; each turn still lands in order.
    t.keys('Space', 'Space');
    await t.waitFor(/○ K +A drop cannot be undone[^\n]* severity high/, 20_000);
    await settled();
    t.keys('a');
    // The outcome opens by itself when the debate ends; esc goes back to the panes.
    await t.waitFor('The outcome', 30_000);
    await settled();
    t.keys('Escape');
    const done = await t.waitFor(/done — MODIFY[\s\S]*done: R the outcome/);
    // The rule that decided, in the synthesis rules' card (drawn whole now the debate is over), the other two unmet.
    expect(done).toMatch(/high stakes and any disagreement → MODIFY or ESCALATE +decided/);
    expect(done).toMatch(/COUNTER → +unmet/);
    expect(done).toMatch(/advocate CONFIDENCE ≥ 0\.8 and critic SEVERITY:low → +unmet/);
    expect(done).toContain('Rule high-stakes-disagreement decides MODIFY (the synthesis proposed PROCEED).');
    await settled();
    // The critic's standing answer, two rows down from the first: its COUNTER is in its detail.
    t.keys('g');
    await t.waitFor('› ◆ REQ');
    await settled();
    t.keys('j', 'j');
    await t.waitFor(/› ○ K +A snapshot restores the data/);
    await settled();
    // The card takes the screen now the debate is over, so the strip is short: enter opens the detail whole.
    t.keys('Enter');
    const critic = await t.waitFor(/║ K · the critic's objection/);
    expect(flat(critic)).toContain('COUNTER: Rename the table tonight and drop it after the quarterly export');
    await settled();
    t.keys('Escape');
    await t.waitFor((screen) => !screen.includes("║ K · the critic's objection"));
    await settled();
    // The resolution's row is last: overrule it there.
    t.keys('G');
    // The override acts on the selected row: wait until the selection has reached the resolution's.
    await t.waitFor('› ● RES ');
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
    // The new resolution's response, in the selected row's detail.
    await t.waitFor((s) =>
      flat(s).includes('response: RESOLUTION ESCALATE RATIONALE The person overruled MODIFY: the DBA is away tonight ESCALATE_TO human'),
    );
    await settled();
    t.keys('e');
    await t.waitFor('m markdown');
    await settled();
    t.keys('m');
    // The dialog may wrap a long path: read its lines joined; the file is the session's, in the cwd.
    const path = writtenPath(await t.waitFor((s) => writtenPath(s) !== undefined))!;
    expect(path).toBe(join(dir, '001-drop-the-legacy-sessions-table-in-production-tonight.md'));
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
    // The history's failures lead with their errors, the first selected and whole; the request after them.
    expect(opened).toMatch(/› ○ F1 +EACCES: permission denied, open/);
    expect(opened).toMatch(/○ F2 +EACCES: permission denied, open '\/srv\/www\/app\./);
    expect(opened).toMatch(/◆ REQ Deploy the docs site/);
    expect(flat(opened)).toContain('F1 · attempt 1 · ATTEMPT 1 — when:');
    await settled();
    t.keys('Enter');
    // Opened whole in a viewer (its frame), not the strip under the panes.
    const detail = await t.waitFor('║ F1 · attempt 1');
    expect(detail).toContain('approach: plain rsync');
    expect(detail).toContain('fingerprint: eacces permission denied open');
    await settled();
    t.keys('Escape');
    await settled();
    // The second failure and the request, each in the detail strip as the selection reaches it.
    t.keys('j');
    expect(flat(await t.waitFor('› ○ F2 '))).toContain('F2 · attempt 2 · ATTEMPT 2 — when:');
    await settled();
    t.keys('j');
    expect(flat(await t.waitFor('› ◆ REQ '))).toContain('DEBATE_FAILURE — request: DEBATE_FAILURE REQ:Deploy the docs site');
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
    expect(sent).toMatch(/○ A +deploy through the www-data group/);
    expect(sent).toContain('Advocate: FIX “deploy through the www-data group”');
    await settled();
    // The advocate's row is a FIX, with the person's other fields, in its detail.
    t.keys('j');
    const fix = await t.waitFor(/› ○ A +deploy through the www-data group/);
    expect(flat(fix)).toContain(
      "A · the advocate's fix · round 1 of 1 · FIX — DIAGNOSIS: the deploy user lacks write access · DIFF_FROM_PREVIOUS: changes who writes, not how files are copied",
    );
  }, 120_000);
});
