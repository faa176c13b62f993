// transcript.md: the session as a person reads it, built from each event and the notices its
// reduction produced (never stored: they are derived), under the headings the protocol's notices
// name (a round, a stage). The session feeds it as events are applied, so writing the transcript
// never reduces anything again.
import { EVENT, humanKindOf, platformEventType } from '../protocols/contract/platform-events.js';
import type { DebateEvent, Notice } from '../protocols/types.js';

export class Transcript {
  readonly #lines: string[] = [];
  #section: string | undefined;

  add(event: DebateEvent, notices: readonly Notice[]): void {
    const heading = notices.find((n) => n.section !== undefined)?.section;
    if (heading !== undefined && heading !== this.#section) {
      this.#section = heading;
      this.#lines.push('', `## ${heading}`, '');
    }
    const described = describeEvent(event);
    if (described) this.#lines.push(`- ${described}`);
    for (const n of notices) this.#lines.push(`  - ${n.text}`);
  }

  render(doc: { id: string; protocol: string; createdAt: string; config: { question: string } }, report: string): string {
    const lines = [`# ${doc.config.question}`, '', `Session ${doc.id} · protocol ${doc.protocol} · created ${doc.createdAt}`, ...this.#lines, '', '---', '', report];
    return `${lines.join('\n').trimEnd()}\n`;
  }
}

function describeEvent(event: DebateEvent): string | null {
  const d = event.data;
  const seat = typeof d.seat === 'string' ? d.seat : event.actor;
  switch (platformEventType(event)) {
    case EVENT.agentRequested:
      return `${event.at} asked ${seat} (${String(d.purpose ?? '')}, ${String(d.form ?? 'full')} prompt, ${String(d.bytes ?? '?')} bytes)`;
    case EVENT.agentResponded:
      return `${event.at} ${seat} answered in ${Math.round(Number(d.durationMs ?? 0))} ms${tokensOf(d)}${d.stoppedAfterAnswer === true ? ' (it did not exit and was stopped at its timeout)' : ''}`;
    case EVENT.agentFailed:
      return `${event.at} ${seat} failed: ${String(d.reason ?? '')}`;
    case EVENT.moveAccepted:
      return `${seat}'s answer read: ${(d.moves as unknown[] | undefined)?.length ?? 0} moves, ${(d.refused as unknown[] | undefined)?.length ?? 0} refused`;
    case EVENT.moveRejected:
      return `${seat}'s answer could not be used: ${String(d.problem ?? '')}`;
    case EVENT.evidenceChecked:
      return `citation ${String(d.evidence)} checked: ${String(d.result)}`;
    case EVENT.seatPrepared:
      return `${seat}'s persona was written${typeof d.file === 'string' ? ` (${d.file})` : ''}`;
    case EVENT.sessionBudgets:
      return `${event.at} the person set the budgets: ${JSON.stringify(d.budgets ?? {})}`;
    case EVENT.runCancelled:
      return `${event.at} the run was cancelled`;
    case EVENT.runStopped:
      return `${event.at} the run stopped: ${String(d.reason ?? '')}`;
    default: {
      const kind = humanKindOf(event);
      return kind !== undefined ? `${event.at} the person: ${kind}${d.reason ? ` (${String(d.reason)})` : ''}` : null;
    }
  }
}

function tokensOf(d: Record<string, unknown>): string {
  const total = (d.tokens as { total?: number } | undefined)?.total;
  const cost = typeof d.costUsd === 'number' ? `, $${d.costUsd.toFixed(4)}${d.costEstimated ? ' (estimated)' : ''}` : '';
  return total ? `, ${total} tokens${cost}` : cost;
}
