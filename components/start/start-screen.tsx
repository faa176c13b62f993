// The start screen: "new session", a demo per protocol, and the saved sessions newest first, each
// with its title and its status in words, with its own keys (one switch case per command its
// binding table names) and help (?): `/` filters the sessions, x deletes one after a confirmation
// naming it, r renames one (rename-field.tsx), and a demo opened before offers that copy or a fresh one.
import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { type Binding, commandFor, DEFAULT_BINDINGS, type StartCommand } from '../keys/bindings.js';
import { useKeypress } from '../keys/keypress.js';
import { HintLine } from '../main/hint-line.js';
import { HelpOverlay } from '../main/overlays.js';
import { Frame } from '../widgets/frame.js';
import type { Theme } from '../theme.js';
import { SelectList } from '../widgets/select-list.js';
import { RenameField } from './rename-field.js';
import { TextInput } from '../widgets/text-input.js';
import { clamp, windowAround } from '../widgets/window.js';
import { oneLine, wrapLines } from '../widgets/wrap.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import { type SessionStatus, statusWords } from './session-status.js';

export interface SessionRow {
  id: string;
  question: string;
  /** The title a person gave the session, if any. */
  title?: string;
  protocol: string;
  phase: string;
  progress: string;
  updated: string;
  status: SessionStatus | '';
  /** Why it ended or stopped, in words. */
  reason?: string;
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
  /** Deletes a saved session (as `agon rm` does); resolves with why it could not, or undefined. */
  onDelete?: (id: string) => Promise<string | undefined>;
  /** Gives a saved session a title (empty clears it); resolves with why it could not, or undefined. */
  onRename?: (id: string, title: string) => Promise<string | undefined>;
  onQuit: () => void;
}

/** The copies of a protocol's demo saved earlier: its protocol and its question. */
const demoCopies = (sessions: SessionRow[], demo: DemoChoice) =>
  sessions.filter((s) => !s.error && s.protocol === demo.protocol && s.question === demo.question);

