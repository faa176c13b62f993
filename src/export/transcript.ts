// transcript.md: the session as a person reads it, built from each event and the notices its
// reduction produced (never stored: they are derived), under the headings the protocol's notices
// name (a round, a stage). The session feeds it as events are applied, so writing the transcript
// never reduces anything again.
import type { DebateEvent, Notice } from '../protocols/types.js';
import { eventLine } from '../text/event-line.js';

export class Transcript {
  readonly #lines: string[] = [];
  #section: string | undefined;

  add(event: DebateEvent, notices: readonly Notice[]): void {
    const heading = notices.find((n) => n.section !== undefined)?.section;
    if (heading !== undefined && heading !== this.#section) {
      this.#section = heading;
      this.#lines.push('', `## ${heading}`, '');
    }
    const line = eventLine(event);
    if (line) this.#lines.push(`- ${event.at} ${line.text}`);
    for (const n of notices) this.#lines.push(`  - ${n.text}`);
  }

  render(doc: { id: string; protocol: string; createdAt: string; config: { question: string } }, report: string): string {
    const lines = [
      `# ${doc.config.question}`,
      '',
      `Session ${doc.id} · protocol ${doc.protocol} · created ${doc.createdAt}`,
      ...this.#lines,
      '',
      '---',
      '',
      report,
    ];
    return `${lines.join('\n').trimEnd()}\n`;
  }
}
