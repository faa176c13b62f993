// The built app in a real terminal (tmux): the demo stepped, a point overridden, quit, resumed;
// and a person in a seat composing an illegal, then a legal move, on a narrow screen.
import { afterEach, describe, expect, it } from 'vitest';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-', afterEach);

const settle = () => settled(500);

describe('the workbench in a real terminal', () => {
  it('steps the demo three rounds, keeps an override across quit and resume (120x40)', async () => {
    const ws = await workspace();
    const t = terminal(120, 40);
    t.start([], ws);
    await t.waitFor('Agon — structured debates');
    await settle();
    t.keys('d');
    await t.waitFor('Points (0)');
    for (const round of [1, 2, 3]) {
      await settle();
      t.keys('Space');
      await t.waitFor(`r${round} Round ${round} closes.`, 20_000);
    }
    await t.waitFor('round 4/8');
    await settle();
    // The first row of Points is P1: override it.
    t.keys('o');
    await t.waitFor('Override P1');
    await settle();
    t.keys('Enter'); // Reclassify a point
    await t.waitFor('the classification');
    await settle();
    t.keys('j', 'j');
    t.keys('Enter'); // REJECT
    await settle();
    t.type('no numbers back this');
    t.keys('Enter');
    await settle();
    t.type('checking the override survives a restart');
    t.keys('Enter');
    await t.waitFor('The person reclassifies P1 as REJECT');
    t.keys('q');
    await t.waitFor(/\$ $|^\s*$/m, 5_000).catch(() => undefined);

    const again = terminal(120, 40);
    again.start(['resume', '001-redis-or-memcached-for-our-session-cache'], ws);
    await again.waitFor('round 4/8');
    // a capture can catch the screen still being drawn (seen on a loaded machine): wait for its last line too
    const screen = await again.waitFor('The person reclassifies P1 as REJECT');
    expect(screen).toMatch(/on P1 REJECT/);
    expect(screen).toContain('The person reclassifies P1 as REJECT');
  }, 90_000);

  it('lets a person in a seat send an illegal move, see why, and send a legal one (80x24)', async () => {
    const ws = await workspace();
    const t = terminal(80, 24);
    t.start(['new', '--question', 'Cache?', '--seat', 'orchestrator=human', '--seat', 'consultee=script:demo=redis-memcached'], ws);
    await t.waitFor('[Points]');
    await settle();
    t.keys('Space');
    await t.waitFor('your turn (orchestrator)');
    await settle();
    t.keys('p');
    await t.waitFor('Your turn in the orchestrator seat');
    for (let i = 0; i < 2; i++) {
      await settle();
      t.keys('a');
      await t.waitFor('Classify a point');
      await settle();
      t.keys('Enter'); // Classify a point
      await t.waitFor('the point');
      await settle();
      t.keys('Enter'); // P1
      await t.waitFor('verdict');
      await settle();
      t.keys('Enter'); // AGREE
      await settle();
      t.keys('Enter'); // no objection
      await t.waitFor(`${i + 1}. assess P1 AGREE`);
    }
    await settle();
    t.keys('s');
    await t.waitFor('P1 assessed twice');
    await settle();
    t.keys('d');
    await settle();
    t.keys('s');
    await t.waitFor('r1 Round 1 closes.');
  }, 60_000);
});
