// Agent text placed inside Markdown a protocol writes (a spotlight card, a table cell): escaped so it
// reads as the words it is, never as a heading, a table border, a link or emphasis it did not mean.

const SPECIAL = /[\\`*_{}[\]<>()#+!|~]/g;

/** One line of inline text: line breaks fold to spaces and Markdown's punctuation is escaped. */
export function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(SPECIAL, (c) => `\\${c}`);
}

/** A Markdown table: a header row, a rule, and one row per entry, every cell escaped. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => inline(c) || ' ').join(' | ')} |`;
  return [line(header), `|${header.map(() => ' --- ').join('|')}|`, ...rows.map(line)].join('\n');
}
