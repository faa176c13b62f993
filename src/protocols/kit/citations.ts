// Textual citations, shared by every protocol that weighs evidence: a source written `path:line`
// or `path:from-to`, the checks the runner must make before the debate goes on (plan's `check`),
// and the `evidence.checked` event that brings each result back.
import { EVENT, PLATFORM_EVENTS } from '../contract/platform-events.js';
import type { CitationCheck, CitationResult } from '../types.js';

/** `path:line` or `path:from-to`; the path may itself contain colons, all but the last. */
export const SOURCE_PATTERN = /^(.+):(\d+)(?:-(\d+))?$/;

/**
 * A source written another common way, in the `path:line` form: `a.md#L12`, `a.md#L12-L20`,
 * `a.md:L12`, `a.md, line 12`, `a.md (lines 12–20)`. Anything else is returned as it was.
 */
export function normalizeSource(source: string): string {
  const text = source.trim().replace(/[\u2013\u2014]/g, '-');
  const anchor = /^(.+?)#L(\d+)(?:-L?(\d+))?$/.exec(text) ?? /^(.+?):L(\d+)(?:-L?(\d+))?$/.exec(text);
  const words = /^(.+?),?\s*\(?\blines?\s+(\d+)(?:\s*-\s*(\d+))?\)?$/i.exec(text);
  const match = anchor ?? words;
  if (!match) return text;
  return `${match[1]!.trim()}:${match[2]}${match[3] ? `-${match[3]}` : ''}`;
}

export function parseSource(source: string): { path: string; line: number; endLine?: number } | null {
  const match = SOURCE_PATTERN.exec(source);
  if (!match) return null;
  const line = Number(match[2]);
  const endLine = match[3] !== undefined ? Number(match[3]) : undefined;
  return { path: match[1]!, line, ...(endLine !== undefined ? { endLine } : {}) };
}

/** What a citation check needs of a protocol's evidence record. */
export interface CitableRecord {
  id: string;
  source?: string;
  quote?: string;
}

/** The checks owed: records that await one and quote a readable source. */
export function citationChecks<E extends CitableRecord>(records: Iterable<E>, awaitsCheck: (record: E) => boolean): CitationCheck[] {
  const checks: CitationCheck[] = [];
  for (const record of records) {
    if (!awaitsCheck(record) || !record.source || record.quote === undefined) continue;
    const where = parseSource(record.source);
    if (!where) continue;
    checks.push({
      evidence: record.id,
      path: where.path,
      line: where.line,
      ...(where.endLine ? { endLine: where.endLine } : {}),
      quote: record.quote,
    });
  }
  return checks;
}

/** The runner's result for one citation, read from the `evidence.checked` event that records it. */
export const citationChecked = PLATFORM_EVENTS[EVENT.evidenceChecked].transform(
  (d): CitationResult => ({ evidence: d.evidence, result: d.result, detail: d.detail ?? '' }),
);
