import { describe, expect, it } from 'vitest';
import { OpenPane } from '../../../components/main/open-pane.js';
import { themeFor } from '../../../components/theme.js';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { assess, Debate, defend, value } from '../../helpers/debate.js';
import { lineWith, renderTui } from '../../helpers/render.js';

const theme = themeFor({});

/** Round 2: C1 SKEPTICAL on P1, C2 REJECT on P2 and C3 SKEPTICAL on P3, all open. */
function challenged(): Debate {
  const d = new Debate({ mode: 'minimal' });
  d.consultee(value('Redis keeps sessions across restarts'), value('Memcached is always faster'), value('Redis has richer data types'));
  d.orchestrator(assess('P1', 'SKEPTICAL'), assess('P2', 'REJECT'), assess('P3', 'SKEPTICAL'));
  return d;
}

async function paneOf(d: Debate) {
  const { open } = argumentation.view(d.state);
  return renderTui(<OpenPane part={open} selected={0} focused height={14} theme={theme} />);
}

describe('OpenPane', () => {
  it('shows an open SKEPTICAL challenge with its id, point, kind, who owes what and two rounds left', async () => {
    const { lastFrame } = await paneOf(challenged());

    expect(lineWith(lastFrame(), 'C1 ')).toContain('C1 on P1 SKEPTICAL · open · consultee owes a defense · 2 rounds left');
  });

  it('shows an open REJECT challenge with one round left', async () => {
    const { lastFrame } = await paneOf(challenged());

    expect(lineWith(lastFrame(), 'C2 ')).toMatch(/C2 on P2 REJECT · open · .* · 1 round left/);
  });

  it('leads each challenge with its objection, what it is and who owes what under it', async () => {
    const { lastFrame } = await paneOf(challenged());

    const lines = lastFrame().split('\n');
    const at = lines.findIndex((line) => line.includes('C1 on P1'));
    expect(lines[at - 1]).toContain('objection to P1');
  });

  it('counts the open challenges in the title', async () => {
    const { lastFrame } = await paneOf(challenged());

    expect(lastFrame()).toContain('Open challenges (3)');
  });

  it('marks a SKEPTICAL challenge missed once as dropped+reminded, with the round it has left', async () => {
    const d = challenged();
    d.consultee(defend('C3', 'RDB snapshots and AOF keep them'));

    const { lastFrame } = await paneOf(d);

    expect(lineWith(lastFrame(), 'C1 ')).toMatch(/C1 on P1 SKEPTICAL · dropped\+reminded · .* · 1 round left/);
  });

  it('marks a defended challenge as defended while it awaits a ruling', async () => {
    const d = challenged();
    d.consultee(defend('C3', 'RDB snapshots and AOF keep them'));

    const { lastFrame } = await paneOf(d);

    expect(lineWith(lastFrame(), 'C3 ')).toContain('C3 on P3 SKEPTICAL · defended, awaiting ruling');
  });

  it('no longer lists a REJECT challenge left unanswered for its one round', async () => {
    const d = challenged();
    d.consultee(defend('C3', 'RDB snapshots and AOF keep them'));

    const { lastFrame } = await paneOf(d);

    expect(lastFrame()).not.toContain('C2 ');
    expect(lastFrame()).toContain('Open challenges (2)');
  });

  it('says so when no challenge is open', async () => {
    const { lastFrame } = await paneOf(new Debate({ mode: 'minimal' }));

    expect(lastFrame()).toContain('None open.');
  });
});
