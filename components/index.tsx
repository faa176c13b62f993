// The TUI's entry, loaded lazily by the CLI: renders the app under the one keypress layer and
// resolves with the exit code and the session last shown (the CLI says where it is saved).
import { render } from 'ink';
import type { SessionController } from '../src/session/session-controller.js';
import { App } from './app.js';
import { KeypressProvider } from './keys/keypress.js';
import type { TuiServices } from './services.js';
import { themeFor } from './theme.js';

export function runTui(services: TuiServices, initial?: SessionController): Promise<{ code: number; lastSession?: string }> {
  return new Promise((resolve) => {
    let result: { code: number; lastSession?: string } = { code: 0 };
    const instance = render(
      <KeypressProvider>
        <App
          services={services}
          theme={themeFor()}
          {...(initial ? { initial } : {})}
          onExit={(code, lastSession) => (result = { code, ...(lastSession ? { lastSession } : {}) })}
        />
      </KeypressProvider>,
      { exitOnCtrlC: false },
    );
    void instance.waitUntilExit().then(() => resolve(result));
  });
}
