// A spotlight card's Markdown as lines fitted to a width, drawn by the Markdown renderer.
import { markdownLines, type StyledLine, StyledLines } from '../widgets/markdown/index.js';
import type { Theme } from '../theme.js';

export type CardLine = StyledLine;

export const cardLines = (markdown: string, width: number): CardLine[] => markdownLines(markdown, width);

export function CardLines({ lines, theme }: { lines: CardLine[]; theme: Theme }) {
  return <StyledLines lines={lines} theme={theme} />;
}
