// Prompt sections the seats' prompts share: the question and perspective, who is at the table,
// K, the dialogue so far, the statements with their scores, the stores, and the rules. The bricks
// (listSection, join) and the mailbox come from the kit.
import { listSection } from '../../kit/prompt-sections.js';
import { analysis } from '../analysis.js';
import { type Seat, SEATS, SIDE_NAME, type Side } from '../config.js';
import { statusText } from '../dialectic.js';
import { kindOf } from '../framework.js';
import { REPLY_TABLE } from '../replies.js';
import { RULES } from '../rules.js';
import { activeFacts, movesOf, type DialogueMove, type PersuasionState } from '../state.js';

export function questionSection(state: PersuasionState): string {
  const perspective = state.config.perspective ? `\nPerspective: weigh everything from the viewpoint of ${state.config.perspective}.` : '';
  return `## The proposition under debate\n${state.config.question}${perspective}`;
}

/** Rule 7: every persona and bias, stated to everyone. */
export function tableSection(state: PersuasionState, you?: Seat): string {
  return listSection(
    'Who is at the table (biases are declared openly)',
    SEATS.map(
      (seat) => `${SIDE_NAME[seat]}${seat === you ? ' (you)' : ''}: ${state.personas[seat].persona} Bias: ${state.personas[seat].bias}`,
    ),
  );
}

export function factsSection(state: PersuasionState): string {
  const facts = activeFacts(state);
  if (facts.length === 0) return '## Shared context K\n(no facts yet)';
  return listSection(
    'Shared context K (facts both sides may cite by id)',
    facts.map((f) => `${f.id}: ${f.text}${f.source ? ` [${f.source}]` : ''}`),
  );
}

export function moveLine(state: PersuasionState, m: DialogueMove): string {
  const status = analysis(state).dialectic.status.get(m.id);
  const text = (id: string | undefined) => (id ? `“${state.statements[id]?.text ?? id}”` : '');
  const reply = m.reply ? ` → ${m.reply}` : '';
  const by = m.by === 'engine' ? ` (by the engine: ${m.note ?? ''})` : '';
  const evidence = m.evidence.length ? ` [evidence: ${m.evidence.join(', ')}]` : '';
  let act: string;
  switch (m.act) {
    case 'claim': {
      const attack = state.statements[m.statement!]?.attack;
      act = `claim ${m.statement} ${text(m.statement)}${attack ? ` against ${attack.target} (${attack.type})` : ''}`;
      break;
    }
    case 'since':
      act = `${m.statement} since {${(m.reasons ?? []).map((r) => `${r} ${text(r)}`).join('; ')}}`;
      break;
    case 'final':
      act = `final: ${m.argument}`;
      break;
    default:
      act = `${m.act} ${m.statement}`;
  }
  const argument = m.argument && m.act !== 'final' ? `\n    ${m.argument}` : '';
  return `${m.id} ${SIDE_NAME[m.side]} r${m.round}${reply}: ${act}${evidence}${by}${status ? ` — ${statusText(status, m.act)}` : ''}${argument}`;
}

export function dialogueSection(state: PersuasionState, moves: DialogueMove[] = movesOf(state), title = 'The dialogue so far'): string {
  if (moves.length === 0) return `## ${title}\n(no moves yet)`;
  return listSection(
    title,
    moves.map((m) => moveLine(state, m)),
  );
}

export function statementLine(state: PersuasionState, id: string): string {
  const s = state.statements[id]!;
  const { map } = analysis(state);
  const formal = map.status.get(id);
  const attackers = map.view.edges.filter((e) => e.to === id && e.relation !== 'support').map((e) => `${e.from} (${e.relation})`);
  const supporters = map.view.edges.filter((e) => e.to === id && e.relation === 'support').map((e) => e.from);
  const standing = formal ? `score ${formal.score.toFixed(2)}` : (map.omitted.get(id) ?? 'not in the framework');
  return [
    `${id} ${SIDE_NAME[s.side]} ${kindOf(state, s)} “${s.text}”`,
    standing,
    s.attack ? `attacks ${s.attack.target} (${s.attack.type})` : '',
    supporters.length ? `supported by ${supporters.join(', ')}` : '',
    attackers.length ? `attacked by ${attackers.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export function statementsSection(state: PersuasionState): string {
  return listSection(
    'Statements (the arguments) and their scores',
    state.statementOrder.map((id) => statementLine(state, id)),
  );
}

export function storesSection(state: PersuasionState): string {
  const store = (side: Side) =>
    `C_${SIDE_NAME[side]} = {${state.stores[side].join(', ')}}${state.retracted[side].length ? `, retracted {${state.retracted[side].join(', ')}}` : ''}`;
  return `## Commitment stores\n${store('pro')}\n${store('opp')}`;
}

export function rulesSection(): string {
  return listSection(
    'Rules you are held to',
    RULES.map((r) => `${r.n}. ${r.title}: ${r.duty}`),
  );
}

export function tableOfReplies(): string {
  return `## Legal replies (seed 002)\n${REPLY_TABLE.map((r) => `- ${r.act} (${r.meaning}) → ${r.replies}`).join('\n')}\nA since also claims each of its reasons; a concession or retraction takes no reply. Effects on your store: claim φ adds φ; why changes nothing; concede φ adds φ; retract φ removes φ; φ since S adds φ and S.`;
}

export function workdirNote(state: PersuasionState): string {
  return state.config.workdir
    ? 'You run inside the project the question is about: search its code and configuration, read its documentation, and look through its git history (git log, git blame) for earlier decisions. Name the file, line or commit of each fact.'
    : 'No project directory is attached: give well-established facts (documentation, published benchmarks, known practice), each with where it comes from.';
}
