// The start screen: "new session", a demo per protocol, and the saved sessions newest first, with
// its own keys (one switch case per command its binding table names) and help (?).
import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { type Binding, commandFor, DEFAULT_BINDINGS, type StartCommand } from '../keys/bindings.js';
import { useKeypress } from '../keys/keypress.js';
import { HintLine } from '../main/hint-line.js';
import { HelpOverlay } from '../main/overlays.js';
import type { Theme } from '../theme.js';
import { clamp, windowAround } from '../widgets/window.js';

export interface SessionRow {
  id: string;
  question: string;
  protocol: string;
  phase: string;
  progress: string;
  updated: string;
  status: string;
  error?: string;
}

export interface DemoChoice {
  protocol: string;
  question: string;
}

export interface StartScreenProps {
  sessions: SessionRow[];
  demos: DemoChoice[];
  theme: Theme;
  height: number;
  columns?: number;
  /** The start screen's bindings, with the config file's keys. */
  bindings?: readonly Binding<StartCommand>[];
  message?: string;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDemo: (protocol: string) => void;
  onQuit: () => void;
}

export function StartScreen({
  sessions,
  demos,
  theme,
  height,
  columns = 80,
  bindings = DEFAULT_BINDINGS.start,
  message,
  onOpen,
  onNew,
  onDemo,
  onQuit,
}: StartScreenProps) {
  const entries = [
    { key: 'new', label: '+ New session' },
    ...demos.map((d) => ({ key: `demo:${d.protocol}`, label: `▶ Demo (${d.protocol}): ${d.question}` })),
    ...sessions.map((s) => ({ key: s.id, label: '' })),
  ];
  const [selected, setSelected] = useState(0);
  const [help, setHelp] = useState(false);
  const current = useRef(0);
  const room = Math.max(3, height - 6);
  const moveTo = (index: number) => {
    current.current = clamp(index, 0, entries.length - 1);
    setSelected(current.current);
  };
  const run = (command: StartCommand) => {
    switch (command) {
      case 'list.down':
        return moveTo(current.current + 1);
      case 'list.up':
        return moveTo(current.current - 1);
      case 'list.pagedown':
        return moveTo(current.current + room);
      case 'list.pageup':
        return moveTo(current.current - room);
      case 'quit':
        return onQuit();
      case 'help':
        return setHelp(true);
      case 'new':
        return onNew();
      case 'demo':
        return demos[0] ? onDemo(demos[0].protocol) : undefined;
      case 'item.open': {
        const entry = entries[current.current]!;
        if (entry.key === 'new') return onNew();
        if (entry.key.startsWith('demo:')) return onDemo(entry.key.slice('demo:'.length));
        return onOpen(entry.key);
      }
      default:
        return command satisfies never;
    }
  };
  useKeypress(
    (key) => {
      const command = commandFor(key, bindings);
      if (command) run(command);
    },
    { isActive: !help },
  );
  if (help) return <HelpOverlay theme={theme} height={height} bindings={bindings} onClose={() => setHelp(false)} />;
  const window = windowAround(selected, entries.length, room);
  return (
    <Box flexDirection="column" paddingX={1}>
      <Text bold color={theme.accent}>
        Agon — structured debates between LLM agents
      </Text>
      {message ? <Text color={theme.warn}>{message}</Text> : null}
      <Box flexDirection="column" marginTop={1}>
        {entries.slice(window.start, window.end).map((entry, i) => {
          const index = window.start + i;
          const session = sessions.find((s) => s.id === entry.key);
          return (
            <Text key={entry.key} inverse={index === selected} wrap="truncate-end">
              {index === selected ? '› ' : '  '}
              {session
                ? session.error
                  ? `${session.id}  unreadable: ${session.error}`
                  : `${session.id.padEnd(28).slice(0, 28)} ${session.protocol} · ${session.status} · ${session.phase} ${session.progress} · ${session.updated} · ${session.question}`
                : entry.label}
            </Text>
          );
        })}
      </Box>
      {entries.length > window.end - window.start ? (
        <Text dimColor={theme.dim}>
          {window.start + 1}–{window.end} of {entries.length}
        </Text>
      ) : null}
      {sessions.length === 0 ? <Text dimColor={theme.dim}>No saved sessions yet.</Text> : null}
      <HintLine bindings={bindings} columns={columns - 2} status={[]} theme={theme} />
    </Box>
  );
}
