// Runs the built CLI (dist/, which `npm test` builds first) as a user would, in a scratch
// directory with its own sessions dir, removed when the test (or the file) that made it is done.
import { type ChildProcessByStdio, execFile, spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { tempDir } from './temp.js';

/** The built CLI; AGON_TEST_BIN runs the suites against another build (an earlier one, for before/after figures). */
export const AGON = process.env.AGON_TEST_BIN ?? resolve(import.meta.dirname, '../../dist/src/cli/main.js');

/**
 * What makes the built CLI know the test protocol: tsx to load its TypeScript, and AGON_PROTOCOLS
 * naming its declaration (nothing of it is in the build).
 */
export const WITH_RELAY = {
  nodeArgs: ['--import', import.meta.resolve('tsx')],
  // TSX_DISABLE_CACHE: tsx would otherwise leave its cache in the temp dir.
  env: { AGON_PROTOCOLS: resolve(import.meta.dirname, '../fixtures/protocols/relay/declaration.ts'), TSX_DISABLE_CACHE: '1' },
};

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  lines: Record<string, unknown>[];
}

export class Workspace {
  constructor(readonly dir: string) {}

  static async create(): Promise<Workspace> {
    return new Workspace(await tempDir('agon-cli-'));
  }

  get sessions(): string {
    return join(this.dir, 'sessions');
  }

  async write(name: string, content: string | object): Promise<string> {
    const path = join(this.dir, name);
    await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  }

  sessionFile(id: string): string {
    return join(this.sessions, id, 'session.json');
  }

  async doc(
    id: string,
  ): Promise<{ events: { seq: number; type: string; data: Record<string, unknown> }[]; meta: Record<string, unknown> }> {
    return JSON.parse(await readFile(this.sessionFile(id), 'utf8'));
  }

  run(args: string[], options: { stdin?: string; env?: NodeJS.ProcessEnv; nodeArgs?: string[] } = {}): Promise<CliResult> {
    return new Promise((done) => {
      const child = execFile(
        process.execPath,
        [...(options.nodeArgs ?? []), AGON, ...args],
        { cwd: this.dir, env: { ...process.env, AGON_SESSIONS_DIR: this.sessions, ...options.env }, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          done({ code, stdout, stderr, lines: jsonLines(stdout) });
        },
      );
      if (options.stdin !== undefined) child.stdin?.end(options.stdin);
      else child.stdin?.end();
    });
  }

  /** `stdin: 'pipe'` keeps agon's stdin open (and waiting) until the test ends it. */
  spawn(
    args: string[],
    options: { env?: NodeJS.ProcessEnv; stdin?: 'ignore' | 'pipe' } = {},
  ): ChildProcessByStdio<Writable | null, Readable, Readable> {
    return spawn(process.execPath, [AGON, ...args], {
      cwd: this.dir,
      env: { ...process.env, AGON_SESSIONS_DIR: this.sessions, ...options.env },
      stdio: [options.stdin ?? 'ignore', 'pipe', 'pipe'],
    }) as ChildProcessByStdio<Writable | null, Readable, Readable>;
  }

  /** Removes the scratch directory. */
  async remove(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

export function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
