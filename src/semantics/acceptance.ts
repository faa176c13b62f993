// Credulous (in some extension) and skeptical (in every extension) acceptance of one argument.
// Complete and preferred are directional: an argument's fate depends only on the arguments that
// can reach it by attacks, so those searches are confined to its ancestors. Stable is not
// directional (an odd cycle anywhere removes every stable extension), so it searches everything.
import { type Framework, IN, OUT, UNDEC } from './dung.js';
import { forEachLabelling, type Limits, type Pin, type Semantics } from './extensions.js';
import { groundedLabelling } from './grounded.js';

export function credulouslyAccepted(af: Framework, semantics: Semantics, arg: number, limits?: Partial<Limits>): boolean {
  if (semantics === 'stable') return exists(af, 'stable', { arg, allowed: [IN] }, undefined, limits);
  const grounded = groundedLabelling(af)[arg]!;
  if (grounded !== UNDEC || semantics === 'grounded') return grounded === IN;
  // A complete extension holding the argument extends to a preferred one holding it.
  return exists(af, 'complete', { arg, allowed: [IN] }, ancestors(af, arg), limits);
}

export function skepticallyAccepted(af: Framework, semantics: Semantics, arg: number, limits?: Partial<Limits>): boolean {
  // Vacuously accepted when there is no stable extension at all (the ICCMA convention).
  if (semantics === 'stable') return !exists(af, 'stable', { arg, allowed: [OUT] }, undefined, limits);
  const grounded = groundedLabelling(af)[arg]!;
  if (grounded !== UNDEC || semantics !== 'preferred') return grounded === IN;
  let everywhere = true;
  forEachLabelling(
    af,
    'preferred',
    (labels) => {
      if (labels[arg] !== IN) everywhere = false;
      return everywhere;
    },
    { scope: ancestors(af, arg), ...(limits ? { limits } : {}) },
  );
  return everywhere;
}

function exists(
  af: Framework,
  semantics: Semantics,
  pin: Pin,
  scope: Uint8Array | undefined,
  limits: Partial<Limits> | undefined,
): boolean {
  let found = false;
  const stop = () => {
    found = true;
    return false;
  };
  forEachLabelling(af, semantics, stop, { pin, ...(scope ? { scope } : {}), ...(limits ? { limits } : {}) });
  return found;
}

/** The argument and every argument with an attack path to it. */
function ancestors(af: Framework, arg: number): Uint8Array {
  const seen = new Uint8Array(af.size);
  const queue = new Int32Array(af.size);
  let head = 0;
  let tail = 0;
  seen[arg] = 1;
  queue[tail++] = arg;
  while (head < tail) {
    const x = queue[head++]!;
    for (let e = af.inStart[x]!; e < af.inStart[x + 1]!; e++) {
      const a = af.inSources[e]!;
      if (!seen[a]) {
        seen[a] = 1;
        queue[tail++] = a;
      }
    }
  }
  return seen;
}
