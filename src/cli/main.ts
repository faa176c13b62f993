#!/usr/bin/env node
// The composition root. For now only the engine exists: the commands below arrive with the store,
// the runner and the TUI, and this says so instead of pretending.
import { readFileSync } from 'node:fs';
import { PROTOCOLS } from '../protocols/registry.js';

const USAGE = `agon — structured debates between LLM agents, with a human in the loop

Usage: agon [command]

This build contains the protocol engines only (${Object.keys(PROTOCOLS).join(', ')}).
The terminal workbench, saved sessions and agent adapters are not built yet:
  agon new | resume | demo | run | step | act | move | fork | list | show | rm | export | doctor | af
will appear here as they land. Run \`npm test\` to exercise the engine.

Options:
  --help       show this text
  --version    print the version`;

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

const args = process.argv.slice(2);
if (args.includes('--version')) {
  process.stdout.write(`${version()}\n`);
} else if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
} else {
  process.stderr.write(`agon: unknown command "${args[0]}" (not built yet; see agon --help)\n`);
  process.exitCode = 2;
}
