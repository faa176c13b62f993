// The response formats each seat is asked for, and the one-line shape of each move that a retry
// quotes back (parse.ts). Placeholders are written <like this>, so no id in a shape can be taken
// for one of the debate's. The schemas behind them are in moves.ts; the README shows examples.
import type { ArgState, Phase } from '../state.js';

const EVIDENCE_ITEMS = [
  '{"type": "textual", "source": "<path>:<line>" or "<path>:<from>-<to>", "quote": "<the exact text at those lines>", "detail": "<what it shows>"}',
  '{"type": "execution", "detail": "<what you ran and what it printed>"}',
  '{"type": "claim", "detail": "<your own assertion>"}',
  '{"type": "n/a", "detail": "<why no evidence applies: a value judgement>"}',
];

const EVIDENCE_RULES = `- textual is a verbatim quote: its lines are read from the files before it counts, so quote exactly. execution is output you obtained by running something. claim is your word only.
- An empirical point reaches Agreed only with verified textual or execution evidence (execution output counts once the person verifies it).`;

/** How a challenge is named in a move: by id, or (quick mode, ids kept internal) by its point. */
function challengeRef(state: ArgState): string {
  return state.config.mode === 'quick' ? '"point": "<id of the challenged point>"' : '"challenge": "<challenge id>"';
}

const stressDue = (state: ArgState) => state.stressTest.status === 'due' && state.stressTest.round === state.n;

/** Each consultee move the phase admits, as its one-line shape. */
export function consulteeShapes(state: ArgState, phase: Phase = state.phase): Record<string, string> {
  const ref = challengeRef(state);
  const shapes: Record<string, string> = {};
  const evidence = '"evidence": [<evidence item>, …]';
  if (phase === 'CONSTRUCTIVE') {
    shapes.point = `{"type": "point", "claim": "<one claim>", "kind": "empirical" | "value", ${evidence}}   (add "extends" or "rebuts": "<point or position id>" to build on or attack one)`;
  } else if (phase === 'DEVELOPMENT' || stressDue(state)) {
    shapes.point = `{"type": "point", "claim": "<one claim>", "kind": "empirical" | "value", ${evidence}, "extends" or "rebuts": "<point or position id>"}`;
  }
  shapes.defend = `{"type": "defend", ${ref}, "argument": "<why the objection fails>", ${evidence}}`;
  const withdraw = state.config.mode === 'quick' ? '' : '   (or "point": "<your point id>" to withdraw your own point)';
  shapes.concede = `{"type": "concede", ${ref}, "reason": "<why>"}${withdraw}`;
  if (phase !== 'CRYSTALLIZATION') {
    shapes.revise = `{"type": "revise", "point": "<your point id>", "claim": "<the new wording>", "because": "<what changed your mind>", ${evidence}}`;
  }
  shapes.clarify =
    '{"type": "clarify", "point": "<point id>", "claim": "<the point restated as one clear claim>"}   (only when asked to clarify)';
  shapes.support =
    '{"type": "support", "point": "<point id>", "evidence": [<textual or execution evidence item>, …]}   (for your point accepted but waiting for evidence)';
  return shapes;
}

export function orchestratorShapes(state: ArgState): Record<string, string> {
  return {
    assess:
      '{"type": "assess", "point": "<point id>", "verdict": "AGREE" | "SKEPTICAL" | "REJECT" | "ILL-FORMED", "objection": "<the flaw; required for SKEPTICAL and REJECT>", "evidence": [<evidence item>, …]}   (off the question: {"type": "assess", "point": "<point id>", "scope": "out", "objection": "<why>"})',
    rule: `{"type": "rule", ${challengeRef(state)}, "ruling": "accepted" | "rejected", "reason": "<why>"}`,
    contradiction:
      '{"type": "contradiction", "point": "<later point id>", "earlier": "<earlier point id>", "explanation": "<how the two contradict>"}',
    deadlock:
      '{"type": "deadlock", "point": "<point id>", "cause": "missing-data" | "definitional" | "criteria", "detail": "<the question that would settle it | the terms, defined | the trade-off>"}',
  };
}

