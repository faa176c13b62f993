// The test protocol in a real terminal (tmux), loaded as a plugin: a new session made through the
// form its declaration generates, a move composed in the person's seat, a multi-field action.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { declarations } from '../../src/protocols/registry.js';
import { WITH_RELAY } from '../helpers/cli.js';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-relay-', afterEach);

const settle = () => settled();

describe('a protocol from outside the tree, in a real terminal', () => {
  it('is created through the generated form, played with a composed move and a multi-field action (100x30)', async () => {
    const ws = await workspace();
    const dir = ws.cwd;
    const t = terminal(100, 30);
    t.start([], { cwd: dir, env: { ...ws.env, ...WITH_RELAY.env }, nodeArgs: WITH_RELAY.nodeArgs });
    await t.waitFor('Demo (relay)');
    await settle();
    t.keys('n');
    await t.waitFor('Question');
    await settle();
    t.type('Is a relay a debate?');
    await settle();
    t.keys('Enter');
    await t.waitFor('Protocol');
    await settle();
    // The relay comes after every built-in protocol.
    t.type('j'.repeat(declarations().filter((d) => d.id !== 'relay').length));
    await settle();
    t.keys('Enter');
    await t.waitFor('Budget (empty for 2)');
    await settle();
    t.type('1');
    await settle();
    t.keys('Enter');
    await t.waitFor('Tone');
    await settle();
    t.keys('Enter'); // plain
    await t.waitFor('A project folder, a timeout or budgets?');
    await settle();
    t.keys('Enter'); // no: on to the seats
    await t.waitFor('Who sits in the opener seat?');
    await settle();
    // To "human (you)" whatever CLIs this machine has: the end of the list ("type a seat spec"),
    // then up past "script".
    t.type('jjjjjjjjjj');
    await settle();
    t.type('kk');
    await settle();
    t.keys('Enter');
    await t.waitFor('Who sits in the closer seat?');
    await settle();
    t.type('jjjjjjjjjj');
    await settle();
    t.type('k'); // script
    await settle();
    t.keys('Enter');
    await t.waitFor('path/to/answers.json');
    await settle();
    const answers = join(dir, 'closer.json');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(answers, JSON.stringify({ responses: ['{"moves": [{"type": "say", "text": "Handing on is answering."}]}'] }));
    t.type(answers);
    await settle();
    t.keys('Enter');
    await t.waitFor('Messages (0)');
    await settle();
    t.keys('Space');
    await t.waitFor('your turn (opener)');
    await settle();
    t.keys('p');
    await t.waitFor('Your turn in the opener seat');
    await settle();
    t.keys('a');
    await t.waitFor('Say a message');
    await settle();
    t.keys('Enter');
    await settle();
    t.type('A relay hands the word on.');
    await settle();
    t.keys('Enter');
    await t.waitFor('1. say');
    await settle();
    t.keys('s');
    await t.waitFor('Stage OPEN closes after 1 messages.');
    await settle();
    t.keys('Space');
    // The relay is over: its outcome opens by itself; esc goes back to the panes.
    await t.waitFor('The outcome');
    await settle();
    t.keys('Escape');
    await t.waitFor('closer: Handing on is answering.');
    await settle();
    // The relay is over, so recording a finding is the one action left: the form opens on it.
    t.keys(':');
    await t.waitFor('Actions — Record a finding');
    await settle();
    t.type('Relays hand on');
    await settle();
    t.keys('Enter');
    await settle();
    t.type('one');
    await settle();
    t.keys('Enter');
    await settle();
    t.keys('Enter');
    await settle();
    t.keys('Enter');
    const screen = await t.waitFor('The person records F1: Relays hand on.');
    expect(screen).toContain('Findings 1');
    expect(screen).toContain('Messages (2)');
  }, 90_000);
});
