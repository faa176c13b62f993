// Three personas must be three experts: a second copy of one adds nothing the seed wants. Checked
// on the proposer's answer, on the person's edit, and (by reference) on the files written.
import { type Challenger, CHALLENGERS } from './persona-text.js';

const same = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** Why these personas are not three distinct experts, or null. */
export function sameness(personas: Partial<Record<Challenger, { title: string; text?: string; focus?: string[] }>>): string | null {
  const seats = CHALLENGERS.filter((s) => personas[s]);
  for (let i = 0; i < seats.length; i++) {
    for (let j = i + 1; j < seats.length; j++) {
      const a = personas[seats[i]!]!;
      const b = personas[seats[j]!]!;
      if (same(a.title, b.title)) return `the ${seats[i]} and the ${seats[j]} have the same title ("${a.title}")`;
      if (a.text !== undefined && b.text !== undefined && same(a.text, b.text))
        return `the ${seats[i]} and the ${seats[j]} have the same persona`;
      if (
        a.focus &&
        b.focus &&
        a.focus.length > 0 &&
        a.focus.every((f, k) => b.focus![k] !== undefined && same(f, b.focus![k]!)) &&
        a.focus.length === b.focus.length
      ) {
        return `the ${seats[i]} and the ${seats[j]} look for the same things`;
      }
    }
  }
  return null;
}
