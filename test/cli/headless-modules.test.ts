// Headless commands never load ink or react (DESIGN.md). The build bundles both into the TUI's
// chunk, so the check is that no command but the TUI resolves that chunk, nor anything of
// node_modules/ink or node_modules/react; the control shows the trace sees the chunk when loaded.
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGON } from '../helpers/cli.js';
import { inkChunks, modulesOf } from '../helpers/module-trace.js';

const loadsInk = (urls: string[], chunks: string[]) =>
  urls.some((u) => /\/node_modules\/(ink|react)\//.test(u) || chunks.some((c) => u === pathToFileURL(c).href));

describe('what the headless commands load', () => {
  it('--help, list and a whole headless demo debate load neither ink nor react', async () => {
    const chunks = inkChunks(AGON);
    expect(chunks.length).toBeGreaterThan(0);
    for (const args of [['--help'], ['list', '--json'], ['demo', '--headless', '--json']]) {
      const urls = await modulesOf(AGON, args);
      expect(urls.length).toBeGreaterThan(10);
      expect(loadsInk(urls, chunks)).toBe(false);
    }
  });

  it('the trace does see the chunk when something loads it', async () => {
    const chunks = inkChunks(AGON);
    const urls = await modulesOf('--input-type=module', ['-e', `await import(${JSON.stringify(pathToFileURL(chunks[0]!).href)})`]);
    expect(loadsInk(urls, chunks)).toBe(true);
  });
});
