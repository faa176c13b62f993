// The markdown report, section by section as seed 002's output format gives it: participants, K,
// the transcript with speech-act badges and ids, the final commitment stores, the arguments and
// relations tables, the argument map, and the verdict with the quality metrics.
import type { Analysis } from './analysis.js';
import { asciiMap } from './ascii-map.js';
import { SEATS, SIDE_NAME, type Side } from './config.js';
import { derivedAttacks } from './derived.js';
import { leadText } from './dialectic.js';
import { kindOf } from './framework.js';
import { metrics } from './metrics.js';
import { RULES } from './rules.js';
import { type DialogueMove, movesOf, type PersuasionState } from './state.js';

const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const set = (ids: readonly string[]) => `{${ids.join(', ')}}`;

export function report(state: PersuasionState, a: Analysis, outcomeLine: string): string {
  const lines: string[] = [];
  const push = (...more: string[]) => lines.push(...more);
  push(`# Debate: "${state.config.question}"`, '');
  push(
    `Protocol: persuasion (seed 002) · ${state.config.rounds} argumentation round${state.config.rounds === 1 ? '' : 's'}${state.config.perspective ? ` · perspective: ${state.config.perspective}` : ''}`,
    '',
  );
  push(`**Outcome:** ${outcomeLine}`, '');
  push(
    '## Participants',
    '',
    ...SEATS.map((s) => `- **${SIDE_NAME[s]}** ${state.personas[s].persona} *Bias:* ${state.personas[s].bias}`),
    '',
  );
  push('## Shared Context (K)', '');
  if (state.factOrder.length === 0) push('(no facts were gathered)');
  for (const id of state.factOrder) {
    const f = state.facts[id]!;
    const origin = `${f.source ? `${f.source}; ` : ''}${f.by === 'human' ? 'added by the person' : `found by ${SIDE_NAME[f.by]}`}`;
    push(f.removed ? `- ~~**${id}** ${f.text}~~ *(removed by the person: ${f.removed})*` : `- **${id}** ${f.text} *(${origin})*`);
  }
  push('', '---', '', '## Transcript', '');
  transcript(state, push);
  push(
    '---',
    '',
    '## Commitment Stores (Final State)',
    '',
    '| Agent | Commitments | Retractions |',
    '|-------|-------------|-------------|',
  );
  for (const side of ['pro', 'opp'] as const) push(`| ${SIDE_NAME[side]} | ${set(state.stores[side])} | ${set(state.retracted[side])} |`);
  push('', '---', '', '## Argumentation Framework', '');
  framework(state, a, push);
  push('---', '', '## Verdict', '');
  verdict(state, a, push);
  return `${lines.join('\n').trimEnd()}\n`;
}

const ROUND_TITLE = (state: PersuasionState, round: number) =>
  round === 0 ? 'Round 0: Opening' : round > state.config.rounds ? `Round ${round}: Closing` : `Round ${round}: Argumentation`;

function transcript(state: PersuasionState, push: (...l: string[]) => void): void {
  const moves = movesOf(state);
  if (moves.length === 0) push('(no moves were made)', '');
  const rounds = [...new Set(moves.map((m) => m.round))];
  for (const round of rounds) {
    push(`### ${ROUND_TITLE(state, round)}`, '');
    for (const m of moves.filter((x) => x.round === round)) push(...moveBlock(state, m), '');
    const rulings = state.rulings.filter((r) => r.round === round);
    for (const r of rulings) push(`*${r.by === 'mod' ? 'MOD' : 'The person'} [${r.id}] ${r.kind} ${r.target}: ${r.detail}*`, '');
    if (round !== rounds.at(-1)) push('---', '');
  }
}

