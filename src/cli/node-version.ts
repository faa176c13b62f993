// The oldest Node agon runs on, checked before anything else loads: on an older one a user would
// meet a crash trace deep in a dependency (AbortSignal.any came in 20.3, execa 9 needs 20.5), so
// agon says so in one line instead. Keep in step with package.json's "engines".
export const OLDEST_NODE = '20.5.0';

/** Why `version` is too old to run agon, or undefined when it is new enough. */
export function tooOld(version: string, oldest = OLDEST_NODE): string | undefined {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = oldest.split('.').map(Number);
  for (let i = 0; i < need.length; i++) {
    if ((have[i] ?? 0) > need[i]!) return undefined;
    if ((have[i] ?? 0) < need[i]!) return `Node ${oldest} or newer is needed; this is Node ${version.replace(/^v/, '')}`;
  }
  return undefined;
}

const problem = tooOld(process.versions.node);
if (problem) {
  process.stderr.write(`agon: ${problem}\n`);
  process.exit(1);
}
