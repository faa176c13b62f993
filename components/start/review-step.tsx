// The new-session form's last step: everything chosen, one line each, before anything is created.
import { Box, Text } from 'ink';
import { useKeypress } from '../keys/keypress.js';

/** Everything chosen, one line each: enter creates the session, esc goes back to change it. */
export function Review({
  lines,
  active,
  onCreate,
  onBack,
}: {
  lines: string[];
  active: boolean;
  onCreate: () => void;
  onBack: () => void;
}) {
  useKeypress(
    (key) => {
      if (key.name === 'enter') onCreate();
      if (key.name === 'escape') onBack();
    },
    { isActive: active },
  );
  return (
    <Box flexDirection="column">
      {lines.map((line) => (
        <Text key={line} wrap="wrap">
          {'  '}
          {line}
        </Text>
      ))}
    </Box>
  );
}
