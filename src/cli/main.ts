#!/usr/bin/env node
// The entry point. The signal handlers come first (shutdown.js loads nothing else), then the
// command line: ESM loads a module's whole static import graph before running any of it, so the
// command line is imported only once the handlers exist.
import { setFlagsFromString } from 'node:v8';
import './shutdown.js';

// V8 doubles the young generation whenever much of what it holds survives, as nearly everything
// does while a command's modules load, so a one-minute debate ended with 8 MB of it where 2 MB
// serve (peak RSS 63 → 59 MB, no slower: test/bench/overhead.bench.ts). V8 reads this factor each
// time it would grow the space, so setting it now, before the modules load, takes effect.
setFlagsFromString('--semi-space-growth-factor=1');

await import('./agon.js');
