// The test protocol in a real terminal (tmux), loaded as a plugin: a new session made through the
// form its declaration generates, a move composed in the person's seat, a multi-field action.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { declarations } from '../../src/protocols/registry.js';
import { WITH_RELAY } from '../helpers/cli.js';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-relay-', afterEach);

describe('a protocol from outside the tree, in a real terminal', () => {
  it('is created through the generated form, played with a composed move and a multi-field action (100x30)', async () => {
    const ws = await workspace();
    const dir = ws.cwd;
    const t = terminal(100, 30);
    t.start([], { cwd: dir, env: { ...ws.env, ...WITH_RELAY.env }, nodeArgs: WITH_RELAY.nodeArgs });
    await t.waitFor('Demo (relay)');
    await settled();
    t.keys('n');
    await t.waitFor('Question');
    await settled();
    t.type('Is a relay a debate?');
    await settled();
    t.keys('Enter');
    await t.waitFor('Protocol');
    await settled();
    // The relay comes after every built-in protocol.
    t.type('j'.repeat(declarations().filter((d) => d.id !== 'relay').length));
    await settled();
    t.keys('Enter');
    await t.waitFor('Budget (empty for 2)');
    await settled();
    t.type('1');
    await settled();
    t.keys('Enter');
    await t.waitFor('Tone');
    await settled();
    t.keys('Enter'); // plain
    await t.waitFor('A project folder, a timeout or budgets?');
    await settled();
    t.keys('Enter'); // no: on to the seats
    await t.waitFor('Who sits in the opener seat?');
    await settled();
    // To "human (you)" whatever CLIs this machine has: the end of the list (the bundled demo's
    // answers), then up past "type a seat spec" and "script".
    t.type('jjjjjjjjjj');
    await settled();
    t.type('kkk');
    await settled();
    t.keys('Enter');
    await t.waitFor('Who sits in the closer seat?');
    await settled();
    t.type('jjjjjjjjjj');
    await settled();
    t.type('kk'); // script
    await settled();
    t.keys('Enter');
    await t.waitFor('path/to/answers.json');
    await settled();
    const answers = join(dir, 'closer.json');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(answers, JSON.stringify({ responses: ['{"moves": [{"type": "say", "text": "Handing on is answering."}]}'] }));
    t.type(answers);
    await settled();
    t.keys('Enter');
    await t.waitFor('Create this session?');
    await settled();
    t.keys('Enter');
    await t.waitFor('Messages (0)');
    await settled();
    t.keys('Space');
    await t.waitFor('your turn (opener)');
    await settled();
    t.keys('p');
    await t.waitFor('Your turn in the opener seat');
    await settled();
    t.keys('a');
    await t.waitFor('Say a message');
    await settled();
    t.keys('Enter');
    await settled();
    t.type('A relay hands the word on.');
    await settled();
    t.keys('Enter');
    await t.waitFor('1. say');
    await settled();
    t.keys('s');
    await t.waitFor('Stage OPEN closes after 1 messages.');
    await settled();
    t.keys('Space');
    // The relay is over: its outcome opens by itself; esc goes back to the panes.
    await t.waitFor('The outcome');
    await settled();
    t.keys('Escape');
    await t.waitFor('closer: Handing on is answering.');
    await settled();
    // The relay is over, so recording a finding is the one action left: the form opens on it.
    t.keys(':');
    await t.waitFor('Actions — Record a finding');
    await settled();
    t.type('Relays hand on');
    await settled();
    t.keys('Enter');
    await settled();
    t.type('one');
    await settled();
    t.keys('Enter');
    await settled();
    t.keys('Enter');
    await settled();
    t.keys('Enter');
    const screen = await t.waitFor('The person records F1: Relays hand on.');
    expect(screen).toContain('Findings 1');
    expect(screen).toContain('Messages (2)');
  }, 90_000);
});
