// How answers and resolutions read: in notices and rows (one line each), and as the seed's CSP/1
// synthesis response, the lines a calling program parses:
//   RESOLUTION <PROCEED|MODIFY|RETRY|PIVOT|ESCALATE>
//   RATIONALE <one sentence>
//   MODIFICATIONS [list] | NEXT_APPROACH <description> | ESCALATE_TO <human>
//   NEXT_ATTEMPT_LIMIT <1-2, for MODIFY or RETRY>
import { quote } from '../kit/quote.js';
import { oneLine, writeList } from './csp.js';
import type { Move } from './moves.js';
import type { Resolution } from './state.js';

export function describeAnswer(move: Move): string {
  switch (move.type) {
    case 'argue':
      return `CLAIM ${quote(move.claim)} CONFIDENCE ${move.confidence}${move.supports.length ? ` (${move.supports.length} support${move.supports.length === 1 ? '' : 's'})` : ''}`;
    case 'diagnose':
      return `FIX ${quote(move.fix)} DIFF ${quote(move.diff)}`;
    case 'object':
      return `OBJECTION ${quote(move.objection)} SEVERITY ${move.severity}`;
    case 'review':
      return `PATTERN ${quote(move.pattern || 'none')} SHOULD_ESCALATE ${move.shouldEscalate}`;
    case 'synthesize':
      return `proposes ${move.resolution}: ${quote(move.rationale)}`;
  }
}

export function describeResolution(r: Resolution): string {
  return `Resolution ${r.resolution}: ${r.rationale}`;
}

/** The resolution as the seed's synthesis response lines. */
export function resolutionLines(
  r: Pick<Resolution, 'resolution' | 'rationale' | 'modifications' | 'nextApproach' | 'escalateTo' | 'nextAttemptLimit'>,
): string[] {
  const third =
    r.resolution === 'MODIFY'
      ? `MODIFICATIONS ${writeList(r.modifications)}`
      : r.resolution === 'RETRY' || r.resolution === 'PIVOT'
        ? `NEXT_APPROACH ${oneLine(r.nextApproach)}`
        : r.resolution === 'ESCALATE'
          ? `ESCALATE_TO ${oneLine(r.escalateTo) || 'human'}`
          : undefined;
  const limit =
    (r.resolution === 'MODIFY' || r.resolution === 'RETRY') && r.nextAttemptLimit ? `NEXT_ATTEMPT_LIMIT ${r.nextAttemptLimit}` : undefined;
  return [`RESOLUTION ${r.resolution}`, `RATIONALE ${oneLine(r.rationale)}`, ...(third ? [third] : []), ...(limit ? [limit] : [])];
}

/** The same response as JSON, with the seed's field names in lower case. */
export function resolutionJson(r: Resolution): Record<string, unknown> {
  return {
    resolution: r.resolution,
    rationale: r.rationale,
    ...(r.resolution === 'MODIFY' ? { modifications: r.modifications } : {}),
    ...(r.resolution === 'RETRY' || r.resolution === 'PIVOT' ? { next_approach: r.nextApproach } : {}),
    ...(r.resolution === 'ESCALATE' ? { escalate_to: r.escalateTo || 'human' } : {}),
    ...(r.nextAttemptLimit !== undefined && (r.resolution === 'MODIFY' || r.resolution === 'RETRY')
      ? { next_attempt_limit: r.nextAttemptLimit }
      : {}),
    decided_by: r.decidedBy,
    ...(r.proposed ? { proposed: r.proposed } : {}),
    ...(r.reason !== undefined ? { reason: r.reason } : {}),
  };
}
