// Real-terminal tests, after fzf's test/lib/common.rb and Ink's test/helpers/term.ts: a fresh tmux
// session per test at a fixed size with an isolated environment; wait for the screen to show
// something before typing; capture-pane to read it; the screen is dumped when a wait fails.
// Sessions live on a tmux server of the test file's own, its socket in a scratch folder: on the
// default server, panes would take the environment (TMPDIR included) of whichever process started
// it, another run's or the user's.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { AGON } from './cli.js';
import { tempDir } from './temp.js';

let counter = 0;
const SOCKET = join(await tempDir('agon-tmux-'), 'socket');

/**
 * `env -u` for each variable the suite's own launcher set about itself: `CI` (Ink draws only the last
 * frame when it is set) and npm's `npm_command`, `npm_lifecycle_*`, `npm_package_*`… (under `npx
 * vitest` or `npm test`, agon would take itself for started by npx or npm and print another resume
 * command). npm's configuration (`npm_config_*`: its cache, CA file, no update notice) is kept for the
 * `npm start` a test types. The tmux server passes all of them on otherwise.
 */
const UNSET = ['CI', ...Object.keys(process.env).filter((name) => name.startsWith('npm_') && !name.startsWith('npm_config_'))].flatMap(
  (name) => ['-u', name],
);

function tmux(args: string[], options: { stdio?: 'ignore' } = {}): Buffer {
  return execFileSync('tmux', ['-S', SOCKET, ...args], options);
}

export class Tmux {
  readonly name = `agon-e2e-${process.pid}-${++counter}`;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  start(args: string[], options: { cwd: string; env: Record<string, string>; nodeArgs?: string[] }): void {
    const env = Object.entries({ TERM: 'xterm-256color', ...options.env }).map(([k, v]) => `${k}=${v}`);
    const command = ['env', ...UNSET, ...env, process.execPath, ...(options.nodeArgs ?? []), AGON, ...args].map(quote).join(' ');
    tmux([
      'new-session',
      '-d',
      '-s',
      this.name,
      '-x',
      String(this.width),
      '-y',
      String(this.height),
      '-c',
      options.cwd,
      `${command}; sleep 30`,
    ]);
  }

  /** A shell (prompt `$ `) in `cwd`, for commands typed as a person types them (`npm start`). */
  shell(options: { cwd: string; env: Record<string, string> }): void {
    const env = Object.entries({ TERM: 'xterm-256color', PS1: '$ ', ...options.env }).map(([k, v]) => `${k}=${v}`);
    const command = ['env', ...UNSET, ...env, 'bash', '--norc', '--noprofile', '-i'].map(quote).join(' ');
    tmux(['new-session', '-d', '-s', this.name, '-x', String(this.width), '-y', String(this.height), '-c', options.cwd, command]);
  }

  /** Copies everything the program writes to the terminal, raw (escape sequences and all), into `file`. */
  record(file: string): void {
    tmux(['pipe-pane', '-o', '-t', this.name, `cat >> ${quote(file)}`]);
  }

  /** Resizes the terminal, as a person dragging the window's corner does; the app redraws for the new size. */
  resize(width: number, height: number): void {
    tmux(['resize-window', '-t', this.name, '-x', String(width), '-y', String(height)]);
  }

  keys(...keys: string[]): void {
    tmux(['send-keys', '-t', this.name, ...keys]);
  }

  type(text: string): void {
    tmux(['send-keys', '-t', this.name, '-l', text]);
  }

  /** Pastes `text` as a terminal does (bracketed, when the app asked for it), in one write. */
  paste(text: string): void {
    tmux(['set-buffer', '-b', this.name, text]);
    tmux(['paste-buffer', '-p', '-d', '-b', this.name, '-t', this.name]);
  }

  screen(): string {
    return tmux(['capture-pane', '-p', '-J', '-t', this.name]).toString('utf8');
  }

  /** Whether the terminal shows its cursor (an app that hid it and quit must show it again). */
  cursorVisible(): boolean {
    return tmux(['display-message', '-p', '-t', this.name, '#{cursor_flag}']).toString('utf8').trim() === '1';
  }

  /** The screen as drawn, with its colours as SGR sequences, one terminal row per line. */
  screenWithColours(): string {
    return tmux(['capture-pane', '-e', '-p', '-t', this.name]).toString('utf8');
  }

  async waitFor(expected: string | RegExp | ((screen: string) => boolean), timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    let screen = '';
    while (Date.now() < deadline) {
      screen = this.screen();
      if (typeof expected === 'string' ? screen.includes(expected) : expected instanceof RegExp ? expected.test(screen) : expected(screen))
        return screen;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${String(expected)}; the screen was:\n${screen}`);
  }

  kill(): void {
    try {
      tmux(['kill-session', '-t', this.name], { stdio: 'ignore' });
    } catch {
      // already gone
    }
  }
}

function quote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * The terminals and scratch folders of one e2e file: each test gets fresh ones, killed and removed
 * after it. `workspace()` is a folder with its own sessions dir and HOME.
 */
export function e2eScope(prefix: string, afterEach: (fn: () => Promise<void>) => void) {
  const terminals: Tmux[] = [];
  afterEach(async () => {
    for (const t of terminals.splice(0)) t.kill();
  });
  return {
    async workspace(): Promise<{ cwd: string; env: Record<string, string> }> {
      // Removed when the test is done, after the afterEach above has killed its terminals.
      const dir = await tempDir(prefix);
      return { cwd: dir, env: { AGON_SESSIONS_DIR: join(dir, 'sessions'), HOME: dir } };
    },
    terminal(width: number, height: number): Tmux {
      const t = new Tmux(width, height);
      terminals.push(t);
      return t;
    },
  };
}

/** Ink attaches its input listener just after a screen is drawn; keys sent sooner are lost. */
export function settled(ms = 400): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
