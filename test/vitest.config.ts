import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Suites whose verdicts hang on timing: keys typed into real terminals after a pause, kills at
// moments calibrated on a whole run, process trees killed within a second. They run one file at a
// time once the rest is done, so nothing else competes for the cores.
const ALONE = ['test/e2e/**/*.test.ts', 'test/cli/crash.test.ts', 'test/agents/process.test.ts'];

// The real CLIs (installed from npm into a cache outside the repo on first run): each run starts
// a whole CLI, so they go one at a time, last, with time for a cold install in their beforeAll.
const REAL_CLIS = ['test/real-clis/**/*.test.ts'];

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    setupFiles: ['test/helpers/setup.ts'],
    testTimeout: 20_000,
    // vitest keeps a core for itself by default: one worker on a 2-core machine
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'parallel', include: ['test/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...ALONE, ...REAL_CLIS] },
      },
      { extends: true, test: { name: 'alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
      {
        extends: true,
        test: { name: 'real-clis', include: REAL_CLIS, fileParallelism: false, testTimeout: 180_000, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
