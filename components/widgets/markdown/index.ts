// Markdown (and plain text) for the terminal, the one door to components/widgets/markdown/:
//
//   markdownLines(markdown, width) → StyledLine[]   Markdown rendered and wrapped to `width` columns
//   plainLines(text, width)        → StyledLine[]   plain text wrapped the same way
//   <StyledLines lines theme first? />              the lines drawn with the theme's tokens
//
// Both functions are pure and clean every character (agent text is shown, never obeyed); no line
// they return is wider than `width` (from 10 columns up). Draw a window of a long document by
// slicing the lines, and memoise by (text, width): rendering is the costly part.
export { markdownLines } from './markdown-lines.js';
export { plainLines } from './plain.js';
export { lineText, lineWidth, type Segment, type SegmentStyle, type StyledLine, seg, textWidth } from './styled-line.js';
export { StyledLines, type StyledLinesProps } from './styled-lines.js';
