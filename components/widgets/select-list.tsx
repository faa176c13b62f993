import { Box, Text, useInput } from 'ink';
import { useRef, useState } from 'react';
import { clamp, windowAround } from './window.js';

export interface Choice {
  value: string;
  label: string;
}

export interface SelectListProps {
  choices: Choice[];
  focus: boolean;
  onSelect: (value: string) => void;
  onCancel?: () => void;
  height?: number;
  initial?: number;
}

/** A list to pick from: j/k or arrows move (a typed run "jjj" moves three), enter picks, esc backs out. */
export function SelectList({ choices, focus, onSelect, onCancel, height = 8, initial = 0 }: SelectListProps) {
  const [selected, setSelected] = useState(clamp(initial, 0, Math.max(0, choices.length - 1)));
  // Keys can arrive faster than renders ("jj" then Enter): the handler reads the latest position.
  const current = useRef(selected);
  const moveTo = (index: number) => {
    current.current = index;
    setSelected(index);
  };
  useInput(
    (input, key) => {
      if (key.escape) return onCancel?.();
      if (key.return) {
        const choice = choices[current.current];
        if (choice) onSelect(choice.value);
        return;
      }
      let delta = 0;
      if (key.downArrow) delta = 1;
      else if (key.upArrow) delta = -1;
      else for (const ch of input) delta += ch === 'j' ? 1 : ch === 'k' ? -1 : 0;
      if (delta !== 0) moveTo(clamp(current.current + delta, 0, choices.length - 1));
    },
    { isActive: focus },
  );
  const { start, end } = windowAround(selected, choices.length, height);
  return (
    <Box flexDirection="column">
      {choices.slice(start, end).map((choice, i) => (
        <Text key={choice.value} inverse={focus && start + i === selected} wrap="truncate-end">
          {start + i === selected ? '› ' : '  '}
          {choice.label}
        </Text>
      ))}
    </Box>
  );
}
