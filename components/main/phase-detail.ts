// Where the debate stands, in words: the status line the Progress pane shows, and the pane's whole
// content as one text (enter on the phase), so what a narrow pane cuts can still be read in full.
import type { Snapshot } from '../../src/session/session-controller.js';
import { describeSpec, money, seconds, spentLine } from './figures.js';
import { grouped } from '../../src/text/numbers.js';

/** The one-line status of the run: done, running, failed, stopped, the person's turn, or ready. */
export function statusText(snapshot: Snapshot): string {
  const { status } = snapshot.view;
  if (status.state === 'done') return `done — ${status.reason ?? ''}`;
  if (snapshot.running) return 'running…';
  if (snapshot.failed.length > 0) return `stopped: the ${snapshot.failed.map((f) => f.seat).join(' and ')} agent failed`;
  if (snapshot.stopped) return `stopped: ${snapshot.stopped}`;
  if (status.state === 'awaiting-human') return `your turn: ${status.reason ?? ''}`;
  return 'ready';
}

/** What has been spent, against the budgets in force. */
export function spendText(snapshot: Snapshot): string {
  const { usage, budgets } = snapshot;
  return [
    `spent ${grouped(usage.tokens)} tokens${budgets.tokens !== undefined ? ` of ${grouped(budgets.tokens)}` : ''}`,
    `${money(usage.usd)}${usage.usdEstimated ? ' (est.)' : ''}${budgets.usd !== undefined ? ` of ${money(budgets.usd)}` : ''}`,
    `${seconds(usage.seconds)}${budgets.seconds !== undefined ? ` of ${seconds(budgets.seconds)}` : ''}`,
  ].join(' · ');
}

const CHECK = { met: '[x]', unmet: '[ ]', unknown: '[?]' } as const;

/** The Progress pane whole: phase, progress, status, stages, checklist, groups, seats, spend, flags. */
export function phaseText(snapshot: Snapshot, cardKey = 'i'): string {
  const { progress, groups, seats, flags } = snapshot.view;
  const failed = new Map(snapshot.failed.map((f) => [f.seat, f]));
  const { headline, spotlight } = snapshot.view;
  const lines = [`${progress.phase} · ${progress.label}`, statusText(snapshot)];
  if (headline) lines.push('', headline.text);
  if (spotlight) lines.push('', `${spotlight.title}: ${cardKey} shows it whole.`);
  if (progress.note) lines.push(progress.note);
  if (progress.stages.length > 0) {
    lines.push('', 'Stages:');
    for (const s of progress.stages)
      lines.push(`  ${s.name}: ${s.state}${s.budget ? ` (${s.budget.used} of ${s.budget.total})` : ''}${s.note ? ` — ${s.note}` : ''}`);
  }
  if (progress.checklist.length > 0) {
    lines.push('', 'Checklist:');
    for (const c of progress.checklist) lines.push(`  ${CHECK[c.state]} ${c.label}${c.detail ? ` (${c.detail})` : ''}`);
  }
  if (groups.length > 0) {
    lines.push('', 'Groups:');
    for (const g of groups)
      lines.push(`  ${g.name} (${g.items.length})${g.items.length ? `: ${g.items.map((i) => i.id).join(', ')}` : ''}`);
  }
  lines.push('', 'Seats:');
  for (const seat of seats) {
    const spec = snapshot.seatSpecs[seat.seat];
    const spent = snapshot.usage.bySeat[seat.seat];
    const failure = failed.get(seat.seat);
    lines.push(`  ${seat.seat}: ${seat.human ? 'you' : spec ? describeSpec(spec) : seat.agent}${seat.stance ? ` · ${seat.stance}` : ''}`);
    if (spent) lines.push(`    ${spentLine(spent)}`);
    if (failure)
      lines.push(`    ✗ failed (${failure.kind}, ${failure.attempts} ${failure.attempts === 1 ? 'try' : 'tries'}): ${failure.reason}`);
  }
  lines.push('', spendText(snapshot));
  if (flags.length > 0) lines.push('', ...flags.map((f) => `⚑ ${f.text}`));
  return lines.join('\n');
}
