// A person's move composed in the TUI form, written as the JSON an agent would answer with. The
// kinds and fields are those move-actions.ts offers for the seat.
import type { HumanInput } from '../types.js';
import type { ArgState } from './state.js';

type Draft = { kind: string; input: HumanInput };

function move(state: ArgState, { kind, input }: Draft): Record<string, unknown> | null {
  const text = input.text?.trim() ?? '';
  const item = input.item;
  const quick = state.config.mode === 'quick';
  switch (kind) {
    case 'point':
      return { type: 'point', claim: text, kind: input.value ?? 'value' };
    case 'extend':
      return { type: 'point', claim: text, kind: input.value ?? 'value', extends: item };
    case 'rebut':
      return { type: 'point', claim: text, kind: input.value ?? 'value', rebuts: item };
    case 'defend':
      return { type: 'defend', ...(quick ? { point: state.challenges[item ?? '']?.point ?? item } : { challenge: item }), argument: text };
    case 'concede':
      return item?.startsWith('C')
        ? { type: 'concede', challenge: item, reason: text }
        : { type: 'concede', point: item, reason: text };
    case 'revise':
      return { type: 'revise', point: item, claim: text, because: input.reason ?? '' };
    case 'clarify':
      return { type: 'clarify', point: item, claim: text };
    case 'propose':
      return { type: 'propose', position: text };
    case 'assess':
      return input.value === 'OUT-OF-SCOPE'
        ? { type: 'assess', point: item, scope: 'out' }
        : { type: 'assess', point: item, scope: 'in', verdict: input.value, ...(text ? { objection: text } : {}) };
    case 'rule':
      return { type: 'rule', challenge: item, ruling: input.value, reason: input.reason ?? text };
    case 'deadlock':
      return { type: 'deadlock', point: item, cause: input.value, detail: text };
    default:
      return null;
  }
}

export function composeAnswer(state: ArgState, seat: string, drafts: Draft[]): string {
  if (seat === 'arbiter') {
    const flags = drafts.filter((d) => d.kind === 'flag').map((d) => ({ item: d.input.item, concern: d.input.text ?? '' }));
    const assessment = drafts.filter((d) => d.kind === 'assessment').map((d) => d.input.text ?? '').join(' ');
    return JSON.stringify({ flags, assessment });
  }
  const moves = drafts.map((d) => move(state, d)).filter((m): m is Record<string, unknown> => m !== null);
  return JSON.stringify({ moves });
}
