// The start screen: "new session", a demo per protocol, and the saved sessions newest first.
import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
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
  message?: string;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDemo: (protocol: string) => void;
  onQuit: () => void;
}

export function StartScreen({ sessions, demos, theme, height, message, onOpen, onNew, onDemo, onQuit }: StartScreenProps) {
  const entries = [
    { key: 'new', label: '+ New session' },
    ...demos.map((d) => ({ key: `demo:${d.protocol}`, label: `▶ Demo (${d.protocol}): ${d.question}` })),
    ...sessions.map((s) => ({ key: s.id, label: '' })),
  ];
  const [selected, setSelected] = useState(0);
  useInput((input, key) => {
    if (input === 'q' || (key.ctrl && input === 'c')) return onQuit();
    if (key.return) {
      const entry = entries[selected]!;
      if (entry.key === 'new') return onNew();
      if (entry.key.startsWith('demo:')) return onDemo(entry.key.slice('demo:'.length));
      return onOpen(entry.key);
    }
    if (input === 'n') return onNew();
    if (input === 'd' && demos[0]) return onDemo(demos[0].protocol);
    let delta = key.downArrow ? 1 : key.upArrow ? -1 : 0;
    for (const ch of input) delta += ch === 'j' ? 1 : ch === 'k' ? -1 : 0;
    if (delta) setSelected((s) => clamp(s + delta, 0, entries.length - 1));
  });
  const { start, end } = windowAround(selected, entries.length, Math.max(3, height - 6));
  return (
    <Box flexDirection="column" paddingX={1}>
      <Text bold color={theme.accent}>
        Agon — structured debates between LLM agents
      </Text>
      <Text dimColor={theme.dim}>j/k move · enter open · n new · d demo · q quit</Text>
      {message ? <Text color={theme.warn}>{message}</Text> : null}
      <Box flexDirection="column" marginTop={1}>
        {entries.slice(start, end).map((entry, i) => {
          const index = start + i;
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
      {sessions.length === 0 ? <Text dimColor={theme.dim}>No saved sessions yet.</Text> : null}
    </Box>
  );
}
