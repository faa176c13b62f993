// The lines that keep the context in view: the question whole (wrapped, never cut short), the
// session's title (one a person gave it), id and protocol at the right, with the read-only state.
import { Box, Text } from 'ink';
import type { Theme } from '../theme.js';
import { oneLine, wrapLines } from '../widgets/wrap.js';

export interface HeaderProps {
  question: string;
  /** The title a person gave the session, if any. */
  title?: string | undefined;
  id: string;
  protocol: string;
  readOnly: boolean;
  columns: number;
  theme: Theme;
}

/** A question longer than this many lines beside the id gets the full width, and the id a line of its own. */
const BESIDE = 2;
const MOST = 3;

const rightText = (id: string, protocol: string, readOnly: boolean, title: string | undefined) =>
  ` ${title ? `"${oneLine(title)}" · ` : ''}${id} · ${protocol}${readOnly ? ' · READ-ONLY' : ''}`;

interface HeaderShape {
  question: string[];
  /** The id and protocol share the question's first line, or take a line under it. */
  beside: boolean;
}

function shape(question: string, columns: number, right: string): HeaderShape {
  const text = oneLine(question);
  const room = columns - right.length - 1;
  if (room >= 24) {
    const lines = wrapLines(text, room);
    if (lines.length <= BESIDE) return { question: lines, beside: true };
  }
  const lines = wrapLines(text, columns);
  if (lines.length > MOST) lines.splice(MOST - 1, lines.length, `${lines[MOST - 1]!.slice(0, Math.max(0, columns - 12))} … (see ?)`);
  return { question: lines, beside: false };
}

export function headerLines(question: string, columns: number, id: string, protocol: string, readOnly: boolean, title?: string): number {
  const s = shape(question, columns, rightText(id, protocol, readOnly, title));
  return s.question.length + (s.beside ? 0 : 1);
}

export function Header({ question, title, id, protocol, readOnly, columns, theme }: HeaderProps) {
  const right = rightText(id, protocol, readOnly, title);
  const s = shape(question, columns, right);
  return (
    <Box flexDirection="column" width={columns}>
      {s.question.map((line, n) => (
        <Box key={line} width={columns}>
          <Box flexGrow={1}>
            <Text bold color={theme.accent} wrap="truncate-end">
              {line}
            </Text>
          </Box>
          {s.beside && n === 0 ? <Text dimColor={theme.dim}>{right}</Text> : null}
        </Box>
      ))}
      {/* A long id gives way in its middle: its number and the protocol stay readable. */}
      {s.beside ? null : (
        <Text dimColor={theme.dim} wrap="truncate-middle">
          {right.trim()}
        </Text>
      )}
    </Box>
  );
}
