// The consensus demo in a real terminal (tmux): stepped through Phase 0 (the personas, read and one
// rewritten before round 1) and the first challenge, then auto-run to the trade-off, its items
// opened, and its report exported.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { flat, writtenPath } from '../helpers/screen-text.js';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-consensus-', afterEach);

describe('the consensus demo in a real terminal', () => {
  it('is played to its trade-off report: personas read and rewritten, the challenge, auto-run, details, export (120x40)', async () => {
    const ws = await workspace();
    const dir = ws.cwd;
    const t = terminal(120, 40);
    t.start(['demo', 'consensus'], { cwd: dir, env: ws.env });
    await t.waitFor('Experts and positions (0)');
    await t.waitFor('PERSONAS');
    await settled();
    t.keys('Space');
    await t.waitFor('Personas for data pipelines (by the proposer)', 20_000);
    await t.waitFor('Experts and positions (3)');
    await settled();
    // The first row is the architect's persona: read it whole before round 1.
    t.keys('Enter');
    await t.waitFor('# Persona: the Architect — streaming platform architect');
    await settled();
    t.keys('Escape');
    await settled();
    // Rewrite the operator's persona before its file is written: the first action on offer.
    t.keys(':');
    await t.waitFor('Rewrite a persona before its file is written');
    await settled();
    t.keys('Enter');
    await t.waitFor('the challenger:');
    await settled();
    t.keys('j');
    await settled();
    t.keys('Enter');
    await t.waitFor('the challenger: operator');
    await settled();
    t.type('# Persona: the Operator — pager veteran');
    await settled();
    t.keys('Enter');
    await settled();
    t.keys('Enter');
    await t.waitFor("The person rewrites the Operator's persona: “pager veteran”.");
    // The experts' card shows the new perspective; the operator's row, its persona's author in the detail.
    await t.waitFor(/Operator +pager veteran/);
    await settled();
    t.keys('j');
    const operator = await t.waitFor(/› ◆ \S+ +maintenance, failure modes and debugging/);
    expect(flat(operator)).toContain('persona: written by the person');
    await settled();
    t.keys('Space');
    await t.waitFor('Consensus check, round 1: confrontation required', 20_000);
    const checked = await t.waitFor(/Dissents (?:\(3\)|\d+–\d+ of 3)/);
    expect(checked).toContain("D3: the Adversary's agreement, counted as partial");
    await settled();
    t.keys('a');
    // The outcome opens by itself when the debate ends; esc goes back to the panes.
    const outcome = await t.waitFor('TRADEOFF after 2 round(s): Operator still dissents', 40_000);
    expect(outcome).toContain('The outcome');
    await settled();
    t.keys('Escape');
    const done = await t.waitFor('The debate ends — TRADEOFF');
    expect(done).toMatch(/D2 Operator: MAINTAIN/);
    await settled();
    // A burst of keys: three rows down from the first expert is position v1.
    t.keys('g');
    await t.waitFor(/› ○ \S+ Streaming is right/);
    await settled();
    t.type('jjj');
    await t.waitFor(/› ○ v1 +Yes: replace all 14 nightly/);
    await settled();
    t.keys('Enter');
    // Opened whole in a viewer (its frame), not only the strip under the panes.
    await t.waitFor('║ Position v1 · opening');
    await settled();
    t.keys('Escape');
    await settled();
    t.keys('e');
    await t.waitFor('m markdown');
    await settled();
    t.keys('m');
    // The dialog may wrap a long path: read its lines joined; the file is the session's, in the cwd.
    const path = writtenPath(await t.waitFor((s) => writtenPath(s) !== undefined))!;
    expect(path).toBe(join(dir, '001-should-we-replace-our-nightly-batch-etl-with-a-streaming-pip.md'));
    const report = await readFile(path, 'utf8');
    expect(report).toContain('## DEBATE OUTCOME: TRADEOFF');
    expect(report).toContain('**Core disagreement:** Operator (script)');
    expect(report).toContain('└── Changed because: Architect found a big-bang migration risks state and exactly-once gaps');
  }, 120_000);
});
