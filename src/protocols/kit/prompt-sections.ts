// The two bricks every prompt is built from: a titled list, and sections joined by blank lines
// with the empty ones left out, so a prompt never shows a heading with nothing under it.

/** `## title` and the lines as a bullet list, or '' when there are none. */
export function listSection(title: string, lines: string[]): string {
  return lines.length ? `## ${title}\n${lines.map((l) => `- ${l}`).join('\n')}` : '';
}

export function join(...sections: string[]): string {
  return sections.filter((s) => s.trim() !== '').join('\n\n');
}
