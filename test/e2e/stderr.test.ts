// The TUI draws on the terminal and nowhere else: with stderr redirected to a file, quitting leaves
// the file empty (the cursor is shown again on the terminal the app drew on, not written to stderr).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AGON } from '../helpers/cli.js';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-stderr-', afterEach);

describe('a redirected stderr', () => {
  it('stays empty when the TUI is opened and quit, and the terminal gets its cursor back (80x24)', async () => {
    const ws = await workspace();
    const t = terminal(80, 24);
    t.shell(ws);
    await t.waitFor('$ ');
    t.type(`'${process.execPath}' '${AGON}' 2>err.txt`);
    t.keys('Enter');
    await t.waitFor('Agon — structured debates');
    await settled();
    t.keys('q');
    await t.waitFor((screen) => screen.trimEnd().endsWith('$'));
    expect(await readFile(join(ws.cwd, 'err.txt'), 'utf8')).toBe('');
    expect(t.cursorVisible()).toBe(true);
  });
});
