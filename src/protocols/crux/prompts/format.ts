// The answer formats the seats are asked for, move by move; moves.ts holds the schemas they are
// checked against. A debater sees only the moves its stage takes.
import type { MoveType } from '../moves.js';
import { MESSAGES_PER_TURN } from '../rules.js';

const SHAPES: Record<MoveType, string> = {
  CLAIM: '{"type": "CLAIM", "text": "one claim"}',
  CHALLENGE:
    '{"type": "CHALLENGE", "target": "debater-2", "text": "what is wrong with their view"}   (only once they graded your steelman of them ACCURATE)',
  PROPOSE_QUESTION: '{"type": "PROPOSE_QUESTION", "question": "Will … by …?"}   (answerable YES or NO; no "how much", no "A or B")',
  COMMIT_POSITION:
    '{"type": "COMMIT_POSITION", "side": "YES" | "NO" | "UNCERTAIN", "confidence": 0.7, "topClaimFlips": true, "reasoning": "…"}   (topClaimFlips: would your TopClaim flip if the crux went the other way?)',
  STEELMAN: '{"type": "STEELMAN", "target": "debater-2", "text": "their position at its strongest, as they would put it"}',
  GRADE_STEELMAN:
    '{"type": "GRADE_STEELMAN", "steelman": "S1", "grade": "ACCURATE" | "INCOMPLETE" | "WRONG", "feedback": "what it misses"}',
  DECLARE_FALSIFIER:
    '{"type": "DECLARE_FALSIFIER", "metric": "Spot BTC ETF AUM", "threshold": ">= $100B", "deadline": "2027-12-31", "reasoning": "why it would change your mind"}   (or {"type": "DECLARE_FALSIFIER", "draft": "F3"} to accept a draft, adding the fields you amend)',
  PROVIDE_EVIDENCE: '{"type": "PROVIDE_EVIDENCE", "falsifier": "F1", "data": "what the data shows", "source": "where it comes from"}',
  CONCEDE:
    '{"type": "CONCEDE", "text": "what you concede", "target": "debater-2", "topClaim": {"confidence": 0.6}}   (topClaim: only the parts of your TopClaim that change)',
};

export function debaterFormat(allowed: readonly MoveType[], needsTopClaim: boolean): string {
  const envelope = needsTopClaim
    ? '{"topClaim": {"statement": "what you are really arguing", "side": "YES" | "NO" | "NUANCED", "confidence": 0.8}, "moves": [ … ]}\nThis is your first answer: it must state your TopClaim.'
    : '{"moves": [ … ]}';
  return `## How to answer
Answer with exactly one JSON object (a \`\`\`json fence is fine), no other JSON:
${envelope}
At most ${MESSAGES_PER_TURN} moves; each is one message of the thread and counts against the stage's budget. An empty "moves" list passes.
Moves this stage takes:
${allowed.map((type) => `- ${SHAPES[type]}`).join('\n')}
A falsifier is concrete: a metric, a threshold with a number, a date or period; words such as "probably", "likely" or "might" are refused.`;
}

export function moderatorFormat(canFrame: boolean, canDraft: boolean): string {
  return `## How to answer
Answer with exactly one JSON object:
{"message": "what you tell the debaters"${canFrame ? ', "question": "the crux question, answerable YES or NO"' : ''}${canDraft ? ', "falsifiers": [{"debater": "debater-1", "metric": "…", "threshold": "… with a number", "deadline": "2027-12-31", "reasoning": "drawn from what they said"}]' : ''}}
Every field is optional; what you leave out, the engine's templates supply.`;
}
