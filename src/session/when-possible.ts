// A refused action says when it becomes possible, from one place: the protocol is asked (its own
// `whenPossible`) only about an action it does not offer now, and a refusal is said in one line
// the same way by the command line, the MCP server and the TUI.
import type { ActionAsk, ActionDescriptor, AnyProtocol } from '../protocols/types.js';

/** The action asked for is among those offered now (on the item, when one is named). */
function offered(actions: readonly ActionDescriptor[], ask: ActionAsk): boolean {
  return actions.some(
    (a) => ('kind' in ask ? a.kind === ask.kind : a.command === ask.command) && (ask.item === undefined || a.targets.includes(ask.item)),
  );
}

/** When the action asked for becomes possible, in the protocol's words; undefined when it is possible now or the protocol cannot say. */
export function whenPossible(protocol: AnyProtocol, state: unknown, ask: ActionAsk): string | undefined {
  if (!protocol.whenPossible || offered(protocol.humanActions(state), ask)) return undefined;
  return protocol.whenPossible(state, ask)?.trim() || undefined;
}

/** A refused action: what is wrong, and when (if the protocol can say) it becomes possible. */
export interface Refusal {
  problem: string;
  when?: string;
}

/** The refusal in one line: `"arbitrate" is not available now (…); arbitration can be requested again once …`. */
export function refusalLine(refusal: Refusal): string {
  const problem = refusal.problem.replace(/\.$/, '');
  return refusal.when ? `${problem}; ${refusal.when.replace(/\.$/, '')}` : problem;
}
