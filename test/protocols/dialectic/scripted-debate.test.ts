// A full scripted debate, from the memory folder's history to the report: agents' seats prepared
// with their personas, two rounds, a note from the person, a retried answer, an over-long one, the
// synthesis overridden by a rule, then the person's overrule; replayed, it gives the same state.
import { describe, expect, it } from 'vitest';
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import type { Notice } from '../../../src/protocols/types.js';
import { Walk } from '../../harness/walk.js';
import { argue, object, stateOf, synthesize } from './play.js';

function debate() {
  const w = Walk.configured(dialectic, {
    question: 'DEBATE REQ:Move the payment service to the new cluster tonight ROUNDS:2 STAKES:high',
    seats: { advocate: { kind: 'codex' }, critic: { kind: 'claude' }, synthesis: { kind: 'codex' } },
  });
  const taskId = stateOf(w).config.taskId;
  w.record('memory.loaded', {
    records: [
      {
        file: 'failures.jsonl',
        line: {
          task_id: taskId,
          task: 'Move the payment service',
          attempt: 1,
          ts: '2026-11-23T07:00:00.000Z',
          error: 'ETIMEDOUT: connect timed out',
          approach: 'blue-green',
        },
      },
    ],
  });
  const plans: string[] = [];
  const prompts: Record<string, string[]> = {};
  const script: Record<string, string[]> = {
    advocate: [argue('The new cluster is ready', 0.75, ['load test passed']), argue('Move it behind a flag, one region first', 0.85)],
    critic: [
      'I object, but in prose only.',
      object('high', 'Yesterday the move timed out', 'Move one region first, keep the old cluster warm', ['timeouts under load']),
      object('medium', 'One region still takes payments', 'Keep the old cluster warm for a day'),
    ],
    synthesis: [synthesize('PROCEED', { counter_actionable: 'unsure', modifications: ['watch error rates for an hour'] })],
  };
  for (let guard = 0; guard < 30; guard++) {
    const plan = w.plan();
    plans.push(plan.kind);
    if (plan.kind === 'done') break;
    if (plan.kind === 'prepare') {
      w.prepare(plan);
      continue;
    }
    if (plan.kind !== 'ask') throw new Error(plan.kind);
    const { seat, prompt } = plan.requests[0]!;
    prompts[seat] ??= [];
    prompts[seat].push(prompt.full);
    if (seat === 'critic' && prompts.critic!.length === 1) w.human('note', { value: 'critic', text: 'Remember the failed move yesterday' });
    if (seat === 'advocate' && prompts.advocate!.length === 2)
      w.record(
        'agent.responded',
        { seat, tokens: { total: 900 }, overLimit: { outputTokens: 500, measured: 640, estimated: false } },
        seat,
      );
    else w.record('agent.responded', { seat, tokens: { total: 300 } }, seat);
    w.answer(seat, script[seat]!.shift()!);
  }
  return { w, plans, prompts };
}

describe('a full scripted planning debate', () => {
  const { w, plans, prompts } = debate();
  const state = stateOf(w);
  const texts = w.notices().map((n: Notice) => n.text);

  it("prepares the agents' seats first, each with its persona", () => {
    expect(plans[0]).toBe('prepare');
    expect(Object.keys(state.prepared).sort()).toEqual(['advocate', 'critic', 'synthesis']);
  });

  it('reads the request line as the session question and the task history from the memory folder', () => {
    expect(state.config.request).toEqual({
      type: 'planning',
      subject: 'Move the payment service to the new cluster tonight',
      rounds: 2,
      stakes: 'high',
    });
    expect(texts[0]).toBe('This task has 1 failure(s) since its last reset, and 1 line(s) of history in all.');
  });

  it('asks the critic again after an answer it could not read, with the problem and the note in the prompt', () => {
    expect(texts).toContain(
      'critic\'s answer could not be used: no JSON object found in the answer (expected one JSON object with "moves", fenced or bare). It is asked once more.',
    );
    expect(prompts.critic![1]).toContain('Remember the failed move yesterday');
    expect(prompts.critic![1]).toContain('## Your last answer could not be used');
  });

  it('plays two rounds in order and lets a rule decide over the synthesis', () => {
    expect(state.order).toEqual(['A1', 'K1', 'A2', 'K2', 'S']);
    expect(state.resolution).toMatchObject({
      resolution: 'MODIFY',
      decidedBy: 'high-stakes-disagreement',
      proposed: 'PROCEED',
      modifications: ['Keep the old cluster warm for a day', 'watch error rates for an hour'],
      at: '2026-11-23T10:00:00.000Z',
    });
    expect(texts.slice(-2)).toEqual([
      'Rule high-stakes-disagreement decides MODIFY (the synthesis proposed PROCEED).',
      'Resolution MODIFY: The stakes are high and the critic disagrees, so the plan only goes ahead changed.',
    ]);
  });

  it('counts the tokens and flags the over-long answer', () => {
    // five answers of 300 tokens (the critic's unreadable one counts too) and the long one of 900
    expect(state.tokens).toBe(300 * 5 + 900);
    expect(dialectic.view(stateOf(w)).flags[0]).toEqual({
      text: "the advocate's answer ran over its 500-token limit (640)",
      level: 'warning',
    });
  });

  it("shows one row for the request, each seat's standing answer and the resolution, and the rules in the checklist", () => {
    const view = dialectic.view(stateOf(w));
    expect(view.record.rows.map((r) => `${r.id} ${r.mark} ${r.badge} ${r.status}`)).toEqual([
      'F1 hist ATTEMPT 1 2026-11-23 07:00',
      'REQ req DEBATE high stakes · 2 rounds',
      'A r2 CLAIM confidence 0.85',
      'K r2 OBJECTION severity medium',
      'S syn PROPOSAL PROCEED',
      'RES res RESOLUTION MODIFY',
    ]);
    expect(view.progress).toMatchObject({ phase: 'MODIFY', unit: 'turn', done: 5, total: 5, label: 'resolved: MODIFY' });
    expect(view.progress.checklist.map((c) => c.state)).toEqual(['unmet', 'met', 'unmet']);
    expect(view.seats.map((s) => s.stance)).toEqual(['CONFIDENCE 0.85', 'SEVERITY medium', 'proposes PROCEED']);
    expect(view.status).toEqual({
      state: 'done',
      reason: 'MODIFY: The stakes are high and the critic disagrees, so the plan only goes ahead changed.',
    });
  });

  it('writes a report with the synthesis response lines and a JSON outcome', () => {
    const out = dialectic.outcome(stateOf(w));
    expect(out.summary).toBe('MODIFY: The stakes are high and the critic disagrees, so the plan only goes ahead changed.');
    expect(out.report).toContain(
      '```\nRESOLUTION MODIFY\nRATIONALE The stakes are high and the critic disagrees, so the plan only goes ahead changed.\nMODIFICATIONS [Keep the old cluster warm for a day, watch error rates for an hour]\nNEXT_ATTEMPT_LIMIT 1\n```',
    );
    expect(out.report).toContain('- [x] high stakes and any disagreement → MODIFY or ESCALATE (decided)');
    expect(out.json).toMatchObject({
      protocol: 'dialectic',
      type: 'planning',
      request: 'DEBATE REQ:Move the payment service to the new cluster tonight ROUNDS:2 STAKES:high',
      tokens: 2400,
      over_limit: [{ seat: 'advocate', limit: 500, measured: 640 }],
    });
  });

  it('gives the same state when replayed from its events', () => {
    const again = new Walk(dialectic, w.config);
    for (const event of w.events) again.record(event.type, event.data, event.actor);
    expect(again.state).toEqual(w.state);
  });
});
