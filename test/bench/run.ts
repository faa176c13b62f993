// `npm run bench`: runs every test/bench/*.bench.ts in turn; each prints its own figures.
// Benchmarks report numbers and ratios measured in the same run; they never fail on timing.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();

if (files.length === 0) console.log('no benchmarks found');
for (const file of files) {
  console.log(`\n## ${file}`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run?: () => Promise<void> | void };
  if (typeof mod.run !== 'function') throw new Error(`${file} exports no run()`);
  await mod.run();
}
