// What an item's detail view says about its place in the argument map, worded once for every
// protocol that builds one (see src/semantics/argument-map.ts): its label and score, where its
// protocol standing disagrees, who attacks and who supports it, or why it is no argument at all.
import type { ArgumentMap } from '../../semantics/argument-map.js';

export function formalFacts(map: ArgumentMap, id: string): { label: string; value: string }[] {
  const status = map.status.get(id);
  if (!status) {
    const why = map.omitted.get(id);
    return why ? [{ label: 'formal status', value: `not an argument in the map: ${why}` }] : [];
  }
  const withLabels = (ids: string[]) => ids.map((a) => `${a} (${map.status.get(a)!.label})`).join(', ');
  const attackers = map.attackers.get(id)!;
  const supporters = map.supporters.get(id)!;
  return [
    { label: 'formal status', value: `${status.label} (grounded) · score ${status.score.toFixed(2)}` },
    ...(status.disagrees ? [{ label: 'formal disagreement', value: status.disagrees }] : []),
    ...(attackers.length ? [{ label: 'attacked by', value: withLabels(attackers) }] : []),
    ...(supporters.length ? [{ label: 'supported by', value: withLabels(supporters) }] : []),
  ];
}
