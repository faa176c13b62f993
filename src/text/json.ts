// JSON for a terminal or a log viewer, as `--json` and the JSON export write it: the same value as
// JSON.stringify gives, with every character the output policy (sanitize.ts) would make visible
// written as a `\uXXXX` escape instead. JSON.stringify already escapes C0 controls and lone
// surrogates but lets C1 controls (U+009B opens a control sequence on some terminals), bidi
// overrides, Unicode tags and U+2028/2029 through raw. They can only stand inside strings (the
// structure of JSON is ASCII), so escaping them changes no value a parser reads.

const RAW = /[\u{E0100}-\u{E01EF}\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/gu;

function unicodeEscape(ch: string): string {
  let out = '';
  for (let i = 0; i < ch.length; i += 1) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/** JSON.stringify(value, null, space), with invisible and control characters escaped. */
export function safeJson(value: unknown, space?: number): string {
  return (JSON.stringify(value, null, space) ?? 'null').replace(RAW, unicodeEscape);
}
