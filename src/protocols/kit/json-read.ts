// Reads one candidate as JSON: strictly first, then repaired. Models often write near-JSON (a
// trailing comma, single or typographic quotes, comments, unquoted keys, Python's True/None); the
// `jsonrepair` library turns those into JSON, and what was repaired is said so it can be recorded.
import { jsonrepair } from 'jsonrepair';

export type JsonRead = { ok: true; value: unknown; repairs: string[] } | { ok: false; problem: string };

/** The near-JSON mistakes worth naming in a record, each recognised in the text as written. */
const MISTAKES: readonly [RegExp, string][] = [
  [/,\s*[}\]]/, 'trailing comma'],
  [/[“”‘’]/, 'typographic quotes'],
  [/(?:^|[\s,{[])(?:\/\/|\/\*)/, 'comments'],
  [/(?:[{,]\s*'|:\s*')/, 'single quotes'],
  [/[{,]\s*[A-Za-z_][\w-]*\s*:/, 'unquoted keys'],
  [/:\s*(?:True|False|None)\b/, 'Python constants'],
];

export function readJson(candidate: string): JsonRead {
  let strictProblem: string;
  try {
    return { ok: true, value: JSON.parse(candidate) as unknown, repairs: [] };
  } catch (error) {
    strictProblem = (error as Error).message;
  }
  let value: unknown;
  try {
    // jsonrepair may also give up, or (rarely) return text that is still not JSON.
    value = JSON.parse(jsonrepair(candidate)) as unknown;
  } catch {
    return { ok: false, problem: `invalid JSON: ${strictProblem}` };
  }
  const named = MISTAKES.filter(([pattern]) => pattern.test(candidate)).map(([, name]) => name);
  return { ok: true, value, repairs: [`near-JSON repaired (${named.length ? named.join(', ') : 'syntax'})`] };
}

/** A repaired object must still look like JSON (a key followed by a colon), not prose in braces. */
export function looksLikeJson(candidate: string): boolean {
  return candidate.startsWith('[') || /["'“‘]?[A-Za-z_][\w-]*["'”’]?\s*:/.test(candidate);
}
