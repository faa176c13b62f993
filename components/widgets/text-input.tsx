// A one-line text field. While it has focus it takes every key (nothing leaks to the lists
// behind it); pasted or quickly typed runs of characters arrive as one chunk and are kept whole.
import { Text, useInput } from 'ink';
import { useState } from 'react';

export interface TextInputProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  onCancel?: () => void;
  focus: boolean;
  placeholder?: string;
  mask?: boolean;
}

export function TextInput({ value, onChange, onSubmit, onCancel, focus, placeholder }: TextInputProps) {
  const [cursorOn] = useState(true);
  useInput(
    (input, key) => {
      if (key.return) return onSubmit?.(value);
      if (key.escape) return onCancel?.();
      if (key.backspace || key.delete) return onChange(value.slice(0, -1));
      if (key.ctrl && input === 'u') return onChange('');
      if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow) return;
      if (input) onChange(value + input.replace(/\r?\n/g, ' '));
    },
    { isActive: focus },
  );
  if (value === '' && placeholder && !focus) return <Text dimColor>{placeholder}</Text>;
  return (
    <Text>
      {value === '' && placeholder ? <Text dimColor>{placeholder}</Text> : value}
      {focus && cursorOn ? <Text inverse> </Text> : null}
    </Text>
  );
}
