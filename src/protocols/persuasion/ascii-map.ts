// The argument map drawn in plain text for the report (seed 002's "Argument Map (ASCII)"): a tree
// under each thesis, every argument under the one it points at, with the relation on its arrow,
// its side and its score. An argument reached twice (a mutual rebuttal, a shared premise) is drawn
// once and named again where it recurs.
import type { ArgumentMapView } from '../types.js';

const WIDTH = 46;

export function asciiMap(map: ArgumentMapView, roots: readonly string[]): string {
  if (map.nodes.length === 0) return '(no arguments)';
  const nodes = new Map(map.nodes.map((n) => [n.id, n]));
  const into = new Map<string, { from: string; relation: string }[]>();
  for (const e of map.edges) {
    const list = into.get(e.to) ?? [];
    list.push({ from: e.from, relation: e.relation });
    into.set(e.to, list);
  }
  const pointsSomewhere = new Set(map.edges.map((e) => e.from));
  const drawn = new Set<string>();
  const lines: string[] = [];
  const label = (id: string) => {
    const n = nodes.get(id)!;
    const text = n.text.replace(/\s+/g, ' ').trim();
    return `[${id}: ${text.length > WIDTH ? `${text.slice(0, WIDTH - 1)}…` : text}] ${n.status ?? n.kind} ${n.formal.score.toFixed(2)}`;
  };
  const draw = (id: string, indent: string) => {
    drawn.add(id);
    const children = into.get(id) ?? [];
    children.forEach((child, i) => {
      const last = i === children.length - 1;
      const again = drawn.has(child.from);
      lines.push(
        `${indent}${last ? '└' : '├'}── ${again ? `[${child.from}] (drawn above)` : label(child.from)} ──${child.relation}──→ ${id}`,
      );
      if (!again) draw(child.from, `${indent}${last ? ' ' : '│'}    `);
    });
  };
  const starts = [...roots.filter((id) => nodes.has(id)), ...map.nodes.filter((n) => !pointsSomewhere.has(n.id)).map((n) => n.id)];
  for (const id of [...starts, ...map.nodes.map((n) => n.id)]) {
    if (drawn.has(id)) continue;
    lines.push(label(id));
    draw(id, '');
  }
  return lines.join('\n');
}
