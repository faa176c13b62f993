// A person's composed moves, written as the answer their seat's agent would send, so they go
// through the same parse as an agent's.
import type { HumanInput } from '../types.js';
import { fieldText } from '../kit/human-input.js';
import type { PersuasionState } from './state.js';

const list = (input: HumanInput, name: string): string[] => {
  const v = input.fields?.[name];
  return (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((x) => x.trim()).filter(Boolean);
};

export function composeAnswer(state: PersuasionState, seat: string, drafts: { kind: string; input: HumanInput }[]): string {
  if (seat === 'mod') return JSON.stringify(moderatorAnswer(drafts));
  return JSON.stringify({ moves: drafts.map(({ kind, input }) => debaterMove(state, kind, input)) });
}

function debaterMove(state: PersuasionState, kind: string, input: HumanInput): Record<string, unknown> {
  const argument = fieldText(input, 'argument')?.trim() ?? '';
  const common = { act: kind, ...(input.item ? { reply: input.item } : {}), ...(argument ? { argument } : {}) };
  switch (kind) {
    case 'claim': {
      const against = fieldText(input, 'against')?.trim();
      const attack = fieldText(input, 'attack')?.trim();
      return { ...common, statement: input.text ?? '', ...(against ? { against } : {}), ...(attack ? { attack } : {}), evidence: list(input, 'evidence') };
    }
    case 'since':
      return { ...common, statement: input.item ? (state.moves[input.item]?.statement ?? '') : '', reasons: list(input, 'reasons'), evidence: list(input, 'evidence') };
    case 'final':
      return { act: 'final', argument: input.text ?? '' };
    default:
      return { ...common, statement: input.value ?? '' };
  }
}

function moderatorAnswer(drafts: { kind: string; input: HumanInput }[]): Record<string, unknown> {
  const facts: unknown[] = [];
  const rulings: unknown[] = [];
  let verdict: unknown;
  for (const { kind, input } of drafts) {
    switch (kind) {
      case 'fact': {
        const source = fieldText(input, 'source')?.trim();
        facts.push({ fact: input.text ?? '', ...(source ? { source } : {}) });
        break;
      }
      case 'reclassify':
        rulings.push({ type: 'reclassify', statement: input.item, attack: input.value, reason: input.reason ?? '' });
        break;
      case 'strike':
        rulings.push({ type: 'strike', statement: input.item, rule: input.value, reason: input.reason ?? '' });
        break;
      case 'flag':
        rulings.push({ type: 'flag', item: input.item, rule: input.value, note: input.text ?? '' });
        break;
      case 'verdict': {
        const f = (name: string) => fieldText(input, name)?.trim() ?? '';
        verdict = {
          winner: input.value,
          answers: { survivors: f('survivors'), stronger: f('stronger'), unaddressed: f('unaddressed'), concessions: f('concessions'), commitments: f('commitments') },
          rationale: f('rationale'),
          strongest: list(input, 'strongest'),
          validPoints: list(input, 'validPoints').map((p) => {
            const [id, ...why] = p.split(':');
            return { id: id!.trim(), why: why.join(':').trim() || 'a valid point' };
          }),
          consensus: f('consensus'),
          revisit: list(input, 'revisit'),
          bias: f('bias'),
        };
        break;
      }
    }
  }
  return { facts, rulings, ...(verdict !== undefined ? { verdict } : {}) };
}
