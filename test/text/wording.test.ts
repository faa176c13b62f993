// The surfaces word platform events and step ends alike: transcript.md and MCP progress print the
// one event line (the TUI's strip too: test/components/recovery.test.tsx), and the CLI and MCP
// report a step's end in the same words but for how each names its commands.
import { describe, expect, it } from 'vitest';
import { cliNextSteps } from '../../src/session/drive.js';
import { Transcript } from '../../src/export/transcript.js';
import { withFeed } from '../../src/mcp/progress.js';
import { mcpNextSteps } from '../../src/mcp/step-reply.js';
import type { ToolContext } from '../../src/mcp/tool.js';
import type { DebateEvent } from '../../src/protocols/types.js';
import type { StepEnd } from '../../src/runner/types.js';
import { eventLine } from '../../src/text/event-line.js';
import { type NextSteps, stepReport } from '../../src/text/step-report.js';

const at = '2026-01-01T00:00:00.000Z';
const ref = 'a'.repeat(64);
const failed: DebateEvent = {
  seq: 7,
  at,
  actor: 'runner',
  type: 'agent.failed',
  data: { seat: 'consultee', kind: 'timeout', reason: 'timed out after 120s', retryInMs: 2000 },
};
const asked: DebateEvent = {
  seq: 5,
  at,
  actor: 'runner',
  type: 'agent.requested',
  data: { seat: 'consultee', purpose: 'open', promptRef: ref, form: 'full', bytes: 1234 },
};
const answered: DebateEvent = {
  seq: 6,
  at,
  actor: 'consultee',
  type: 'agent.responded',
  data: { seat: 'consultee', rawRef: ref, durationMs: 1500, tokens: { total: 300 } },
};

async function progressOf(events: DebateEvent[]): Promise<string[]> {
  const lines: string[] = [];
  await withFeed({ progress: (m: string) => lines.push(m) } as unknown as ToolContext, async (feed) => {
    for (const event of events) feed.event(event, []);
  });
  return lines;
}

describe('platform-event lines', () => {
  it('word an agent failing that is tried again, with the failure and the pause', () => {
    expect(eventLine(failed)).toEqual({
      text: 'The consultee agent failed (timeout): timed out after 120s — trying again in 2 s.',
      level: 'warning',
    });
  });

  it('are what the transcript writes, after the time', () => {
    const transcript = new Transcript();
    for (const event of [asked, answered, failed]) transcript.add(event, []);
    const text = transcript.render({ id: '001-x', protocol: 'argumentation', createdAt: at, config: { question: 'Why?' } }, '');
    for (const event of [asked, answered, failed]) expect(text).toContain(`- ${at} ${eventLine(event)!.text}`);
  });

  it('are what MCP progress says of an agent asked, answering and failing', async () => {
    expect(await progressOf([asked, answered, failed])).toEqual([asked, answered, failed].map((e) => eventLine(e)!.text));
  });

  it("read a person's action back by its kind", () => {
    expect(eventLine({ seq: 9, at, actor: 'human', type: 'human.override', data: { reason: 'wrong' } })?.text).toBe(
      'The person acts: override (wrong).',
    );
  });
});

const ENDS: StepEnd[] = [
  { kind: 'step', closed: 1, label: 'round 2' },
  { kind: 'done', reason: 'converged' },
  { kind: 'await-human', seat: 'arbiter', actions: [] },
  { kind: 'await-agent', seat: 'critic', prompt: 'p' },
  { kind: 'budget', reason: 'the token budget of 1,000 is spent' },
  { kind: 'cancelled' },
  { kind: 'failed', reason: 'every agent failed' },
  { kind: 'seat-failed', seat: 'consultee', failure: 'timeout', reason: 'timed out', attempts: 3 },
];

/** A surface's command names replaced by what they stand for. */
function named(lines: string[], next: NextSteps): string {
  const names: [string, string][] = [
    [next.move('S'), '<move>'],
    [next.outsideAnswer('S'), '<outside-answer>'],
    [next.stepWithBudgets, '<step-with-budgets>'],
    [next.reseat('S', 'K'), '<reseat>'],
    [next.show, '<show>'],
    [next.act, '<act>'],
    [next.step, '<step>'],
  ];
  return names.reduce((text, [name, token]) => text.split(name).join(token), lines.join('\n'));
}

const placeholders: NextSteps = {
  show: '<show>',
  move: () => '<move>',
  act: '<act>',
  outsideAnswer: () => '<outside-answer>',
  step: '<step>',
  stepWithBudgets: '<step-with-budgets>',
  reseat: () => '<reseat>',
};

describe('step-end reports', () => {
  it.each(ENDS.map((end) => [end.kind, end] as const))(
    'say the same on the command line and over MCP when a step ends with %s',
    (_kind, end) => {
      const session = { id: '001-x', summary: 'P1 accepted.' };
      const seatless = (next: NextSteps): NextSteps => ({
        ...next,
        move: () => next.move('S'),
        outsideAnswer: () => next.outsideAnswer('S'),
        reseat: () => next.reseat('S', 'K'),
      });
      const expected = stepReport(session, end, placeholders).join('\n');
      expect(named(stepReport(session, end, seatless(cliNextSteps(session.id))), cliNextSteps(session.id))).toBe(expected);
      expect(named(stepReport(session, end, seatless(mcpNextSteps(session.id))), mcpNextSteps(session.id))).toBe(expected);
    },
  );

  it("name the command line's commands in full", () => {
    const lines = stepReport({ id: '001-x', summary: '' }, { kind: 'await-human', seat: 'arbiter', actions: [] }, cliNextSteps('001-x'));
    expect(lines[0]).toContain('answer with `agon move 001-x --seat arbiter --file MOVE.json`');
  });
});
