// A seat answered from outside agon (the `mcp` seat): the runner asks everyone else, ends the step at
// that seat's turn with its prompt and records nothing for it; once an answer is handed in, the
// next step records it exactly as any agent's reply.
import { describe, expect, it } from 'vitest';
import { mcpSeatAgent } from '../../src/agents/mcp-seat.js';
import { step } from '../../src/runner/runner.js';
import type { Agent } from '../../src/runner/types.js';
import { testRunContext } from '../helpers/run-context.js';

const consulteeAnswer = JSON.stringify({ moves: [{ type: 'point', claim: 'Redis keeps sessions across restarts', kind: 'value' }] });
const orchestratorAnswer = JSON.stringify({ moves: [{ type: 'assess', point: 'P1', scope: 'in', verdict: 'AGREE' }] });

const once = (text: string): Agent => ({ kind: 'test', resumes: false, ask: async () => ({ text, exitCode: 0 }) });

describe('a seat answered from outside agon', () => {
  it('ends the step at its turn with its prompt, having recorded nothing for it', async () => {
    const outside = mcpSeatAgent();
    const { ctx, sink } = testRunContext(
      { consultee: once(consulteeAnswer), orchestrator: outside },
      { question: 'Redis or Memcached?', mode: 'minimal' },
    );
    const end = await step(ctx, { units: 1 });
    expect(end).toMatchObject({ kind: 'await-agent', seat: 'orchestrator' });
    expect(end.kind === 'await-agent' && end.prompt).toContain('Redis keeps sessions across restarts');
    expect(sink.types()).toEqual(['agent.requested', 'agent.responded', 'move.accepted']);
    expect(sink.events.every((e) => e.data.seat === 'consultee')).toBe(true);
    // Asked again without an answer: the same turn, still nothing recorded.
    expect(await step(ctx, { units: 1 })).toMatchObject({ kind: 'await-agent', seat: 'orchestrator' });
    expect(sink.events).toHaveLength(3);
  });

  it("records a handed-in answer as that seat's reply and goes on", async () => {
    const outside = mcpSeatAgent();
    const { ctx, sink } = testRunContext(
      { consultee: once(consulteeAnswer), orchestrator: outside },
      { question: 'Redis or Memcached?', mode: 'minimal' },
    );
    await step(ctx, { units: 1 });
    outside.outside!.hand(orchestratorAnswer);
    const end = await step(ctx, { units: 1 });
    expect(end).toEqual({ kind: 'step', closed: 1, label: 'round 1' });
    const mine = sink.events.filter((e) => e.data.seat === 'orchestrator').map((e) => e.type);
    expect(mine).toEqual(['agent.requested', 'agent.responded', 'move.accepted']);
    expect(outside.outside!.ready()).toBe(false);
  });
});
