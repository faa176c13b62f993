// Reads a cited passage in the session's workdir and says whether it holds the quoted text. The
// engine never trusts an agent that a citation is real; this is the check it relies on.
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { CitationCheck, CitationResult } from '../protocols/types.js';
import { FileProblem, readRegularFile } from '../system/files.js';

const MAX_FILE_BYTES = 4 * 1024 * 1024;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function checkCitation(workdir: string, citation: CitationCheck): Promise<CitationResult> {
  const verdict = (result: CitationResult['result'], detail: string): CitationResult => ({ evidence: citation.evidence, result, detail });
  if (isAbsolute(citation.path)) return verdict('unreadable', `${citation.path} is absolute; citations are relative to the project`);
  let root: string;
  let file: string;
  try {
    root = await realpath(workdir);
    file = await realpath(resolve(root, citation.path));
  } catch {
    return verdict('unreadable', `${citation.path} does not exist in the project`);
  }
  const inside = relative(root, file);
  if (inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) {
    return verdict('unreadable', `${citation.path} lies outside the project`);
  }
  let text: string;
  try {
    // A FIFO or a device planted in the project is refused, never read: it would hang the debate.
    text = (await readRegularFile(file, MAX_FILE_BYTES)).toString('utf8');
  } catch (error) {
    return verdict('unreadable', `${citation.path} ${error instanceof FileProblem ? error.reason : 'could not be read'}`);
  }
  const lines = text.split(/\r?\n/);
  const first = citation.line;
  const last = citation.endLine ?? citation.line;
  if (first < 1 || last < first || first > lines.length) {
    return verdict('mismatch', `${citation.path} has ${lines.length} lines; line ${first} is not among them`);
  }
  const passage = squash(lines.slice(first - 1, last).join('\n'));
  const quote = squash(citation.quote);
  if (quote !== '' && passage.includes(quote))
    return verdict('match', `${citation.path}:${first}${last > first ? `-${last}` : ''} holds the quote`);
  return verdict('mismatch', `${citation.path}:${first}${last > first ? `-${last}` : ''} reads "${passage.slice(0, 120)}"`);
}