const matches = (filter: string, s: SessionRow) =>
  [s.id, s.title ?? '', s.question, s.protocol, s.status ? statusWords(s.status, s.reason) : ''].some((t) =>
    t.toLowerCase().includes(filter.toLowerCase()),
  );

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
  onDelete,
  onRename,
  onQuit,
}: StartScreenProps) {
  const [filter, setFilter] = useState('');
  const [filtering, setFiltering] = useState(false);
  const [deleting, setDeleting] = useState<SessionRow | undefined>();
  const [renaming, setRenaming] = useState<SessionRow | undefined>();
  const [demoAsked, setDemoAsked] = useState<DemoChoice | undefined>();
  const [said, setSaid] = useState<{ text: string; error: boolean } | undefined>();
  const shown = filter ? sessions.filter((s) => matches(filter, s)) : sessions;
  const entries = [
    ...(filter ? [] : [{ key: 'new', label: '+ New session' }]),
    ...(filter ? [] : demos.map((d) => ({ key: `demo:${d.protocol}`, label: `▶ Demo (${d.protocol}): ${d.question}` }))),
    ...shown.map((s) => ({ key: s.id, label: '' })),
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
        return demos[0] ? demo(demos[0]) : undefined;
      case 'list.filter':
        return setFiltering(true);
      case 'session.delete': {
        const session = sessions.find((s) => s.id === entries[current.current]?.key);
        return session
          ? setDeleting(session)
          : setSaid({ text: 'select a saved session to delete (the new-session and demo rows are none)', error: true });
      }
      case 'session.rename': {
        const session = sessions.find((s) => s.id === entries[current.current]?.key);
        if (!session) return setSaid({ text: 'select a saved session to rename (the new-session and demo rows are none)', error: true });
        return session.error
          ? setSaid({ text: `${session.id} cannot be read, so it cannot be renamed`, error: true })
          : setRenaming(session);
      }
      case 'item.open': {
        const entry = entries[current.current];
        if (!entry) return;
        if (entry.key === 'new') return onNew();
        if (entry.key.startsWith('demo:')) return demo(demos.find((d) => `demo:${d.protocol}` === entry.key)!);
        return onOpen(entry.key);
      }
      default:
        return command satisfies never;
    }
  };
  /** A demo opened before offers that copy or a fresh one. */
  const demo = (choice: DemoChoice) => (demoCopies(sessions, choice).length > 0 ? setDemoAsked(choice) : onDemo(choice.protocol));
  const remove = async (session: SessionRow) => {
    setDeleting(undefined);
    const why = await onDelete?.(session.id);
    setSaid(why ? { text: `✗ ${session.id} was not deleted: ${why}`, error: true } : { text: `${session.id} deleted`, error: false });
    moveTo(Math.min(current.current, entries.length - 2));
  };
  useKeypress(
    (key) => {
      setSaid(undefined);
      const command = commandFor(key, bindings);
      if (command) run(command);
    },
    { isActive: !help && !filtering && !deleting && !renaming && !demoAsked },
  );
  if (help) return <HelpOverlay theme={theme} height={height} bindings={bindings} onClose={() => setHelp(false)} />;
  if (demoAsked) {
    const copies = demoCopies(sessions, demoAsked);
    return (
      <Box flexDirection="column" paddingX={1}>
        <Text bold color={theme.accent}>
          The {demoAsked.protocol} demo was opened before
        </Text>
        <SelectList
          choices={[
            ...copies.map((c) => ({
              value: c.id,
              label: `resume ${c.id} · ${statusWords(c.status || 'running', c.reason)} · ${c.updated}`,
            })),
            { value: '', label: 'a fresh copy of the demo' },
          ]}
          focus
          onSelect={(v) => {
            setDemoAsked(undefined);
            if (v) onOpen(v);
            else onDemo(demoAsked.protocol);
          }}
          onCancel={() => setDemoAsked(undefined)}
        />
        <Text dimColor={theme.dim}>enter open · esc back</Text>
      </Box>
    );
  }
  // A saved session takes two lines (its question, then where it stands).
  const window = windowAround(selected, entries.length, Math.max(1, Math.floor(room / 2)));
  return (
    <Box flexDirection="column" paddingX={1}>
      <Text bold color={theme.accent}>
        Agon — structured debates between LLM agents
      </Text>
      {message ? <Text color={theme.warn}>{message}</Text> : null}
      {said ? <Text color={said.error ? theme.error : theme.warn}>{said.text}</Text> : null}
      {filtering || filter ? (
        <Box>
          <Text>/</Text>
          <TextInput
            value={filter}
            focus={filtering}
            placeholder="filter the sessions (enter keeps it, esc clears it)"
            onChange={(v) => {
              setFilter(v);
              moveTo(0);
            }}
            onSubmit={() => setFiltering(false)}
            onCancel={() => {
              setFilter('');
              setFiltering(false);
            }}
          />
        </Box>
      ) : null}
      <Box flexDirection="column" marginTop={1}>
        {entries.slice(window.start, window.end).map((entry, i) => {
          const index = window.start + i;
          const session = sessions.find((s) => s.id === entry.key);
          const chosen = index === selected;
          if (!session || session.error)
            return (
              <Text key={entry.key} inverse={chosen} wrap="truncate-end">
                {chosen ? '› ' : '  '}
                {session ? `${session.id}  unreadable: ${session.error}` : entry.label}
              </Text>
            );
          // Reading first: the question (or the title the person gave it) leads, whole when selected;
          // the id, the protocol and where it stands are the line under it.
          const lead = oneLine(sanitizeForTerminal(`${session.title ? `"${session.title}" — ` : ''}${session.question}`));
          return (
            <Box key={entry.key} flexDirection="column">
              {(chosen ? wrapLines(lead, Math.max(10, columns - 4)) : [lead]).map((line, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the wrapped lines of one question
                <Box key={n}>
                  <Text bold={chosen}>{chosen && n === 0 ? '› ' : '  '}</Text>
                  <Text inverse={chosen} wrap="truncate-end">
                    {line}
                  </Text>
                </Box>
              ))}
              <Text dimColor={theme.dim} wrap="truncate-end">
                {'  '}
                {session.id} · {session.protocol} · {session.status ? statusWords(session.status, session.reason) : ''} · {session.phase}{' '}
                {session.progress} · {session.updated}
              </Text>
            </Box>
          );
        })}
      </Box>
      {entries.length > window.end - window.start ? (
        <Text dimColor={theme.dim}>
          {window.start + 1}–{window.end} of {entries.length}
        </Text>
      ) : null}
      {sessions.length === 0 ? <Text dimColor={theme.dim}>No saved sessions yet.</Text> : null}
      {filter && shown.length === 0 ? (
        <Text dimColor={theme.dim}>No saved session matches "{filter}" (esc on the filter clears it).</Text>
      ) : null}
      {deleting ? (
        <DeleteConfirm
          session={deleting}
          theme={theme}
          onAnswer={(yes) => (yes ? void remove(deleting) : setDeleting(undefined))}
          onQuit={onQuit}
        />
      ) : null}
      {renaming ? (
        <RenameField
          id={renaming.id}
          question={renaming.question}
          title={renaming.title ?? ''}
          theme={theme}
          onSave={async (title) => onRename?.(renaming.id, title)}
          onClose={(saved) => {
            setRenaming(undefined);
            if (saved)
              setSaid({
                text: saved.title ? `${renaming.id} is titled "${saved.title}"` : `${renaming.id} has no title now`,
                error: false,
              });
          }}
          onQuit={onQuit}
        />
      ) : null}
      <HintLine bindings={bindings} columns={columns - 2} status={[]} theme={theme} />
    </Box>
  );
}

/** Asks before a session is deleted, naming it: y deletes, n or esc keeps it, ctrl+c quits and deletes nothing. */
function DeleteConfirm({
  session,
  theme,
  onAnswer,
  onQuit,
}: {
  session: SessionRow;
  theme: Theme;
  onAnswer: (yes: boolean) => void;
  onQuit: () => void;
}) {
  useKeypress((key) => {
    if (key.ctrl && key.name === 'c') return onQuit();
    if (key.name === 'y' || key.name === 'Y') return onAnswer(true);
    if (key.name === 'n' || key.name === 'N' || key.name === 'escape') return onAnswer(false);
  });
  return (
    <Frame title={`Delete ${session.id}?`} theme={theme}>
      <Text wrap="truncate-end">"{session.question}" and everything recorded for it are removed from disk.</Text>
      <Text>y delete · n keep it</Text>
    </Frame>
  );
}
