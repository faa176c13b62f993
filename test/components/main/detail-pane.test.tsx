import { describe, expect, it } from 'vitest';
import { DetailPane, type Focused } from '../../../components/main/detail-pane.js';
import { themeFor } from '../../../components/theme.js';
import { renderTui } from '../../helpers/render.js';

const theme = themeFor({});

const item = (title: string, history: string[]): Focused => ({
  id: 'X1',
  text: 'the row',
  detail: {
    id: 'X1',
    title,
    body: 'the row',
    facts: [],
    history: history.map((text, n) => ({ mark: `r${n + 1}`, by: 'critic', text })),
    sources: [],
  },
});

describe('the detail strip under the panes', () => {
  it('keeps the newest history entries whole: never the tail of a wrapped one without its head', async () => {
    const long = 'a long objection that wraps onto a second line of the strip, and then some more words';
    const tui = await renderTui(
      <DetailPane item={item('X1 · the title', [long, 'short and newest'])} width={60} height={3} theme={theme} column={false} />,
    );
    const lines = tui.lastFrame().split('\n');
    expect(lines[0]).toContain('X1 · the title');
    expect(lines).toContain('r2 critic: short and newest');
    // The older entry takes two lines and one is left: it is left out whole.
    expect(lines.some((l) => l.includes('second line') || l.includes('some more words'))).toBe(false);
    tui.unmount();
  });

  it('keeps what the item is before its history, and says when the strip is cut', async () => {
    const title = `X1 · ${'word '.repeat(60).trim()}`;
    const tui = await renderTui(<DetailPane item={item(title, ['newest'])} width={60} height={3} theme={theme} column={false} />);
    const lines = tui.lastFrame().split('\n');
    expect(lines[0]).toMatch(/^X1 · word/);
    expect(lines[1]).toMatch(/^ {2}word/);
    expect(lines[2]).toBe('… enter opens it whole');
    tui.unmount();
  });
});
