// The response formats each seat is asked for. Kept next to the schemas' meaning in moves.ts and
// documented with examples in ../README.md.
import type { Mode } from '../config.js';

const EVIDENCE = `Evidence items: {"type": "execution" | "textual" | "claim" | "n/a", "detail": "...", "source": "path:line", "quote": "exact text"}.
- execution: output you obtained by running something (say what you ran); textual: a verbatim quote with "source" as path:line or path:from-to; claim: your own assertion; n/a: a value judgement needs no evidence.
- An empirical point reaches Agreed only with execution or textual evidence that has been verified; citations are checked against the files, so quote exactly.`;

export function consulteeFormat(mode: Mode): string {
  const defendBy = mode === 'quick' ? '"point": "P3"' : '"challenge": "C2"';
  return `Answer with exactly one JSON object (a \`\`\`json fence is fine), no other JSON:
{"moves": [ ...moves ]}
Moves:
- {"type": "point", "claim": "one claim", "kind": "empirical" | "value", "evidence": [...], "extends": "P1"?, "rebuts": "P2"?}
- {"type": "defend", ${defendBy}, "argument": "why the objection fails", "evidence": [...]}
- {"type": "concede", ${defendBy}, "reason": "..."}   (or "point": "P4" to withdraw your own point)
- {"type": "revise", "point": "P4", "claim": "the new wording", "because": "what changed your mind"}
- {"type": "clarify", "point": "P5", "claim": "the point restated clearly"}   (only when asked to clarify)
${EVIDENCE}
Example:
\`\`\`json
{"moves": [
  {"type": "point", "claim": "Memcached's slab allocator wastes memory on mixed value sizes", "kind": "empirical",
   "evidence": [{"type": "textual", "source": "docs/memcached.md:41", "quote": "items are stored in slabs of fixed chunk sizes", "detail": "chunk sizes are fixed per slab class"}]},
  {"type": "defend", ${defendBy}, "argument": "Sessions fit one slab class, so the waste stays small", "evidence": []},
  {"type": "revise", "point": "P4", "claim": "Redis persistence is optional for a session cache", "because": "the objection showed sessions can be rebuilt from login"}
]}
\`\`\``;
}

export function orchestratorFormat(mode: Mode): string {
  const ruleBy = mode === 'quick' ? '"point": "P3"' : '"challenge": "C2"';
  const ruleExample = mode === 'quick' ? '"point": "P4"' : '"challenge": "C1"';
  return `Answer with exactly one JSON object (a \`\`\`json fence is fine), no other JSON:
{"nature": "factual" | "open" (round 1 only, optional), "moves": [ ...moves ]}
Moves:
- {"type": "assess", "point": "P3", "scope": "in" | "out", "verdict": "AGREE" | "SKEPTICAL" | "REJECT" | "ILL-FORMED", "objection": "required for SKEPTICAL and REJECT", "kind": "empirical" | "value" (to correct it), "evidence": [...], "revision": "Revising from X to Y because ..." (required when you change an earlier verdict)}
- {"type": "rule", ${ruleBy}, "ruling": "accepted" | "rejected", "reason": "..."}
- {"type": "contradiction", "point": "P7", "earlier": "P2", "explanation": "how P7 contradicts P2"}
- {"type": "deadlock", "point": "P3", "cause": "missing-data" | "definitional" | "criteria", "detail": "the question that would settle it / the terms / the trade-off"}
Verdicts: AGREE accepts; SKEPTICAL names a flaw that can be defended (two rounds); REJECT says it is wrong (one round to rebut, give your evidence); ILL-FORMED asks for a clarification. Out-of-scope points are dismissed.
Example:
\`\`\`json
{"nature": "open", "moves": [
  {"type": "assess", "point": "P1", "scope": "in", "verdict": "AGREE"},
  {"type": "assess", "point": "P2", "scope": "in", "verdict": "SKEPTICAL", "objection": "The latency figure is quoted without a workload"},
  {"type": "rule", ${ruleExample}, "ruling": "rejected", "reason": "The defense restates the claim without new support"}
]}
\`\`\``;
}

export function openingFormat(): string {
  return `Answer with exactly one JSON object: {"position": "your position, complete and self-contained", "nature": "factual" | "open"}`;
}

export function arbiterFormat(): string {
  return `Answer with exactly one JSON object:
{"flags": [{"item": "P3", "concern": "what is wrong with where it landed"}], "assessment": "two or three sentences overall"}
Flag only items whose bucket you doubt; an empty "flags" list is a valid answer.`;
}
