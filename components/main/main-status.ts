// What the main screen says around the panes, worked out from the snapshot: the banners when
// something needs the person (read-only, a failed agent, a spent budget, an interrupted step, an
// error) and the status words at the start of the hint line.
import type { Snapshot } from '../../src/session/session-controller.js';
import type { MainCommand } from '../keys/bindings.js';

export interface Banner {
  text: string;
  tone: 'error' | 'warn';
}

export interface StatusPart {
  text: string;
  tone?: 'ok' | 'warn';
}

export function bannersOf(snapshot: Snapshot, keyFor: (command: MainCommand) => string): Banner[] {
  const banners: Banner[] = [];
  if (snapshot.readOnly)
    banners.push({
      text: `READ-ONLY: ${snapshot.readOnlyReason ?? 'another agon has this session open'}${snapshot.following ? '. Following it; it becomes yours when that agon lets go.' : ''}`,
      tone: 'error',
    });
  else if (!snapshot.running && snapshot.failed.length > 0) {
    const f = snapshot.failed[0]!;
    // The ways on come first: on a narrow terminal the reason is what gets cut (the Progress pane has it whole).
    banners.push({
      text: `✗ The ${f.seat} agent failed (${f.attempts} ${f.attempts === 1 ? 'try' : 'tries'}) — ${keyFor('round.step')} try again · ${keyFor('seat')} another agent, or take the seat — ${f.reason}`,
      tone: 'error',
    });
  } else if (!snapshot.running && snapshot.stopped)
    banners.push({ text: `■ Stopped — ${keyFor('budget')} raise or lift the budget — ${snapshot.stopped}`, tone: 'warn' });
  else if (snapshot.interrupted && !snapshot.running)
    banners.push({
      text: `The last step was interrupted before every agent answered: ${keyFor('round.step')} runs it again.`,
      tone: 'warn',
    });
  if (snapshot.error) banners.push({ text: `Error: ${snapshot.error}`, tone: 'error' });
  return banners;
}

export function statusOf(snapshot: Snapshot, message: string | undefined, keyFor: (command: MainCommand) => string): StatusPart[] {
  const { plan } = snapshot;
  const status: StatusPart[] = [];
  if (message) status.push({ text: message, tone: 'warn' });
  if (plan.kind === 'await-human' && !snapshot.running && !snapshot.readOnly)
    status.push({ text: `▶ your turn (${plan.seat}): ${keyFor('compose')} to compose`, tone: 'warn' });
  if (plan.kind === 'done') status.push({ text: `done: ${keyFor('outcome')} the outcome`, tone: 'ok' });
  // A seat the agent connected through `agon mcp` plays answers with its move tool, not here.
  const outside = plan.kind === 'ask' ? plan.requests.map((r) => r.seat).filter((seat) => snapshot.seatSpecs[seat]?.kind === 'mcp') : [];
  if (outside.length > 0 && !snapshot.running)
    status.push({
      text: `▶ waiting for the agent connected through agon mcp (${outside.join(', ')}): it answers with its move tool · ${keyFor('seat')} on a seat to take it`,
      tone: 'warn',
    });
  if (snapshot.running) status.push({ text: `running${snapshot.auto ? ' (auto)' : ''} · ${keyFor('round.cancel')} cancel` });
  else if (snapshot.auto) status.push({ text: 'auto' });
  return status;
}
