// Seed 002's effect rules on the commitment stores, exactly: claim φ adds φ; why φ changes
// nothing; concede φ adds φ; retract φ removes φ; φ since S adds φ and every statement of S. The
// stores are changed nowhere else; the property tests replay the moves through these rules.
import type { Side } from './config.js';
import type { Act } from './state.js';

/** The statements an act adds to, and removes from, its speaker's store. */
export function effect(act: Act, statement: string | undefined, reasons: readonly string[] = []): { add: string[]; remove: string[] } {
  switch (act) {
    case 'claim':
    case 'concede':
      return { add: statement ? [statement] : [], remove: [] };
    case 'since':
      return { add: statement ? [statement, ...reasons] : [...reasons], remove: [] };
    case 'retract':
      return { add: [], remove: statement ? [statement] : [] };
    case 'why':
    case 'final':
      return { add: [], remove: [] };
  }
}

/** The store after an act: C ∪ add − remove, keeping the order statements entered it. */
export function applyEffect(store: readonly string[], change: { add: string[]; remove: string[] }): string[] {
  const next = [...store];
  for (const id of change.add) if (!next.includes(id)) next.push(id);
  return next.filter((id) => !change.remove.includes(id));
}

export type Stores = Record<Side, string[]>;
