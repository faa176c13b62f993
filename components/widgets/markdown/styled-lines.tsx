// Styled lines on screen: each segment's style mapped to the theme's tokens. Under NO_COLOR the
// lines still read: headings and strong text bold, emphasis italic, links underlined, a quote's
// bar and a code block's indent are characters, a search match inverse.
import { Text } from 'ink';
import type { Theme } from '../../theme.js';
import type { SegmentStyle, StyledLine } from './styled-line.js';

interface Look {
  color?: string | undefined;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  inverse?: boolean;
  dimColor?: boolean;
}

export function lookOf(style: SegmentStyle, theme: Theme): Look {
  switch (style) {
    case 'plain':
      return {};
    case 'strong':
      return { bold: true };
    case 'em':
      return { italic: true };
    case 'strike':
      return { strikethrough: true };
    case 'code':
    case 'codeBlock':
      return { color: theme.code };
    case 'heading':
      return { bold: true, color: theme.heading };
    case 'subheading':
      return { bold: true };
    case 'quote':
      return { color: theme.quote };
    case 'rule':
      return { color: theme.border };
    case 'bullet':
      return { color: theme.accent };
    case 'link':
      return { underline: true, color: theme.link };
    case 'dim':
      return { dimColor: theme.dim };
    case 'match':
      return { inverse: true };
  }
}

export interface StyledLinesProps {
  lines: readonly StyledLine[];
  theme: Theme;
  /** The number of the first line in its document, so a line keeps its identity as a window scrolls. */
  first?: number;
}

/** One Ink line per styled line; the lines are already wrapped, so none is cut or wrapped again. */
export function StyledLines({ lines, theme, first = 0 }: StyledLinesProps) {
  return lines.map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the key is the line's number in the document, which stays with the line as it scrolls
    <Text key={first + i}>
      {line.length === 0
        ? ' '
        : line.map((s, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's segments are drawn afresh with it, in order
            <Text key={j} {...lookOf(s.style, theme)}>
              {s.text}
            </Text>
          ))}
    </Text>
  ));
}
