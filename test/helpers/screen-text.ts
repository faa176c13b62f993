// Reading a terminal screen as a person does: the lines of a strip or a dialog that the app wrapped
// itself (capture-pane -J joins only what tmux wrapped) read as one text, and a path a dialog
// wrapped onto its next lines read whole, whatever the length of the temp folder's path.

/** The screen with every run of spaces and line ends as one space: a wrapped strip reads as one line. */
export const flat = (screen: string): string => screen.replace(/\s+/g, ' ');

/** A line with a frame's borders (and the spaces inside them) taken off. */
const inside = (line: string) => line.replace(/^[\s│║]+/, '').replace(/[\s│║]+$/, '');

/**
 * The path after "written to" on the screen, its wrapped lines joined (a path holds no spaces, so
 * the lines are joined with none), up to the end of the file's name: undefined until all of it is
 * drawn.
 */
export function writtenPath(screen: string, extension = 'md'): string | undefined {
  const at = screen.indexOf('written to ');
  if (at < 0) return undefined;
  const [first = '', ...rest] = screen.slice(at + 'written to '.length).split('\n');
  const joined = [first, ...rest].map(inside).join('');
  return new RegExp(`^(\\S+?\\.${extension})(?![\\w./-])`).exec(joined)?.[1];
}
