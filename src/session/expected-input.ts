// Whether a session expects a seat's move or answer now, and reading one whole: the checks shared
// by a person's move in a seat they hold and the answer of a seat played from outside agon (an
// `mcp` seat). Pure: the plan and the protocol's parse decide.
import type { AnyProtocol, Plan } from '../protocols/types.js';

export type WholeMoves = { ok: true; moves: unknown[] } | { ok: false; problem: string };

/** Why session `id` does not expect a person's move from `seat` now, or null when it does. */
export function moveUnexpected(plan: Plan, seat: string, id: string): string | null {
  if (plan.kind === 'await-human' && plan.seat === seat) return null;
  const waiting = plan.kind === 'await-human' ? `it waits for the ${plan.seat} seat` : `it is not waiting for a person (${plan.kind})`;
  return `${id} does not expect a move from ${seat}: ${waiting}`;
}

/** Why session `id` does not expect an answer from `seat` now, or null when its plan asks that seat. */
export function answerUnexpected(plan: Plan, seat: string, id: string): string | null {
  if (plan.kind === 'ask' && plan.requests.some((r) => r.seat === seat)) return null;
  const now =
    plan.kind === 'ask'
      ? `it asks ${plan.requests.map((r) => r.seat).join(', ')}`
      : plan.kind === 'await-human'
        ? `it waits for the person in the ${plan.seat} seat`
        : `its next step is ${plan.kind}`;
  return `${id} does not expect an answer from ${seat} now: ${now}`;
}

/**
 * A parse problem as one line for a person: the parse words it for an agent's retry prompt, with the
 * shape it expects on a line of its own; a refusal gives that hint after a colon instead.
 */
export function oneLineProblem(problem: string): string {
  return problem
    .replace(/\.?\n+Expected: /g, ': expected ')
    .replace(/\s*\n+\s*/g, '; ')
    .trim();
}

/** A move or an answer read by the protocol's parse, or why it is refused whole (unreadable, or breaking the rules). */
export function readWhole(protocol: AnyProtocol, state: unknown, seat: string, text: string): WholeMoves {
  const parsed = protocol.parse(state, seat, text);
  if (!parsed.ok) return { ok: false, problem: `the move cannot be read: ${oneLineProblem(parsed.problem)}` };
  if (parsed.refused.length > 0)
    return { ok: false, problem: `the move breaks the rules: ${parsed.refused.map((r) => r.reason).join('; ')}` };
  return { ok: true, moves: parsed.moves };
}
