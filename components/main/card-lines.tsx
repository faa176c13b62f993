// A spotlight card's Markdown as lines fitted to a width. Provisional: plain wrapped text, until
// the Markdown renderer (components/widgets/markdown) draws it.
import { Text } from 'ink';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import type { Theme } from '../theme.js';
import { wrapLines } from '../widgets/wrap.js';

export type CardLine = string;

export function cardLines(markdown: string, width: number): CardLine[] {
  return sanitizeForTerminal(markdown)
    .split('\n')
    .flatMap((line) => wrapLines(line, width));
}

export function CardLines({ lines }: { lines: CardLine[]; theme: Theme }) {
  return (
    <>
      {lines.map((line, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the card is redrawn whole
        <Text key={n} wrap="truncate-end">
          {line || ' '}
        </Text>
      ))}
    </>
  );
}
