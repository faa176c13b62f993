// A text field with shell line editing (line-editor.ts): Left/Right, Home/End, Ctrl+A/E/W/U/K,
// word moves with Ctrl or Alt and the arrows, paste; a multi-line field also takes Ctrl+J for a new
// line and Up/Down between lines. While it has focus it takes every key, so nothing leaks to the
// lists behind it. Written here rather than taken from ink-text-input or @inkjs/ui: both read
// Ink's raw input themselves (so a burst of keys would reach them as one string again), and
// neither edits in the middle of a line beyond Left/Right nor holds several lines.
import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { useKeypress } from '../keys/keypress.js';
import { applyKey, type Edit } from './line-editor.js';

export interface TextInputProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  onCancel?: () => void;
  focus: boolean;
  placeholder?: string;
  multiline?: boolean;
}

export function TextInput({ value, onChange, onSubmit, onCancel, focus, placeholder, multiline = false }: TextInputProps) {
  // Keys can arrive before a re-render: the latest text and cursor live here, not in the closure.
  const latest = useRef<Edit>({ text: value, cursor: value.length });
  if (latest.current.text !== value) latest.current = { text: value, cursor: value.length };
  const [, setCursor] = useState(latest.current.cursor);
  useKeypress(
    (key) => {
      const result = applyKey(latest.current, key, { multiline });
      switch (result.kind) {
        case 'submit':
          return onSubmit?.(latest.current.text);
        case 'cancel':
          return onCancel?.();
        case 'edit': {
          const changed = result.edit.text !== latest.current.text;
          latest.current = result.edit;
          setCursor(result.edit.cursor);
          if (changed) onChange(result.edit.text);
          return;
        }
        case 'ignored':
          return;
      }
    },
    { isActive: focus },
  );
  const { text, cursor } = latest.current;
  if (text === '' && placeholder) {
    return (
      <Text>
        {focus ? <Text inverse> </Text> : null}
        <Text dimColor>{placeholder}</Text>
      </Text>
    );
  }
  if (!focus) return <Text>{text}</Text>;
  const lines = text.split('\n');
  let offset = 0;
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => {
        const start = offset;
        offset += line.length + 1;
        const here = cursor >= start && cursor <= start + line.length;
        // biome-ignore lint/suspicious/noArrayIndexKey: each row shows the text's line of that number; lines have no identity of their own
        if (!here) return <Text key={i}>{line || ' '}</Text>;
        const at = cursor - start;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: each row shows the text's line of that number; lines have no identity of their own
          <Text key={i}>
            {line.slice(0, at)}
            <Text inverse>{line[at] ?? ' '}</Text>
            {line.slice(at + 1)}
          </Text>
        );
      })}
    </Box>
  );
}
