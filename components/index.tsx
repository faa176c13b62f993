// The TUI's entry, loaded lazily by the CLI: renders the app and resolves with the exit code.
import { render } from 'ink';
import type { SessionController } from '../src/cli/session-controller.js';
import { App } from './app.js';
import type { TuiServices } from './services.js';
import { themeFor } from './theme.js';

export function runTui(services: TuiServices, initial?: SessionController): Promise<number> {
  return new Promise((resolve) => {
    let code = 0;
    const instance = render(<App services={services} theme={themeFor()} {...(initial ? { initial } : {})} onExit={(c) => (code = c)} />, {
      exitOnCtrlC: false,
    });
    void instance.waitUntilExit().then(() => resolve(code));
  });
}
