// plan(state): what must happen next. Pure: it reads the state and says who to ask (or what to
// check, or whom to wait for); the runner carries it out.
import { declaredPersona, preparationPlan, unpreparedSeats } from '../kit/preparation.js';
import type { CitationCheck, Plan } from '../types.js';
import { ARGUMENTATION_INFO } from './declaration.js';
import { isHumanSeat } from './config.js';
import { parseSource } from './evidence.js';
import { moveActions } from './move-actions.js';
import { promptFor } from './prompts/index.js';
import type { ArgState, Turn } from './state.js';

export function plan(state: ArgState): Plan {
  if (state.pending.length > 0) {
    const preparation = preparationPlan(unpreparedSeats(state.config.seats, state.prepared), (seat) => declaredPersona(ARGUMENTATION_INFO.seats, seat));
    if (preparation) return preparation;
  }
  const checks = pendingChecks(state);
  if (checks.length > 0) return { kind: 'check', citations: checks };
  const first = state.pending[0];
  if (!first) {
    return { kind: 'done', reason: state.done?.detail ?? 'nothing left to do', ...(state.done?.reason === 'quality' ? { failed: true } : {}) };
  }
  const batch: Turn[] = first.group ? state.pending.filter((t) => t.group === first.group) : [first];
  const agents = batch.filter((t) => !isHumanSeat(state.config, t.seat));
  if (agents.length > 0) {
    return {
      kind: 'ask',
      requests: agents.map((turn) => ({
        seat: turn.seat,
        prompt: promptFor(state, turn),
        ...(turn.group ? { parallelGroup: turn.group } : {}),
        purpose: state.attempts[turn.seat] ? `retry ${turn.purpose}` : turn.purpose,
      })),
    };
  }
  const human = batch[0]!;
  return { kind: 'await-human', seat: human.seat, prompt: promptFor(state, human), actions: moveActions(state, human.seat) };
}

function pendingChecks(state: ArgState): CitationCheck[] {
  const checks: CitationCheck[] = [];
  for (const ev of Object.values(state.evidence)) {
    if (ev.status !== 'unchecked' || !ev.source || ev.quote === undefined) continue;
    const where = parseSource(ev.source);
    if (!where) continue;
    checks.push({ evidence: ev.id, path: where.path, line: where.line, ...(where.endLine ? { endLine: where.endLine } : {}), quote: ev.quote });
  }
  return checks;
}