const OPENING = '{"position": "<your position, complete and self-contained>", "nature": "factual" | "open"}';
const ARBITER =
  '{"flags": [{"item": "<point id>", "concern": "<what is wrong with where it landed>"}], "assessment": "<two or three sentences overall>"}';

/** The whole answer a seat gives now, for retries: `{"moves": [...]}` or its own envelope. */
export function answerShape(state: ArgState, seat: string): string {
  if (seat === 'arbiter') return ARBITER;
  if (seat === 'orchestrator' && state.pending.some((t) => t.seat === 'orchestrator' && t.purpose === 'open')) return OPENING;
  const nature = seat === 'orchestrator' && state.n === 1 ? '"nature": "factual" | "open", ' : '';
  return `{${nature}"moves": [<move>, …]} with one object per move`;
}

/** The shape of one move, with the shapes of evidence items when its evidence was wrong. */
export function moveShape(state: ArgState, seat: string, type: string, fields: readonly string[] = []): string | undefined {
  const shapes = seat === 'consultee' ? consulteeShapes(state, 'CONSTRUCTIVE') : seat === 'orchestrator' ? orchestratorShapes(state) : {};
  const shape = shapes[type];
  if (!shape) return undefined;
  return fields.includes('evidence') ? `${shape}; each evidence item is one of ${EVIDENCE_ITEMS.join(' | ')}` : shape;
}

const HEAD = 'Answer with exactly one JSON object (a ```json fence is fine) and no other JSON:';

export function consulteeFormat(state: ArgState): string {
  const moves = Object.values(consulteeShapes(state)).map((s) => `- ${s}`);
  const example = state.config.mode === 'quick' ? '"point": "P1"' : '"challenge": "C1"';
  return `${HEAD}
{"moves": [<move>, …]}
Moves this round:
${moves.join('\n')}
Evidence items:
${EVIDENCE_ITEMS.map((e) => `- ${e}`).join('\n')}
${EVIDENCE_RULES}
An example of the form only (its ids and texts are not from this debate):
\`\`\`json
{"moves": [
  {"type": "defend", ${example}, "argument": "Sessions fit one slab class, so the waste stays small", "evidence": [{"type": "textual", "source": "docs/memcached.md:41", "quote": "items are stored in slabs of fixed chunk sizes", "detail": "chunk sizes are fixed per slab class"}]}
]}
\`\`\``;
}

export function orchestratorFormat(state: ArgState): string {
  const moves = Object.values(orchestratorShapes(state)).map((s) => `- ${s}`);
  const nature = state.n === 1 ? '"nature": "factual" | "open", ' : '';
  const rule = state.config.mode === 'quick' ? '"point": "P2"' : '"challenge": "C1"';
  const exampleNature = state.n === 1 ? '"nature": "open", ' : '';
  return `${HEAD}
{${nature}"moves": [<move>, …]}
Moves:
${moves.join('\n')}
Optional in "assess": "kind": "empirical" | "value" to correct the point's kind (from empirical to value also needs "because": "<why it is a value judgement>"), and "revision": "Revising from <X> to <Y> because <…>" whenever you change a verdict you gave before.
Evidence items: ${EVIDENCE_ITEMS.slice(0, 2).join(' | ')}
Verdicts: AGREE accepts; SKEPTICAL names a flaw the consultee may defend (two rounds); REJECT says the point is wrong (one round to rebut: give the evidence or the reason it rests on); ILL-FORMED asks for one clarification.
An example of the form only (its ids and texts are not from this debate):
\`\`\`json
{${exampleNature}"moves": [
  {"type": "assess", "point": "P1", "verdict": "SKEPTICAL", "objection": "The latency figure is quoted without a workload"},
  {"type": "rule", ${rule}, "ruling": "rejected", "reason": "The defense restates the claim without new support"}
]}
\`\`\``;
}

export function openingFormat(): string {
  return `${HEAD}\n${OPENING}`;
}

export function arbiterFormat(): string {
  return `${HEAD}\n${ARBITER}\nFlag only items whose bucket you doubt; an empty "flags" list is a valid answer.`;
}
