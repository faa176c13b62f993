// Relabelling an empirical point as a value judgement lets it past the evidence gate, so it is
// never silent: it needs a stated justification (legality.ts refuses it without one), goes into
// the ledger as a revision, and is flagged in the view, the outcome and the arbiter's prompt.
import { append, notify } from '../kit/draft.js';
import { addEntry, type Ctx, editPoint, logPoint } from './context.js';
import type { PointKind } from './moves.js';
import type { Judge } from './state.js';

/** Sets the point's kind; from empirical to value it is recorded and flagged with `justification`. */
export function setKind(ctx: Ctx, pointId: string, kind: PointKind, by: Judge, justification: string | undefined): void {
  const point = editPoint(ctx, pointId);
  if (point.kind === kind) return;
  const from = point.kind;
  point.kind = kind;
  if (!(from === 'empirical' && kind === 'value')) {
    logPoint(ctx, pointId, by, `kind corrected from ${from} to ${kind}`);
    return;
  }
  const why = justification ?? 'no justification given';
  append(ctx, 'relabels', { point: pointId, by, round: ctx.d.n, justification: why });
  addEntry(ctx, {
    provenance: 'revision',
    ...(by === 'orchestrator' || by === 'consultee' ? { seat: by } : {}),
    kind: 'revision',
    item: pointId,
    text: `Relabelling ${pointId} from empirical to value because ${why}`,
  });
  logPoint(ctx, pointId, by, `relabelled from empirical to value: ${why}`);
  notify(ctx, 'point.relabelled', `${by} relabels ${pointId} from empirical to value, which spares it the evidence gate: ${why}.`, {
    item: pointId,
    level: 'warning',
  });
}
