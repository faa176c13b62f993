// Finds the one JSON value an agent answered with, inside whatever prose surrounds it. Every fenced
// block and every balanced {...} or [...] of the prose is a candidate, read strictly or repaired
// (json-read.ts). The answer is the candidate that holds the envelope's keys (`moves`) rather than
// a fragment, one that says something rather than an empty example, a fenced one rather than one
// in prose, and the last rather than an earlier draft. Every repair and every choice among several
// candidates is said, so the record shows how the answer was read.
import { fencedBodies, isChecklistBox, matchingClose, opensJson, withoutFences } from './json-candidates.js';
import { findEnvelope, isEmptyEnvelope, isPlainObject } from './envelope.js';
import { looksLikeJson, readJson } from './json-read.js';

export type Extracted = { ok: true; value: unknown; repairs?: string[] } | { ok: false; problem: string };

export interface ExtractOptions {
  /** The keys of the answer's envelope (`moves`): an object holding one wins over any other JSON. */
  keys?: readonly string[];
}

interface Found {
  value: unknown;
  start: number;
  end: number;
  fenced: boolean;
  repairs: string[];
  /** 3 holds the envelope's keys, 2 a list of objects, 1 another object, 0 an empty list or object. */
  rank: number;
  /** Says something: not an empty envelope, list or object. */
  full: boolean;
}

// Each scan may run to the end of the text; a cap keeps hostile input linear in practice.
const MAX_SCANS = 512;

export function extractJson(text: string, options: ExtractOptions = {}): Extracted {
  if (text.trim() === '') return { ok: false, problem: 'the answer was empty' };
  const keys = options.keys ?? [];
  const found: Found[] = [];
  const unreadable: string[] = [];
  const others: string[] = [];
  const consider = (candidate: string, start: number, fenced: boolean): Found | undefined => {
    const read = readJson(candidate);
    if (!read.ok) {
      if (fenced || opensJson(candidate, 0)) unreadable.push(read.problem);
      return undefined;
    }
    if (read.repairs.length > 0 && !looksLikeJson(candidate)) return undefined;
    const ranked = rank(read.value, keys);
    if (!ranked) {
      others.push(candidate.length > 40 ? `${candidate.slice(0, 40)}…` : candidate);
      return undefined;
    }
    const candidateFound = { value: read.value, start, end: start + candidate.length, fenced, repairs: read.repairs, ...ranked };
    found.push(candidateFound);
    return candidateFound;
  };

  for (const fence of fencedBodies(text)) consider(fence.body, fence.start, true);
  const prose = withoutFences(text);
  let unclosed: number | undefined;
  let scans = 0;
  for (let start = 0; start < prose.length && scans < MAX_SCANS; start++) {
    const ch = prose[start];
    if ((ch !== '{' && ch !== '[') || isChecklistBox(prose, start)) continue;
    scans++;
    const end = matchingClose(prose, start);
    if (end < 0) {
      if (unclosed === undefined && opensJson(prose, start)) unclosed = start;
      continue;
    }
    // Past an answer read as written the scan goes on after it; past anything else (a repaired
    // answer too) it looks inside, for an answer that brackets or quotes in the prose enclose.
    const candidate = consider(prose.slice(start, end + 1), start, false);
    if (candidate?.rank === 3 && candidate.repairs.length === 0) start = end;
  }

  // Knowing the envelope's keys tells a cut-off answer from prose; without them, any value may be it.
  const candidates = whole(found, keys.length > 0 ? unclosed : undefined);
  const best = [...candidates].sort(better)[0];
  if (!best) return { ok: false, problem: notFound(text, keys, { unclosed, unreadable, others }) };
  const rivals = candidates.filter((f) => f !== best && f.rank > 0 && !within(f, best)).length;
  const repairs = [...best.repairs, ...(rivals > 0 ? [chosen(best, rivals)] : [])];
  return { ok: true, value: best.value, ...(repairs.length ? { repairs } : {}) };
}

const within = (inner: Found, outer: Found) =>
  inner !== outer && !inner.fenced && !outer.fenced && inner.start >= outer.start && inner.end <= outer.end;

/**
 * The candidates that may be the answer. Not a repaired value enclosing an answer read as written
 * (prose around the answer, misread); not a value inside another (a move inside the answer),
 * unless it is the answer and the other is not; not a fragment inside an answer that never closes.
 */
function whole(found: Found[], unclosed: number | undefined): Found[] {
  const misread = (f: Found) => f.repairs.length > 0 && found.some((g) => within(g, f) && g.rank === 3 && g.repairs.length === 0);
  const kept = found.filter((f) => !misread(f));
  const fragment = (f: Found) => kept.some((g) => within(f, g) && (f.rank < 3 || g.rank === 3));
  return kept.filter((f) => !fragment(f) && (unclosed === undefined || f.rank === 3 || f.fenced || f.start < unclosed));
}

function rank(value: unknown, keys: readonly string[]): Pick<Found, 'rank' | 'full'> | undefined {
  const envelope = findEnvelope(value, keys);
  if (envelope) return { rank: 3, full: !isEmptyEnvelope(envelope.body, keys) };
  if (Array.isArray(value)) {
    if (value.length === 0) return { rank: 0, full: false };
    return value.every(isPlainObject) ? { rank: 2, full: true } : undefined;
  }
  if (isPlainObject(value)) return Object.keys(value).length > 0 ? { rank: 1, full: true } : { rank: 0, full: false };
  return undefined;
}

function better(a: Found, b: Found): number {
  return b.rank - a.rank || Number(b.full) - Number(a.full) || Number(b.fenced) - Number(a.fenced) || b.start - a.start;
}

function chosen(best: Found, rivals: number): string {
  const what = [best.full ? '' : 'empty', best.fenced ? 'fenced' : 'bare'].filter(Boolean).join(' ');
  return `the answer held ${rivals + 1} JSON values; read the ${what} one at character ${best.start + 1}`;
}

function notFound(
  text: string,
  keys: readonly string[],
  seen: { unclosed: number | undefined; unreadable: string[]; others: string[] },
): string {
  const expected = keys.length
    ? `one JSON object with ${keys.map((k) => `"${k}"`).join(' or ')}, fenced or bare`
    : 'one object, fenced or bare';
  if (seen.unreadable.length > 0)
    return `the JSON in the answer could not be read, even repaired (${seen.unreadable[0]}); expected ${expected}`;
  if (seen.unclosed !== undefined) {
    const opening = text.slice(seen.unclosed, seen.unclosed + 30).replace(/\s+/g, ' ');
    return `the JSON that starts ${opening}… is never closed (was the answer cut off?); expected ${expected}`;
  }
  const stray = seen.others.length ? `; ${seen.others.slice(0, 2).join(' and ')} in the prose is not an answer` : '';
  return `no JSON object found in the answer (expected ${expected})${stray}`;
}
