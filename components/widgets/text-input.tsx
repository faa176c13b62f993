// A one-line text field. While it has focus it takes every key (nothing leaks to the lists
// behind it); pasted or quickly typed runs of characters arrive as one chunk and are kept whole.
import { Text, useInput } from 'ink';
import { useRef } from 'react';

export interface TextInputProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  onCancel?: () => void;
  focus: boolean;
  placeholder?: string;
}

export function TextInput({ value, onChange, onSubmit, onCancel, focus, placeholder }: TextInputProps) {
  // Typing and Enter can arrive before a re-render: keep the latest text here, not in the closure.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: string) => {
    latest.current = next;
    onChange(next);
  };
  useInput(
    (input, key) => {
      if (key.return) return onSubmit?.(latest.current);
      if (key.escape) return onCancel?.();
      if (key.backspace || key.delete) return change(latest.current.slice(0, -1));
      if (key.ctrl && input === 'u') return change('');
      if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow) return;
      if (input) change(latest.current + input.replace(/\r?\n/g, ' '));
    },
    { isActive: focus },
  );
  if (value === '' && placeholder && !focus) return <Text dimColor>{placeholder}</Text>;
  return (
    <Text>
      {value === '' && placeholder ? <Text dimColor>{placeholder}</Text> : value}
      {focus ? <Text inverse> </Text> : null}
    </Text>
  );
}
