// The attacks seed 002 derives from supports, listed for the relations table: a supported attack
// (X supports Y, Y attacks Z: X indirectly attacks Z) and a secondary attack (X attacks Y, Y
// supports Z: X indirectly weakens Z), over chains of supports of any length, each once and never
// where a direct attack already stands. The grounded labels use the same attacks (the platform's
// reduction); the scores do not count them again, as the support and attack they come from already
// carry their effect through the scores (README.md, "Our reading").
import type { ArgumentMapView } from '../types.js';

export interface DerivedAttack {
  from: string;
  to: string;
  kind: 'supported' | 'secondary';
  /** The argument the attack passes through. */
  via: string;
}

export function derivedAttacks(map: Pick<ArgumentMapView, 'edges'>): DerivedAttack[] {
  const supportsIn = new Map<string, string[]>();
  const supportsOut = new Map<string, string[]>();
  const direct = new Set<string>();
  const attacks: { from: string; to: string }[] = [];
  for (const e of map.edges) {
    if (e.relation === 'support') {
      push(supportsIn, e.to, e.from);
      push(supportsOut, e.from, e.to);
    } else {
      direct.add(`${e.from} ${e.to}`);
      attacks.push(e);
    }
  }
  const out: DerivedAttack[] = [];
  const seen = new Set(direct);
  const add = (from: string, to: string, kind: DerivedAttack['kind'], via: string) => {
    const key = `${from} ${to}`;
    if (from === to || seen.has(key)) return;
    seen.add(key);
    out.push({ from, to, kind, via });
  };
  for (const { from, to } of attacks) for (const s of reachable(from, supportsIn)) add(s, to, 'supported', from);
  for (const { from, to } of attacks) for (const t of reachable(to, supportsOut)) add(from, t, 'secondary', to);
  return out;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function reachable(start: string, next: Map<string, string[]>): string[] {
  const out: string[] = [];
  const seen = new Set<string>([start]);
  const visit = (v: string) => {
    if (seen.has(v)) return;
    seen.add(v);
    out.push(v);
  };
  next.get(start)?.forEach(visit);
  for (let head = 0; head < out.length; head++) next.get(out[head]!)?.forEach(visit);
  return out;
}
