import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BINDINGS } from '../../components/keys/bindings.js';
import { HelpOverlay } from '../../components/main/overlays.js';
import { themeFor } from '../../components/theme.js';
import { enter, esc, lineWith, renderTui } from '../helpers/render.js';

const theme = themeFor({});
const BINDINGS = DEFAULT_BINDINGS.main;

describe('HelpOverlay', () => {
  it('lists every binding of the table with its keys and description', async () => {
    const { lastFrame } = await renderTui(<HelpOverlay theme={theme} height={40} bindings={BINDINGS} onClose={vi.fn()} />);

    for (const binding of BINDINGS) {
      expect(lineWith(lastFrame(), ` ${binding.description}`), binding.id).toContain(binding.keys.join(' / '));
    }
  });

  it('has one line per binding, so nothing is listed that the table does not hold', async () => {
    const { lastFrame } = await renderTui(<HelpOverlay theme={theme} height={40} bindings={BINDINGS} onClose={vi.fn()} />);

    const listed = lastFrame()
      .split('\n')
      .filter((line) => BINDINGS.some((b) => line.includes(b.description)));
    expect(listed).toHaveLength(BINDINGS.length);
  });

  it.each([
    ['esc', esc],
    ['enter', enter],
    ['?', '?'],
    ['q', 'q'],
  ])('closes on %s', async (_name, key) => {
    const onClose = vi.fn();
    const tui = await renderTui(<HelpOverlay theme={theme} height={40} bindings={BINDINGS} onClose={onClose} />);

    await tui.write(key);

    expect(onClose).toHaveBeenCalledOnce();
  });
});
