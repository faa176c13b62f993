// What a tool call may not do, whoever drives the client: run commands of its choosing, read files
// outside the session's workdir, or send a secret from the environment somewhere. A seat spec over
// MCP is therefore narrower than on the command line: files it names (a script, a persona) must lie
// inside the workdir, an agent may not be given edit rights, and an endpoint's key comes only from
// an endpoint the person named in their config file.
import { realpathSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import type { SeatSpec } from '../../state/schema.js';
import { ToolError } from './tool.js';

const FILE_KEYS = ['file', 'persona'] as const;

export function checkSeatSpec(seat: string, spec: SeatSpec, workdir: string | undefined): void {
  if (spec.allow_edits !== undefined)
    throw new ToolError(`seat ${seat}: allow_edits cannot be given over MCP (start such a debate with agon run)`);
  if (spec.key_env !== undefined)
    throw new ToolError(
      `seat ${seat}: key_env cannot be given over MCP; name an endpoint of your agon config file instead (endpoint=NAME)`,
    );
  for (const key of FILE_KEYS) {
    const path = spec[key];
    if (typeof path !== 'string') continue;
    if (!workdir) throw new ToolError(`seat ${seat}: ${key}= needs the session's workdir, and the file inside it`);
    if (!inside(workdir, path)) throw new ToolError(`seat ${seat}: ${key}=${path} is outside the session's workdir ${workdir}`);
  }
}

/** True when `path` (resolved through links) lies inside `dir`. A missing file is judged by its name. */
export function inside(dir: string, path: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  const rel = relative(real(dir), real(path));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}
