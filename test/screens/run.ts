// `npm run screens`: each protocol's bundled demo played to its end in a real terminal (tmux) at
// 120x40, and two pictures of each for a person to look at: the report as the TUI shows it when the
// debate ends, and the main screen under it. A capture with its colours becomes HTML (ansi_up) and
// a PNG through Debian's headless Chromium, installed here when missing. Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AnsiUp } from 'ansi_up';
import { declarations } from '../../src/protocols/registry.js';
import { tempDir } from '../helpers/temp.js';
import { settled, Tmux } from '../helpers/tmux.js';

const [COLUMNS, ROWS] = [120, 40];
const out = process.argv[2] ?? join(tmpdir(), `agon-screens-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}`);

function have(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function install(...packages: string[]): void {
  const missing = packages.filter((p) => !have(p));
  if (missing.length === 0) return;
  console.log(`installing ${missing.join(', ')} from Debian…`);
  const root = process.getuid?.() === 0;
  const apt = (...args: string[]) => execFileSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], { stdio: 'inherit' });
  apt('update', '-qq');
  apt('install', '-y', '-qq', ...missing);
}

/** A terminal capture as a page: the terminal's colours on a dark background, in a monospace font. */
function page(capture: string): string {
  const ansi = new AnsiUp();
  ansi.use_classes = false;
  const body = capture
    .split('\n')
    .map((line) => ansi.ansi_to_html(line))
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="background:#111;color:#ddd;margin:8px"><pre style="font:14px/1.2 'DejaVu Sans Mono',monospace;margin:0">${body}</pre></body></html>`;
}

function picture(name: string, capture: string): string {
  const html = join(out, `${name}.html`);
  const png = join(out, `${name}.png`);
  writeFileSync(html, page(capture));
  execFileSync(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      `--screenshot=${png}`,
      `--window-size=${COLUMNS * 9 + 40},${ROWS * 17 + 30}`,
      `file://${html}`,
    ],
    { stdio: 'ignore' },
  );
  return png;
}

async function play(protocol: string): Promise<string[]> {
  const dir = await tempDir('agon-screens-');
  const t = new Tmux(COLUMNS, ROWS);
  try {
    t.start(['demo', protocol], { cwd: dir, env: { AGON_SESSIONS_DIR: join(dir, 'sessions'), HOME: dir } });
    await t.waitFor(/\? help/);
    await settled();
    t.keys('a');
    // The outcome opens by itself when the debate ends.
    await t.waitFor(/export markdown/, 120_000);
    await settled(600);
    const report = picture(`${protocol}-report`, t.screenWithColours());
    t.keys('Escape');
    await t.waitFor((screen) => !screen.includes('export markdown'));
    await settled(600);
    return [report, picture(`${protocol}-main`, t.screenWithColours())];
  } finally {
    t.kill();
  }
}

install('tmux', 'chromium');
mkdirSync(out, { recursive: true });
for (const { id } of declarations()) {
  const pngs = await play(id);
  for (const png of pngs) console.log(existsSync(png) ? png : `${png}: chromium wrote nothing`);
}
console.log(`screens of every protocol at ${COLUMNS}x${ROWS} in ${out}`);
