import { describe, expect, it, vi } from 'vitest';
import { PromptPreview } from '../../../components/main/prompt-preview.js';
import { themeFor } from '../../../components/theme.js';
import { demoController } from '../../helpers/demo-screen.js';
import { renderTui } from '../../helpers/render.js';

const theme = themeFor({});

describe('PromptPreview', () => {
  it('renders the next prompts as Markdown wrapped to its width, each under its seat, and adds a note with a', async () => {
    const { controller } = await demoController({ rounds: 1 });
    const { plan } = controller.snapshot();
    if (plan.kind !== 'ask') throw new Error(`the demo should ask next, not ${plan.kind}`);
    const tui = await renderTui(<PromptPreview controller={controller} height={30} width={70} theme={theme} onClose={vi.fn()} />, {
      columns: 70,
      rows: 30,
    });
    const frame = tui.lastFrame();
    const first = plan.requests[0]!;
    expect(frame).toContain(`${first.seat} (${first.purpose})`);
    expect(frame).not.toContain('## ');
    expect(frame).not.toContain('…');
    expect(frame.split('\n').every((line) => line.length <= 70)).toBe(true);
    expect(frame).toContain('a add a note');
    await tui.write('a');
    expect(await tui.waitFor('A note for the next prompt')).toContain(first.seat);
  }, 30_000);
});
