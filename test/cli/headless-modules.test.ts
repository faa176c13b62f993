// Headless commands never load ink or react (DESIGN.md), nor marked, which only the TUI draws with. They run the headless bundle, which holds
// neither (its source map lists what it holds); and the ES build bundles both into the TUI's chunk,
// so no headless command may resolve that chunk, nor anything of node_modules/ink or
// node_modules/react, by import or require; the control shows the trace sees the chunk when loaded.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGON } from '../helpers/cli.js';
import { inkChunks, modulesOf } from '../helpers/module-trace.js';

const loadsInk = (urls: string[], chunks: string[]) =>
  urls.some((u) => /\/node_modules\/(ink|react|marked)\//.test(u) || chunks.some((c) => u === pathToFileURL(c).href));

describe('what the headless commands load', () => {
  it('--help, list and a whole headless demo debate load neither ink nor react', async () => {
    const chunks = inkChunks(AGON);
    expect(chunks.length).toBeGreaterThan(0);
    for (const args of [['--help'], ['list', '--json'], ['demo', '--headless', '--json']]) {
      const urls = await modulesOf(AGON, args);
      expect(urls).toContain(pathToFileURL(AGON).href);
      expect(loadsInk(urls, chunks)).toBe(false);
    }
  });

  it('the headless bundle holds neither ink nor react, and loads the rest of agon from itself', async () => {
    const { sources } = JSON.parse(readFileSync(join(dirname(AGON), 'headless.cjs.map'), 'utf8')) as { sources: string[] };
    expect(sources.some((s) => s.endsWith('src/cli/agon.ts'))).toBe(true);
    expect(sources.filter((s) => /node_modules\/(ink|react|yoga-layout|marked|string-width)\/|components\//.test(s))).toEqual([]);
    // A script run from the code cache cannot import: every import() became a require.
    expect(readFileSync(join(dirname(AGON), 'headless.cjs'), 'utf8')).not.toMatch(/\bimport\(/);
    const urls = await modulesOf(AGON, ['demo', '--headless', '--json']);
    // Of the ES build, only the entry and what it imports statically (esbuild's helpers).
    const entryImports = [...readFileSync(AGON, 'utf8').matchAll(/^import\s+['"](\.[^'"]+)['"]/gm)].map(
      (m) => pathToFileURL(join(dirname(AGON), m[1]!)).href,
    );
    expect(urls.filter((u) => u.includes('/dist/'))).toEqual([pathToFileURL(AGON).href, ...entryImports]);
  });

  it('the trace does see the chunk when something loads it', async () => {
    const chunks = inkChunks(AGON);
    const urls = await modulesOf('--input-type=module', ['-e', `await import(${JSON.stringify(pathToFileURL(chunks[0]!).href)})`]);
    expect(loadsInk(urls, chunks)).toBe(true);
  });
});
