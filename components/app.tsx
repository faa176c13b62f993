// The root: the start screen or one open session. Kept thin: each screen owns its keys.
import { Box, Text, useApp } from 'ink';
import { useCallback, useEffect, useState } from 'react';
import type { SessionController } from '../src/session/session-controller.js';
import { useTerminalSize } from './hooks/use-terminal-size.js';
import { MainScreen } from './main/main-screen.js';
import type { TuiServices } from './services.js';
import { NewSessionForm } from './start/new-session-form.js';
import { type SessionRow, StartScreen } from './start/start-screen.js';
import type { Theme } from './theme.js';

export interface AppProps {
  services: TuiServices;
  theme: Theme;
  initial?: SessionController;
  /** Called once everything is closed, with the exit code and the session on screen, if one was. */
  onExit: (code: number, lastSession?: string) => void;
}

type Screen = { kind: 'start' } | { kind: 'new' } | { kind: 'session'; controller: SessionController } | { kind: 'busy'; text: string };

export function App({ services, theme, initial, onExit }: AppProps) {
  const { exit } = useApp();
  const { rows, columns } = useTerminalSize();
  const [screen, setScreen] = useState<Screen>(initial ? { kind: 'session', controller: initial } : { kind: 'start' });
  const [sessions, setSessions] = useState<SessionRow[]>([]);
  const [message, setMessage] = useState<string | undefined>();

  const refresh = useCallback(() => {
    services.listSessions().then(setSessions, (error: Error) => setMessage(error.message));
  }, [services]);
  useEffect(() => {
    if (screen.kind === 'start') refresh();
  }, [screen.kind, refresh]);

  const open = (load: () => Promise<SessionController>, text: string) => {
    setScreen({ kind: 'busy', text });
    load().then(
      (controller) => setScreen({ kind: 'session', controller }),
      (error: Error) => {
        setMessage(error.message);
        setScreen({ kind: 'start' });
      },
    );
  };
  const quit = () => {
    const done = () => {
      exit();
      onExit(0, screen.kind === 'session' ? screen.controller.id : undefined);
    };
    if (screen.kind === 'session') void screen.controller.close().then(done, done);
    else done();
  };

  switch (screen.kind) {
    case 'busy':
      return <Text>{screen.text}</Text>;
    case 'start':
      return (
        <StartScreen
          sessions={sessions}
          theme={theme}
          height={rows}
          columns={columns}
          bindings={services.bindings.start}
          {...(message ? { message } : {})}
          onOpen={(id) => open(() => services.openSession(id), `Opening ${id}…`)}
          onNew={() => setScreen({ kind: 'new' })}
          demos={services.protocols.map((p) => ({ protocol: p.id, question: p.demoQuestion }))}
          onDemo={(protocol) => open(() => services.createDemo(protocol), 'Starting the demo…')}
          onDelete={async (id) => {
            try {
              await services.removeSession(id);
              refresh();
              return undefined;
            } catch (error) {
              return (error as Error).message;
            }
          }}
          onRename={async (id, title) => {
            try {
              await services.renameSession(id, title);
              refresh();
              return undefined;
            } catch (error) {
              return (error as Error).message;
            }
          }}
          onQuit={quit}
        />
      );
    case 'new':
      return (
        <Box flexDirection="column">
          <NewSessionForm
            protocols={services.protocols}
            agentKinds={services.agentKinds}
            theme={theme}
            onCancel={() => setScreen({ kind: 'start' })}
            onQuit={quit}
            checkSeat={services.checkSeat}
            checkWorkdir={services.checkWorkdir}
            onCreate={async (input) => {
              try {
                const controller = await services.createSession(input);
                setScreen({ kind: 'session', controller });
                return undefined;
              } catch (error) {
                return (error as Error).message;
              }
            }}
          />
        </Box>
      );
    case 'session':
      return (
        <MainScreen
          controller={screen.controller}
          theme={theme}
          onQuit={quit}
          cwd={services.cwd}
          agentKinds={services.agentKinds}
          bindings={services.bindings.main}
        />
      );
  }
}
