#!/usr/bin/env node
// The entry point: it picks one of the two builds of the same program (package.json's build writes
// both). What runs until told to stop (the TUI, `serve`, `mcp`) loads the ES modules, split so the
// TUI's first frame waits only for its own chunks. Every other command (a debate's work, which
// programs start often and which ends in well under a second) runs the headless bundle from V8's
// code cache (code-cache.ts), which spares it compiling the code it runs: about a quarter of such a
// run. Protocols from outside the tree (AGON_PROTOCOLS, plugins.ts) are ES modules, which only the
// ES build can import; and without the bundle (the TypeScript output run as is) the ES modules serve
// every command.
// Before app.ts installs the signal handlers, only Node's own modules are loaded. The Node version
// is checked first (modules run in the order they are imported).
import './node-version.js';
import { runBundle } from './code-cache.js';
import { tuneV8 } from './v8-tuning.js';

const [command, ...rest] = process.argv.slice(2);
const long =
  command === 'serve' ||
  command === 'mcp' ||
  ((command === undefined || command === 'new' || command === 'resume' || command === 'demo') && !rest.includes('--headless'));
tuneV8(long);
if (long || process.env.AGON_PROTOCOLS || !runBundle(new URL('./headless.cjs', import.meta.url))) await import('./app.js');
