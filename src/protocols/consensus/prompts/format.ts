// The answer formats, as each seat reads them in its prompt. Kept beside the schemas' meaning in
// ../moves.ts and shown with examples in ../README.md.

const ONE_OBJECT = 'Answer with exactly one JSON object (a ```json fence is fine), nothing else that looks like JSON:';

export const PERSONAS_FORMAT = `${ONE_OBJECT}
{"domain": "the topic's domain in a few words",
 "personas": {
   "architect": {"title": "a concrete expert title", "expertise": "one or two sentences: who this expert is", "focus": ["what it looks for", "…"]},
   "operator": {…same fields…},
   "adversary": {…same fields…}}}
Three different experts: different titles, different things to look for.`;

export const CONFIRM_FORMAT = `${ONE_OBJECT}
{"perspective": "which expert your context file makes you (its role and title)", "focus": ["what you will look for", "…"]}`;

export const OPENING_FORMAT = `${ONE_OBJECT}
{"position": "your position, complete and self-contained",
 "reasoning": "why",
 "confidence": "HIGH" | "MED" | "LOW",
 "weaknesses": ["what is weak about it, as you see it now"],
 "assumptions": ["what it takes for granted"]}`;

export const CHALLENGE_FORMAT = `${ONE_OBJECT}
{"verdict": "agree" | "partial" | "disagree",
 "objection_strength": "minor" | "strong",
 "summary": "your judgement in one sentence",
 "points": [{"aspect": "the part of your angle it concerns", "point": "what you found, or what you checked and why it holds"}]}
- agree: the position holds from your angle. List what you checked: an agreement that names nothing from your angle counts as partial.
- partial: it holds in part. disagree: it is wrong from your angle.
- objection_strength: strong when the position must change; minor when it only needs refining.`;

export function respondFormat(brief: boolean): string {
  return `${ONE_OBJECT}
{"responses": [{"to": "architect" | "operator" | "adversary", "decision": "ACCEPT" | "PARTIAL" | "REJECT", "reason": "why", "change": "what you change in the position because of it (ACCEPT and PARTIAL)"}],
 "position": {"text": "your complete position after these answers", "confidence": "HIGH" | "MED" | "LOW", "reasoning": "…", "weaknesses": ["…"], "assumptions": ["…"]}}
- ACCEPT: the objection is right; change the position. PARTIAL: accept part, and say where it stops. REJECT: it is wrong; say why.
- One response for every dissent listed${brief ? '; these are minor, so be brief' : ''}.`;
}

export const REBUTTAL_FORMAT = `${ONE_OBJECT}
{"response": "ACCEPT" | "MAINTAIN" | "ESCALATE", "reason": "why", "points": [{"aspect": "…", "point": "what still stands, or what is worse"}]}
- ACCEPT: the answer resolves your objection. MAINTAIN: it does not; your objection stands as it was.
- ESCALATE: the answer misses a more serious flaw, or the change makes things worse from your angle; say which.`;

export const ASSUMPTIONS_FORMAT = `${ONE_OBJECT}
{"why": "why you still disagree",
 "would_change": "what would have to be true for the other side to be right",
 "assumptions": [{"assumption": "a belief your side rests on", "perspective": "architect" | "operator" | "adversary"}]}`;
