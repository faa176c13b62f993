// Finds a command on a PATH the way the child's exec will, without running anything.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export function which(command: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const path = join(dir, command);
    try {
      accessSync(path, constants.X_OK);
      if (statSync(path).isFile()) return path;
    } catch {
      // Not here: keep looking.
    }
  }
  return undefined;
}
