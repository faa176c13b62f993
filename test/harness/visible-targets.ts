// The ids a person is asked for are ids a person can see: every target of every action a protocol
// offers (its human actions, and the move forms of a seat the person holds) is the id or item of a
// row in the record or open part or a seat's name, or is named in the spotlight or in a detail's
// facts. Otherwise a form offers "A5" or "E1" and nothing on the screen says which one that is.
import type { ActionDescriptor, AnyProtocol, Plan, ViewModel } from '../../src/protocols/types.js';

export interface HiddenTarget {
  action: string;
  target: string;
}

/** `id` as a whole word of `text`: P1 is not in "P10", and is in "P1, P2". */
function names(text: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`).test(text);
}

/** Where a person reads ids: the rows' ids and items, the seats, the spotlight, and the details' facts. */
export function visibleIn(view: ViewModel, id: string): boolean {
  const rows = [...view.record.rows, ...view.open.rows];
  if (rows.some((r) => r.id === id || r.item === id)) return true;
  if (view.seats.some((s) => s.seat === id)) return true;
  if (view.spotlight && names(view.spotlight.markdown, id)) return true;
  return Object.values(view.details).some((d) => d.facts.some((f) => f.label === id || names(f.value, id)));
}

/** The actions on offer in `state`: the person's actions, and the move forms of a seat the person holds. */
export function offeredActions(protocol: AnyProtocol, state: unknown, plan: Plan): ActionDescriptor[] {
  return [...protocol.humanActions(state), ...(plan.kind === 'await-human' ? plan.actions : [])];
}

/** Every target of an offered action that no part of the view shows. */
export function hiddenTargets(protocol: AnyProtocol, state: unknown, plan: Plan): HiddenTarget[] {
  const view = protocol.view(state);
  return offeredActions(protocol, state, plan).flatMap((a) =>
    a.targets.filter((t) => !visibleIn(view, t)).map((target) => ({ action: a.kind, target })),
  );
}