function moveBlock(state: PersuasionState, m: DialogueMove): string[] {
  const head = `**${SIDE_NAME[m.side]} [${m.id}]**`;
  const words = (id: string | undefined) => `“${state.statements[id ?? '']?.text ?? id ?? ''}”`;
  const reply = m.reply ? ` ↩ ${m.reply}` : '';
  const engine = m.by === 'engine' ? ` *(by the engine: ${m.note ?? ''})*` : '';
  const body: string[] = [];
  let line: string;
  switch (m.act) {
    case 'claim': {
      const attack = state.statements[m.statement!]?.attack;
      const kind = (t: string) => (t === 'rebut' ? 'rebutting' : 'undercutting');
      const reclassified =
        attack && attack.by !== 'move' ? `, reclassified as ${kind(attack.type)} by ${attack.by === 'mod' ? 'MOD' : 'the person'}` : '';
      line = `${head} \`claim\` ${words(m.statement)} (${m.statement})${attack ? ` against ${attack.target}, ${kind(attack.declared)} defeater${reclassified}` : ''}${reply}`;
      break;
    }
    case 'since':
      line = `${head} \`${m.statement} since\` {${(m.reasons ?? []).join(', ')}}${reply}`;
      body.push(...(m.reasons ?? []).map((r) => `> - ${r}: ${state.statements[r]?.text ?? ''}`));
      break;
    case 'final':
      line = `${head} \`final\``;
      break;
    default:
      line = `${head} \`${m.act}\` ${m.statement}${reply}`;
  }
  if (m.argument) body.push(...m.argument.split('\n').map((l) => `> ${l}`));
  if (m.evidence.length)
    body.push(`> Evidence: ${m.evidence.map((e) => `${e} (${state.facts[e]?.text ?? state.evidence[e]?.text ?? ''})`).join('; ')}`);
  return [`${line}${engine}`, ...body];
}

