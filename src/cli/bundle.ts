// package.json's build, after tsc: bundles dist/ with esbuild twice, from the same options.
// - The ES modules, split by command (chunks/), which the TUI, `serve`, `mcp` and plugins load:
//   the TUI's first frame waits only for its own chunks, and no headless command loads ink or react.
// - One CommonJS function expression, headless.cjs, which main.ts runs from V8's code cache
//   (code-cache.ts): every `import()` in it becomes a `require`, since a script run that way cannot
//   import, and it holds neither ink, react nor the TUI.
// Run from the package's root (as npm runs scripts); the bench builds a minimal Ink app with
// ES_MODULES to set it beside agon like for like.
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const CLI = 'dist/src/cli';

const SHARED: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // The MCP SDK is loaded by `agon mcp` alone; ink loads react-devtools-core only under DEV=true.
  external: ['@modelcontextprotocol/sdk', 'react-devtools-core'],
  // Without it React loads its development build.
  define: { 'process.env.NODE_ENV': "'production'" },
  logLevel: 'warning',
};

export const ES_MODULES: BuildOptions = {
  ...SHARED,
  entryPoints: [`${CLI}/main.js`],
  outdir: CLI,
  allowOverwrite: true,
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // For the CommonJS packages bundled into ES modules.
  banner: { js: "import { createRequire as __agonRequire } from 'node:module'; const require = __agonRequire(import.meta.url);" },
};

const HEADLESS: BuildOptions = {
  ...SHARED,
  entryPoints: [`${CLI}/app.js`],
  outfile: `${CLI}/headless.cjs`,
  format: 'cjs',
  minify: true,
  supported: { 'dynamic-import': false },
  external: [...SHARED.external!, 'ink', 'react', './tui.js'],
  define: { ...SHARED.define, 'import.meta.url': '__agonUrl' },
  banner: {
    js: "(function (exports, require, module, __filename, __dirname) { const __agonUrl = require('node:url').pathToFileURL(__filename).href;",
  },
  footer: { js: '})' },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  rmSync(`${CLI}/chunks`, { recursive: true, force: true });
  await build(ES_MODULES);
  await build(HEADLESS);
}
