// An error's identity for failure tracking (seed 003, "Error Fingerprinting"): its code when it
// has one, then the first 50 characters of its message, lower-cased, with file paths and line
// numbers taken out, so the same failure in another file or at another line is recognised as the
// same, and two different failures are not.

/** A leading error code: `ENOENT:`, `EACCES`, `ERR_MODULE_NOT_FOUND`, `TS2307:`, `E404`. */
const CODE = /^\s*([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\d*)(?=[:\s]|$):?/;
/** A path: a token with a slash or a backslash, quoted or not (`'/a/b.txt'`, `./src/x.ts:12:5`, `C:\x`). */
const PATH = /(["'`]?)(?:[A-Za-z]:)?[^\s"'`,;()]*[\\/][^\s"'`,;()]*\1/g;
const LINE = /(?::\d+)+\b|\b(?:line|ln|col|column)\s*\d+\b|\(\d+(?:[:,]\d+)*\)/gi;
const MESSAGE_CHARS = 50;

function normalize(text: string): string {
  return text
    .replace(PATH, ' ')
    .replace(LINE, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function errorFingerprint(error: string): string {
  const firstLine = error.trim().split('\n')[0] ?? '';
  const code = CODE.exec(firstLine);
  // Only a word in capitals is a code; `Error:` or `TypeError:` are part of the message.
  const isCode = code !== null && code[1] !== undefined && /^[A-Z0-9_]+$/.test(code[1]) && code[1].length >= 2;
  const message = normalize(isCode ? firstLine.slice(code[0].length) : firstLine)
    .slice(0, MESSAGE_CHARS)
    .trim();
  return [isCode ? code[1]!.toLowerCase() : '', message].filter(Boolean).join(' ');
}
