// The grounded labelling by the linear-time algorithm (Modgil & Caminada 2009, "Proof theories and
// algorithms for abstract argumentation frameworks", the grounded case): each argument counts its
// attackers not yet OUT; an argument whose count reaches zero is IN, and everything it attacks is
// OUT. Every argument enters the queue at most once and every edge is looked at a bounded number of
// times, so the work is O(arguments + attacks) with no recursion. A duplicated attack edge is
// counted twice and discounted twice, so duplicates change nothing.
import { type Framework, IN, OUT } from './dung.js';

// One array holds both the count (≥ 0, still undecided) and the label (negative), so on a large
// random framework each visit to an argument costs one cache miss rather than two.
const IS_IN = -1;
const IS_OUT = -2;

export function groundedLabelling(af: Framework): Uint8Array {
  const { size, outStart, outTargets, inStart } = af;
  const state = new Int32Array(size);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < size; i++) {
    const attackers = inStart[i + 1]! - inStart[i]!;
    state[i] = attackers;
    if (attackers === 0) {
      state[i] = IS_IN;
      queue[tail++] = i;
    }
  }
  while (head < tail) {
    const a = queue[head++]!;
    const end = outStart[a + 1]!;
    for (let e = outStart[a]!; e < end; e++) {
      const b = outTargets[e]!;
      if (state[b] === IS_OUT) continue;
      state[b] = IS_OUT;
      const bEnd = outStart[b + 1]!;
      for (let f = outStart[b]!; f < bEnd; f++) {
        const c = outTargets[f]!;
        const left = state[c]! - 1;
        // Only an undecided argument's count matters; a count reaching zero makes it IN.
        if (left >= 0) {
          state[c] = left === 0 ? IS_IN : left;
          if (left === 0) queue[tail++] = c;
        }
      }
    }
  }
  const labels = new Uint8Array(size);
  for (let i = 0; i < size; i++) labels[i] = state[i] === IS_IN ? IN : state[i] === IS_OUT ? OUT : 0;
  return labels;
}
