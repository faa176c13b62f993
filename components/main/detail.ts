import type { ItemDetail } from '../../src/protocols/types.js';

/** The text of an item's detail view: full text, facts (evidence, classification), history. */
export function detailText(id: string, detail: ItemDetail | undefined, fallback?: string): string {
  if (!detail) return fallback ?? id;
  return [
    detail.body,
    '',
    ...detail.facts.map((f) => `${f.label}: ${f.value}`),
    ...(detail.history.length ? ['', 'History:', ...detail.history.map((h) => `  ${h.mark} ${h.by}: ${h.text}`)] : []),
  ].join('\n');
}
