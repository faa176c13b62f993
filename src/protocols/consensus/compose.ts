// A person's move composed in the TUI form (the kinds and fields of move-actions.ts), written as the
// JSON an agent would answer with, so it goes through the same parse.
import { fieldText } from '../kit/human-input.js';
import type { HumanInput } from '../types.js';
import { dueTurn } from '../kit/turns.js';
import type { ConsensusState } from './state.js';

type Drafted = { kind: string; input: HumanInput };

const list = (input: HumanInput, name: string): string[] => {
  const v = input.fields?.[name];
  return (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((x) => x.trim()).filter(Boolean);
};

function position(input: HumanInput): Record<string, unknown> {
  return { text: input.text ?? '', confidence: input.value, reasoning: fieldText(input, 'reasoning') ?? '', weaknesses: list(input, 'weaknesses'), assumptions: list(input, 'assumptions') };
}

export function composeAnswer(state: ConsensusState, seat: string, drafts: Drafted[]): string {
  const of = (kind: string) => drafts.filter((d) => d.kind === kind).map((d) => d.input);
  switch (dueTurn(state, seat)?.purpose) {
    case 'open': {
      const { text, ...rest } = position(of('position')[0] ?? {});
      return JSON.stringify({ position: text, ...rest });
    }
    case 'address':
    case 'confront': {
      const responses = of('respond').map((r) => ({ to: r.item ?? '', decision: r.value, reason: r.text ?? '', change: r.reason ?? '' }));
      const p = of('position')[0];
      return JSON.stringify({ responses, ...(p ? { position: position(p) } : {}) });
    }
    case 'challenge': {
      const v = of('verdict')[0] ?? {};
      return JSON.stringify({ verdict: v.value, objection_strength: fieldText(v, 'strength') || 'minor', summary: v.text ?? '', points: list(v, 'points').map((point) => ({ aspect: '', point })) });
    }
    case 'rebut': {
      const r = of('rebuttal')[0] ?? {};
      return JSON.stringify({ response: r.value, reason: r.text ?? '', points: list(r, 'points').map((point) => ({ aspect: '', point })) });
    }
    case 'assumptions': {
      const a = of('assumptions')[0] ?? {};
      const perspective = fieldText(a, 'perspective') ?? '';
      return JSON.stringify({ why: a.text ?? '', would_change: a.reason ?? '', assumptions: list(a, 'assumptions').map((assumption) => ({ assumption, perspective })) });
    }
    default:
      return JSON.stringify({});
  }
}
