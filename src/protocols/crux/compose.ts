// A person's moves composed in the TUI form, written as the JSON a seat's agent would answer with
// (the kinds and fields are those move-actions.ts offers), so they go through the same parse.
import { fieldText } from '../kit/human-input.js';
import type { HumanInput } from '../types.js';
import type { CruxState } from './state.js';

type Draft = { kind: string; input: HumanInput };

const num = (input: HumanInput, name: string) => {
  const text = fieldText(input, name)?.trim();
  return text ? Number(text) : undefined;
};
const str = (input: HumanInput, name: string) => fieldText(input, name)?.trim() || undefined;
/** Drops the keys left empty, so a draft's absent fields stay absent in the answer. */
const compact = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== ''));

function debaterMove({ kind, input }: Draft): Record<string, unknown> | null {
  const text = input.text?.trim();
  switch (kind) {
    case 'claim':
      return { type: 'CLAIM', text };
    case 'challenge':
      return { type: 'CHALLENGE', target: input.item, text };
    case 'propose-question':
      return { type: 'PROPOSE_QUESTION', question: text };
    case 'commit-position': {
      const flips = str(input, 'flips');
      return compact({ type: 'COMMIT_POSITION', side: input.value, confidence: num(input, 'confidence'), topClaimFlips: flips === undefined ? undefined : flips === 'yes', reasoning: text });
    }
    case 'steelman':
      return { type: 'STEELMAN', target: input.item, text };
    case 'grade-steelman':
      return compact({ type: 'GRADE_STEELMAN', steelman: input.item, grade: input.value, feedback: text });
    case 'declare-falsifier':
    case 'accept-draft':
      return compact({ type: 'DECLARE_FALSIFIER', draft: input.item, metric: str(input, 'metric'), threshold: str(input, 'threshold'), deadline: str(input, 'deadline'), reasoning: str(input, 'reasoning') });
    case 'provide-evidence':
      return compact({ type: 'PROVIDE_EVIDENCE', falsifier: input.item, data: text, source: str(input, 'source') });
    case 'concede': {
      const topClaim = compact({ statement: str(input, 'statement'), side: str(input, 'side'), confidence: num(input, 'confidence') });
      return compact({ type: 'CONCEDE', text, topClaim: Object.keys(topClaim).length ? topClaim : undefined });
    }
    default:
      return null;
  }
}

export function composeAnswer(_state: CruxState, seat: string, drafts: Draft[]): string {
  if (seat === 'moderator') {
    const first = (kind: string) => drafts.find((d) => d.kind === kind)?.input.text?.trim();
    const falsifiers = drafts
      .filter((d) => d.kind === 'draft')
      .map(({ input }) => compact({ debater: input.value, metric: str(input, 'metric'), threshold: str(input, 'threshold'), deadline: str(input, 'deadline'), reasoning: str(input, 'reasoning') }));
    return JSON.stringify(compact({ message: first('moderate'), question: first('frame'), falsifiers: falsifiers.length ? falsifiers : undefined }));
  }
  const claim = drafts.find((d) => d.kind === 'topclaim')?.input;
  const topClaim = claim ? { statement: claim.text?.trim(), side: claim.value, confidence: num(claim, 'confidence') } : undefined;
  const moves = drafts.map(debaterMove).filter((m): m is Record<string, unknown> => m !== null);
  return JSON.stringify({ ...(topClaim ? { topClaim } : {}), moves });
}
