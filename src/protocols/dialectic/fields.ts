// Each answer's fields as the seed names them (CLAIM, SUPPORTS, CONFIDENCE, …), in the seed's order:
// what the detail of an answer and the report list, one field a line.
import type { Move } from './moves.js';
import { said } from './rules.js';

export function fields(move: Move): [string, string][] {
  switch (move.type) {
    case 'argue':
      return [
        ['CLAIM', move.claim],
        ...move.supports.map((s): [string, string] => ['SUPPORTS', s]),
        ['CONFIDENCE', String(move.confidence)],
      ];
    case 'diagnose':
      return [
        ['DIAGNOSIS', move.diagnosis],
        ['FIX', move.fix],
        ['DIFF_FROM_PREVIOUS', move.diff],
      ];
    case 'object':
      return [
        ['OBJECTION', move.objection],
        ...move.risks.map((r): [string, string] => ['RISKS', r]),
        ['COUNTER', move.counter || 'none'],
        ['SEVERITY', move.severity],
      ];
    case 'review':
      return [
        ['PATTERN', move.pattern || 'none'],
        ['BLIND_SPOT', move.blindSpot || 'none'],
        ['SHOULD_ESCALATE', String(move.shouldEscalate)],
      ];
    case 'synthesize':
      return [
        ['PROPOSED', move.resolution],
        ['RATIONALE', move.rationale],
        ...(move.counterActionable ? [['COUNTER_ACTIONABLE', move.counterActionable] as [string, string]] : []),
        ...(move.diffSubstantial ? [['DIFF_SUBSTANTIAL', move.diffSubstantial] as [string, string]] : []),
      ];
  }
}

/** The field an answer leads with (the words a row shows), and the short mark beside it. */
export function lead(move: Move): { badge: string; text: string; status?: string } {
  switch (move.type) {
    case 'argue':
      return { badge: 'CLAIM', text: move.claim, status: `confidence ${move.confidence}` };
    case 'diagnose':
      return { badge: 'FIX', text: move.fix };
    case 'object':
      return { badge: 'OBJECTION', text: move.objection, status: `severity ${move.severity}` };
    case 'review': {
      const named = [
        ...(said(move.pattern) ? [`pattern: ${move.pattern}`] : []),
        ...(said(move.blindSpot) ? [`blind spot: ${move.blindSpot}`] : []),
      ];
      return {
        badge: 'REVIEW',
        text: named.join('; ') || 'no pattern and no blind spot',
        status: move.shouldEscalate ? 'escalate' : 'no escalation',
      };
    }
    case 'synthesize':
      return { badge: 'PROPOSAL', text: move.rationale, status: move.resolution };
  }
}
