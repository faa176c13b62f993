// How a speech act reads on one line, the same in notices, the record and the report:
// "claim A2 “…” against A1 (rebut), replying to P1", "A1 since {A3, A4}, replying to O1".
import { quote } from '../kit/quote.js';
import type { DialogueMove, PersuasionState } from './state.js';

export function moveText(state: Pick<PersuasionState, 'statements'>, m: DialogueMove): string {
  const words = (id: string | undefined) => (id ? ` ${quote(state.statements[id]?.text ?? id, 100)}` : '');
  const reply = m.reply ? `, replying to ${m.reply}` : '';
  switch (m.act) {
    case 'claim': {
      const attack = state.statements[m.statement!]?.attack;
      return `claim ${m.statement}${words(m.statement)}${attack ? ` against ${attack.target} (${attack.type})` : ''}${reply}`;
    }
    case 'since':
      return `${m.statement} since {${(m.reasons ?? []).join(', ')}}${reply}`;
    case 'why':
    case 'concede':
    case 'retract':
      return `${m.act} ${m.statement}${reply}`;
    case 'final':
      return `final statement: ${quote(m.argument, 120)}`;
  }
}
