// Prompt sections the seats' prompts share: the question, a position version, a dissent with what
// was said on it. The bricks (listSection, join) and the mailbox come from the kit.
import { join, listSection } from '../../kit/prompt-sections.js';
import { ANGLES } from '../persona-text.js';
import type { Point } from '../moves.js';
import { type ConsensusState, type Dissent, position } from '../state.js';

export const questionSection = (state: ConsensusState) => `## Question\n${state.config.question}`;

const pointLine = (p: Point) => (p.aspect ? `${p.aspect}: ${p.point}` : p.point);

export function positionSection(state: ConsensusState, heading = 'The position'): string {
  const v = position(state);
  if (!v) return '';
  return join(
    `## ${heading} (v${v.version}${v.confidence ? `, confidence ${v.confidence}` : ''})\n${v.text}`,
    v.reasoning ? `### Reasoning\n${v.reasoning}` : '',
    listSection('Weaknesses the proposer acknowledges', v.weaknesses).replace(/^## /, '### '),
    listSection('Assumptions', v.assumptions).replace(/^## /, '### '),
    v.changes.length
      ? `### Changed in v${v.version} because\n${v.changes.map((c) => `- ${ANGLES[c.perspective].label} found ${c.text}`).join('\n')}`
      : '',
  );
}

/** A dissent as the proposer reads it: the objection, then every answer and rebuttal since. */
export function dissentLines(state: ConsensusState, dissent: Dissent): string {
  const lines = dissent.items.map((id) => {
    const item = state.items[id]!;
    switch (item.kind) {
      case 'verdict': {
        const stance = item.override?.verdict
          ? `${item.override.verdict.value} (set by the person: ${item.override.verdict.reason})`
          : item.hollow
            ? `agree, counted as partial: ${item.hollow}`
            : item.verdict;
        const strength = item.override?.strength ? `${item.override.strength.value} (set by the person)` : item.strength;
        return [
          `  - round ${item.round} verdict: ${stance}, ${strength}${item.summary ? ` — ${item.summary}` : ''}`,
          ...item.points.map((p) => `    - ${pointLine(p)}`),
        ].join('\n');
      }
      case 'response':
        return `  - ${item.by === 'person' ? 'the person answered for you' : 'you answered'} (round ${item.round}): ${item.decision ?? 'no decision'} — ${item.reason}`;
      case 'rebuttal':
        return [
          `  - round ${item.round} rebuttal: ${item.override ? `${item.override.value} (set by the person: ${item.override.reason})` : (item.response ?? 'unreadable')} — ${item.reason}`,
          ...item.points.map((p) => `    - ${pointLine(p)}`),
        ].join('\n');
      default:
        return '';
    }
  });
  return [`- ${dissent.id} — the ${ANGLES[dissent.seat].label} (${ANGLES[dissent.seat].angle}):`, ...lines.filter(Boolean)].join('\n');
}

export { pointLine };
