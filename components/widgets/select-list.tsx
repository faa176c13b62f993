import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import { useKeypress } from '../keys/keypress.js';
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

/** A list to pick from: j/k or arrows move, PgUp/PgDn a page, g/G the ends, enter picks, esc backs out. */
export function SelectList({ choices, focus, onSelect, onCancel, height = 8, initial = 0 }: SelectListProps) {
  const [selected, setSelected] = useState(clamp(initial, 0, Math.max(0, choices.length - 1)));
  // Keys can arrive faster than renders ("jj" then Enter): the handler reads the latest position.
  const current = useRef(selected);
  const moveTo = (index: number) => {
    current.current = clamp(index, 0, Math.max(0, choices.length - 1));
    setSelected(current.current);
  };
  useKeypress(
    (key) => {
      if (key.name === 'escape') return onCancel?.();
      if (key.name === 'enter') {
        const choice = choices[current.current];
        if (choice) onSelect(choice.value);
        return;
      }
      const page = Math.max(1, height - 1);
      const by: Record<string, number> = {
        j: 1,
        down: 1,
        k: -1,
        up: -1,
        pagedown: page,
        pageup: -page,
        g: -Infinity,
        home: -Infinity,
        G: Infinity,
        end: Infinity,
      };
      const delta = key.ctrl || key.meta ? undefined : by[key.name];
      if (delta === undefined) return;
      moveTo(Number.isFinite(delta) ? current.current + delta : delta < 0 ? 0 : choices.length - 1);
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
      {choices.length > end - start ? (
        <Text dimColor>
          {'  '}
          {start + 1}–{end} of {choices.length}
        </Text>
      ) : null}
    </Box>
  );
}
