// Evidence attached to points, with the status it starts in, and its one-line description.
import { insert, nextId } from '../kit/draft.js';
import { type Ctx, editPoint } from './context.js';
import type { EvidenceInput } from './moves.js';
import type { EvidenceStatus, Judge } from './state.js';

/** Records the evidence attached to a point; citations wait for the runner when they can be checked. */
export function recordEvidence(ctx: Ctx, pointId: string, by: Judge, items: EvidenceInput[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    const id = nextId(ctx, 'E');
    insert(ctx, 'evidence', id, {
      id,
      point: pointId,
      type: item.type,
      detail: item.detail,
      ...(item.source !== undefined ? { source: item.source } : {}),
      ...(item.quote !== undefined ? { quote: item.quote } : {}),
      by,
      round: ctx.d.n,
      status: initialStatus(item, ctx.d.config.workdir !== undefined),
    });
    if (ctx.d.points[pointId]) editPoint(ctx, pointId).evidence.push(id);
    ids.push(id);
  }
  return ids;
}

function initialStatus(item: EvidenceInput, canCheck: boolean): EvidenceStatus {
  switch (item.type) {
    case 'textual':
      return canCheck ? 'unchecked' : 'unverifiable';
    case 'execution':
    case 'claim':
      return 'unverified';
    case 'n/a':
      return 'n/a';
  }
}

export function describeEvidence(ev: { type: string; detail: string; source?: string; quote?: string; status: string }): string {
  const where = ev.source ? ` ${ev.source}` : '';
  const quoted = ev.quote ? ` "${ev.quote.replace(/\s+/g, ' ').slice(0, 160)}"` : '';
  const detail = ev.detail ? ` — ${ev.detail}` : '';
  return `${ev.type}${where}${quoted}${detail} [${ev.status}]`;
}
