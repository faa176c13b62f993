// The answer formats each seat is asked for, next to their meaning in ../moves.ts and documented
// with examples in ../README.md.

export function debaterFormat(): string {
  return `Answer with exactly one JSON object (a \`\`\`json fence is fine), no other JSON:
{"moves": [ ...speech acts, at most 8 ]}
Speech acts (ids: moves P1, O2; statements A3; facts K1):
- {"act": "claim", "statement": "the new statement", "reply": "O2", "against": "A4", "attack": "rebut" | "undercut", "evidence": ["K1", "docs/db.md:40 says …"], "argument": "why it holds"}
  (only the thesis in the opening replies to nothing and attacks nothing)
- {"act": "why", "reply": "P3", "statement": "A5", "argument": "what is missing"}
- {"act": "concede", "reply": "P3", "statement": "A5"}
- {"act": "retract", "reply": "O4", "statement": "A2"}   (in the closing round "reply" may be left out)
- {"act": "since", "reply": "O4", "statement": "A2", "reasons": ["A6", "a new reason, in words"], "evidence": ["K2"], "argument": "how the reasons support it"}
- {"act": "final", "argument": "your final position, what you concede and retract"}   (closing round only)
Example:
\`\`\`json
{"moves": [
  {"act": "since", "reply": "O1", "statement": "A1", "reasons": ["Most of our queries are simple CRUD", "A3"], "evidence": ["K2"], "argument": "The ORM covers what we write most."},
  {"act": "claim", "reply": "O2", "statement": "The benchmark measured bulk loads, not our request path", "against": "A4", "attack": "undercut", "evidence": ["K4"], "argument": "A4 does not follow from that benchmark."}
]}
\`\`\``;
}

export function gatherFormat(): string {
  return `Answer with exactly one JSON object:
{"facts": [{"fact": "one checkable fact, in one sentence", "source": "path:line, a commit, or a URL"}]}
At most 15 facts; neutral and checkable, no opinions; an empty list is a valid answer.`;
}

export function reviewFormat(): string {
  return `Answer with exactly one JSON object:
{"rulings": [
  {"type": "reclassify", "statement": "A5", "attack": "rebut" | "undercut", "reason": "why its attack is of that kind"},
  {"type": "strike", "statement": "A7", "rule": "steel-man" | "ad-hominem" | "evidence", "reason": "why it does not count"},
  {"type": "flag", "item": "O3", "rule": "steel-man" | "evidence" | "honest-concessions" | "protocol" | "undercut" | "bias" | "ad-hominem", "note": "what the side should fix"}
]}
An empty "rulings" list is a valid answer: rule only where something is wrong.`;
}

export function verdictFormat(): string {
  return `Answer with exactly one JSON object:
{"verdict": {
  "winner": "pro" | "opp",
  "answers": {"survivors": "…", "stronger": "…", "unaddressed": "…", "concessions": "…", "commitments": "…"},
  "rationale": "why this side's arguments were stronger, citing argument ids (A3, A5)",
  "strongest": ["A3", "A5"],
  "validPoints": [{"id": "A4", "why": "what the losing side got right"}],
  "consensus": "a practical recommendation that keeps the best of both sides",
  "revisit": ["a condition under which the verdict should be reopened"],
  "bias": "how the declared biases were accounted for"
}}
"strongest" lists surviving arguments of the winner, strongest first; "validPoints" names arguments of the losing side.`;
}
