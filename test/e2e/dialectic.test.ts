// The dialectic's bundled demo in a real terminal (tmux), played to its report: stepped turn by
// turn (keys sent in a burst, then auto-run), the resolution overruled with a reason on its row,
// and the report exported.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { Tmux } from '../helpers/tmux.js';

const terminals: Tmux[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

/** Ink attaches its input listener just after a screen is drawn; keys sent sooner are lost. */
const settle = () => new Promise((r) => setTimeout(r, 400));

describe('the dialectic demo in a real terminal', () => {
  it('steps the debate, shows each seat\'s fields and the rule that decided, takes an overrule and exports the report (120x40)', async () => {
    const dir = await tempDir('agon-e2e-dialectic-');
    const t = new Tmux(120, 40);
    terminals.push(t);
    t.start(['demo', 'dialectic'], { cwd: dir, env: { AGON_SESSIONS_DIR: join(dir, 'sessions'), HOME: dir } });
    await t.waitFor('Debate (1)');
    expect(t.screen()).toContain('DEBATE REQ:Drop the legacy sessions');
    await settle();
    t.keys('Space');
    await t.waitFor('[CLAIM] Drop the table tonight', 20_000);
    await t.waitFor('critic\'s turn');
    await settle();
    // A burst: two steps asked at once; each turn still lands in order.
    t.keys('Space', 'Space');
    await t.waitFor('[SEVERITY] high', 20_000);
    await settle();
    t.keys('a');
    const done = await t.waitFor(/done — MODIFY/, 30_000);
    expect(done).toContain('[COUNTER] Rename the table tonight and drop');
    expect(done).toContain('[x] high stakes and any dis');
    expect(done).toContain('Rule high-stakes-disagreement decides MODIFY (the synthesis proposed PROCEED).');
    await settle();
    // The resolution's rows are last: overrule it there.
    t.keys('G');
    await settle();
    t.keys('o');
    await t.waitFor('Override RES: Overrule the resolution');
    await settle();
    t.keys('j');
    await settle();
    t.keys('Enter'); // ESCALATE
    await settle();
    t.keys('Enter'); // no modifications
    await settle();
    t.type('the DBA is away tonight');
    await settle();
    t.keys('Enter');
    await t.waitFor('The person overrules MODIFY with ESCALATE: “the DBA is away tonight”');
    await t.waitFor('[ESCALATE_TO] human');
    await settle();
    t.keys('e');
    await t.waitFor('m markdown');
    await settle();
    t.keys('m');
    const written = await t.waitFor(/written to (\S+\.md)/);
    const path = /written to (\S+\.md)/.exec(written)![1]!;
    const report = await readFile(path, 'utf8');
    expect(report).toContain('## Synthesis response');
    expect(report).toContain('RESOLUTION ESCALATE\nRATIONALE The person overruled MODIFY: the DBA is away tonight\nESCALATE_TO human');
    const metrics = (await readFile(join(dir, 'memory', 'debate-metrics.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { resolution: string });
    expect(metrics.map((m) => m.resolution)).toEqual(['MODIFY', 'ESCALATE']);
  }, 120_000);
});
