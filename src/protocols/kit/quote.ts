// How a seat's or a person's words are quoted inside a notice or a reminder: on one line and
// short, so a long claim never floods the live strip or a prompt's news.

export function quote(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}”`;
}