function framework(state: PersuasionState, a: Analysis, push: (...l: string[]) => void): void {
  const { view } = a.map;
  push(
    `Scores: seed 002's weights (base 0.5; support +0.2, rebut −0.3, undercut −0.4 of the source's score; clamped to [0, 1]), ${view.method.converged ? 'converged to a fixpoint' : `**did not converge** (residual ${view.method.residual.toExponential(1)}; the solver's last values are shown)`}. Labels: ${view.method.labels}. An argument survives when its score is above 0.5.`,
    '',
  );
  push('### Arguments', '', '| ID | Content | Source | Score |', '|----|---------|--------|-------|');
  for (const n of view.nodes) {
    const s = state.statements[n.id];
    const source = s ? `${SIDE_NAME[s.side]} (${kindOf(state, s)})` : n.kind === 'fact' ? 'K' : `${n.status ?? ''} (evidence)`;
    push(`| ${n.id} | ${cell(n.text)} | ${source} | ${n.formal.score.toFixed(2)} |`);
  }
  for (const { id, reason } of view.omitted)
    if (state.statements[id])
      push(`| ${id} | ${cell(state.statements[id]!.text)} | ${SIDE_NAME[state.statements[id]!.side]} | — (${cell(reason)}) |`);
  push('', '### Relations', '', '| From | To | Type | Classification |', '|------|----|------|----------------|');
  const declared = new Set(
    state.statementOrder.filter((id) => state.statements[id]!.attack).map((id) => `${id} ${state.statements[id]!.attack!.target}`),
  );
  for (const e of view.edges) {
    if (e.relation === 'support') push(`| ${e.from} | ${e.to} | Support | Direct${state.statements[e.from] ? '' : ' (evidence)'} |`);
    else
      push(
        `| ${e.from} | ${e.to} | Attack | ${e.relation === 'rebut' ? 'Rebutting' : 'Undercutting'}${declared.has(`${e.from} ${e.to}`) ? '' : ' (mutual)'} |`,
      );
  }
  for (const d of derivedAttacks(view))
    push(`| ${d.from} | ${d.to} | Attack | ${d.kind === 'supported' ? 'Supported' : 'Secondary'} (via ${d.via}) |`);
  const roots = [state.thesis.pro, state.thesis.opp].filter((t): t is string => t !== undefined);
  push('', '### Argument Map (ASCII)', '', '```', asciiMap(view, roots), '```', '');
}

function verdict(state: PersuasionState, a: Analysis, push: (...l: string[]) => void): void {
  const v = state.verdict;
  const score = (id: string) => a.map.status.get(id)?.score.toFixed(2) ?? '—';
  const text = (id: string) => state.statements[id]?.text ?? '';
  if (!v) {
    push(state.ended ? `No verdict: ${state.ended}.` : 'No verdict yet: the debate is still going.', '');
  } else {
    const winner: Side = v.overruled?.winner ?? v.winner;
    push(
      `### Winner: **${SIDE_NAME[winner]}** (Score: ${v.scores[winner].toFixed(2)} vs ${v.scores[winner === 'pro' ? 'opp' : 'pro'].toFixed(2)})`,
      '',
    );
    push(
      v.how === 'surrender'
        ? `*Decided by surrender: ${state.surrendered?.how ?? ''}.*`
        : '*Decided by the scores: neither side surrendered its thesis (rule 6).*',
    );
    const lead = leadText(state, a.dialectic);
    if (lead) push(`*Dialectical status at the end (Prakken): ${lead}.*`);
    if (v.overruled) push(`*The person overruled the verdict (${SIDE_NAME[v.winner]}): ${v.overruled.reason}.*`);
    if (v.by === 'engine') push("*The moderator gave no usable verdict: this is the engine's determination by the rules.*");
    push('');
    if (v.answers) {
      const d = a.determination;
      const counted = (side: Side) => d.survivors[side].map((id) => `${id} (${score(id)})`).join(', ') || 'none';
      push("### The Moderator's Five Questions", '');
      push(`1. **Which arguments survived?** ${v.answers.survivors} *(counted: PRO ${counted('pro')}; OPP ${counted('opp')})*`);
      push(`2. **Which side has stronger surviving arguments?** ${v.answers.stronger}`);
      push(`3. **Are there unaddressed critical questions?** ${v.answers.unaddressed}`);
      push(`4. **Did either side make concessions that weaken their position?** ${v.answers.concessions}`);
      push(`5. **What is the final commitment store state?** ${v.answers.commitments}`, '');
    }
    push('### Rationale', '', v.rationale, '');
    push(
      '### Strongest Surviving Arguments',
      '',
      ...(v.strongest.length ? v.strongest.map((id, i) => `${i + 1}. **${id}** (${score(id)}): ${text(id)}`) : ['(none survived)']),
      '',
    );
    push(
      '### Valid Points from Losing Side',
      '',
      ...(v.validPoints.length
        ? v.validPoints.map((p, i) => `${i + 1}. **${p.id}** (${score(p.id)}): ${text(p.id)} — ${p.why}`)
        : ['(none named)']),
      '',
    );
    push('### Consensus Solution', '', v.consensus || '(none given)', '');
    push('### Conditions for Revisiting', '', ...(v.revisit.length ? v.revisit.map((r) => `- ${r}`) : ['(none given)']), '');
    if (v.bias) push('### Bias Accounted For', '', v.bias, '');
  }
  if (state.flags.length)
    push(
      '### Rule Flags',
      '',
      ...state.flags.map(
        (f) => `- rule ${RULES.find((r) => r.id === f.rule)?.n ?? '?'} (${f.rule}, by ${f.by}, round ${f.round}): ${f.text}`,
      ),
      '',
    );
  const m = metrics(state, a);
  push('### Debate Quality Metrics', '');
  push(`- Arguments raised: ${m.arguments}`);
  push(
    `- Attacks: ${m.attacks} raised (${m.rebuts} rebuts, ${m.undercuts} undercuts); derived: ${m.supportedAttacks} supported, ${m.secondaryAttacks} secondary`,
  );
  push(`- Supports: ${m.supports}`);
  push(`- Concessions made: ${m.concessions}`);
  push(`- Retractions: ${m.retractions} (${m.forcedRetractions} by the engine)`);
  push(`- Speech acts: ${m.moves} (${m.engineWhys} whys asked by the engine); rule flags: ${m.flags}; struck arguments: ${m.struck}`);
}
