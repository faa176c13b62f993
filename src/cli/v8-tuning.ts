// How V8 is tuned for agon's processes, most of which live a few hundred milliseconds and run each
// function a few dozen times. V8 reads these flags when it decides, so setting them once running
// takes effect; they are set first thing, since node's own module loader gets hot at once
// (test/bench/overhead.bench.ts measures the effect).
import { setFlagsFromString } from 'node:v8';

/**
 * Every process, before its modules load. V8 doubles the young generation whenever much of what it
 * holds survives, as nearly everything does while modules load, so a short debate ended with 8 MB
 * of it where 2 MB serve. And the optimizing compiler's work on a second thread pays only for code
 * that runs long and hot, which a command that ends once its work is done never has: together,
 * an 8-round scripted debate's peak RSS 63 → 54 MB, and it ends sooner. What runs until told to
 * stop (the TUI, `serve`, `mcp`) keeps the optimizing compiler.
 */
export function tuneV8(runsLong: boolean): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  if (!runsLong) setFlagsFromString('--no-opt');
}
