// Markdown to lines for the terminal: marked's lexer reads it (GitHub's flavour, a line break where
// the writer broke the line, as reports and prompts are written line by line) and blocks.ts draws
// its tokens. The source is cleaned before the lexer sees it, so no control character an agent
// wrote reaches the screen, whatever token it ends up in.
import { Lexer } from 'marked';
import { blockLines } from './blocks.js';
import { clean, type StyledLine } from './styled-line.js';

export function markdownLines(markdown: string, width: number): StyledLine[] {
  const tokens = Lexer.lex(clean(markdown.replace(/\r\n?/g, '\n')), { gfm: true, breaks: true });
  return blockLines(tokens, Math.max(1, Math.floor(width)));
}
