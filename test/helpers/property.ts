// A wall-clock budget for a fast-check property that fails when it runs out. With
// `interruptAfterTimeLimit` alone, fast-check stops a property at the limit and reports success on
// however few runs it managed; `markInterruptAsFailure` makes that a failure, which names the runs
// done and, when the limit cut shrinking short, still shows the smallest failing case found. Keep a
// budget well under the test's vitest timeout, so fast-check reports before vitest gives up.

/** fast-check parameters that fail a property still running after `ms`. */
export function budget(ms: number) {
  return { interruptAfterTimeLimit: ms, markInterruptAsFailure: true } as const;
}
