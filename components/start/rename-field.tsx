// Renaming a saved session from the start screen: one line holding its title, enter saves, esc
// keeps the title as it was, an empty title clears it. The id stays, so nothing that names the
// session breaks. A refusal (a title too long or holding a control character, a session another
// agon has open) is said in one line under the field, which keeps what was typed.
import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { useKeypress } from '../keys/keypress.js';
import type { Theme } from '../theme.js';
import { Frame } from '../widgets/frame.js';
import { TextInput } from '../widgets/text-input.js';

export interface RenameFieldProps {
  id: string;
  question: string;
  title: string;
  theme: Theme;
  /** Saves the title; resolves with why it could not, or undefined. */
  onSave: (title: string) => Promise<string | undefined>;
  /** The field is done: saved (with the title kept) or cancelled. */
  onClose: (saved?: { title: string }) => void;
  onQuit: () => void;
}

export function RenameField({ id, question, title, theme, onSave, onClose, onQuit }: RenameFieldProps) {
  const [text, setText] = useState(title);
  const [problem, setProblem] = useState<string | undefined>();
  // Enter twice in one burst saves once.
  const saving = useRef(false);
  useKeypress((key) => {
    if (key.ctrl && key.name === 'c') onQuit();
  });
  const save = async (value: string) => {
    if (saving.current) return;
    saving.current = true;
    const why = await onSave(value);
    saving.current = false;
    if (why) setProblem(why);
    else onClose({ title: value.trim() });
  };
  return (
    <Frame title={`Rename ${id}`} theme={theme}>
      <Text wrap="truncate-end" dimColor={theme.dim}>
        {question}
      </Text>
      <Box>
        <Text>Title: </Text>
        <TextInput
          value={text}
          focus
          placeholder="a title of your own (empty: none)"
          onChange={(value) => {
            setText(value);
            setProblem(undefined);
          }}
          onSubmit={(value) => void save(value)}
          onCancel={() => onClose()}
        />
      </Box>
      {problem ? <Text color={theme.error}>✗ not renamed: {problem}</Text> : null}
      <Text dimColor={theme.dim}>enter saves · esc keeps the title as it was · an empty title clears it</Text>
    </Frame>
  );
}
