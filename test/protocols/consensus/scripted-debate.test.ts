// Whole scripted debates through the session service, as the CLI wires it: script agents in every
// seat, stepped to the end; one reaches CONSENSUS, one a TRADEOFF. The session folder holds the
// seed's workspace: context.md, transcript.md and one file per seat and round.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../src/session/session.js';
import { scratch } from '../../fixtures/agents/support.js';
import { QUESTION, TO_CONSENSUS, TO_TRADEOFF } from '../../fixtures/debates/consensus-scripts.js';
import { testService } from '../../helpers/service.js';

const open: Session[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

async function play(script: Record<string, unknown[]>, options: Record<string, unknown> = {}) {
  const dir = await scratch('agon-consensus-');
  const file = join(dir, 'script.json');
  await writeFile(file, JSON.stringify({ bySeat: script }));
  const seat = { kind: 'script', file };
  const session = await testService(join(dir, 'sessions')).create('consensus', {
    question: QUESTION,
    ...options,
    seats: { proposer: seat, architect: seat, operator: seat, adversary: seat },
  });
  open.push(session);
  const steps: string[] = [];
  for (let i = 0; i < 20; i++) {
    const end = await session.step(1, new AbortController().signal);
    steps.push(end.kind === 'step' ? end.label : end.kind);
    if (end.kind !== 'step') break;
  }
  return { session, steps };
}

describe('a scripted consensus debate', () => {
  it('reaches CONSENSUS after a confrontation and a rebuttal, one step per phase the person may act in', async () => {
    const { session, steps } = await play(TO_CONSENSUS);
    expect(steps).toEqual(['personas', 'round 1 challenge', 'round 1', 'done']);
    const outcome = session.outcome();
    expect(outcome.summary).toBe('CONSENSUS after 1 round(s) (every dissent resolved), confidence HIGH');
    expect(outcome.report).toContain(
      '- ✅ Adversary (script): Depth and cost limits plus persisted queries close the attack. (validated v2)',
    );
    expect(outcome.report).toContain(
      '**What changed:**\n- Adversary: unbounded query depth lets one client exhaust the servers, so add depth and cost limits (v2)',
    );
    expect(session.summary()).toMatchObject({ status: 'done', phase: 'REPORT' });
  });

  it('ends in a TRADEOFF once its two rounds run out, with the assumptions behind the dissent', async () => {
    const { session, steps } = await play(TO_TRADEOFF, { maxRounds: 2 });
    expect(steps).toEqual(['personas', 'round 1 challenge', 'round 1', 'round 2', 'done']);
    const outcome = session.outcome();
    expect(outcome.summary).toBe('TRADEOFF after 2 round(s): Operator still dissents; confidence MEDIUM');
    expect(outcome.report).toContain("| slow-query debugging needs per-field tracing | Operator | the Operator's dissent | Operator |");
    expect(outcome.buckets).toEqual({ Validated: ['architect', 'adversary'], Dissenting: ['operator'], Out: [] });
  });

  it("writes the seed's workspace into the session folder: context.md, transcript.md and rounds/rNNN_<seat>.md per answer", async () => {
    const { session } = await play(TO_TRADEOFF, { maxRounds: 2 });
    const listing = (await readdir(session.dir, { recursive: true })).filter((f) => !f.startsWith('raw')).sort();
    expect(listing).toEqual(
      expect.arrayContaining([
        'context.md',
        'transcript.md',
        'session.json',
        'rounds/r000_proposer.md',
        'rounds/r001_architect.md',
        'rounds/r001_operator.md',
        'rounds/r001_adversary.md',
        'rounds/r001_proposer.md',
        'rounds/r002_operator.md',
        'rounds/r002_proposer.md',
      ]),
    );
    expect(await readFile(join(session.dir, 'context.md'), 'utf8')).toMatch(
      /^# Should our mobile app drop its REST API for GraphQL\?[\s\S]*## Architect's persona\n\n# Persona: the Architect — API platform architect/,
    );
    expect(await readFile(join(session.dir, 'rounds', 'r002_operator.md'), 'utf8')).toBe(
      '# Round 2: Operator\n\n## R2: MAINTAIN on v2\n\nPersisted queries help, but the team has no GraphQL tracing yet.\n\n## S2: why, and the assumptions\n\nDebugging is the operational risk, not caching alone.\n\nWould change if: if GraphQL tracing were in place before the first release\n- (Operator) slow-query debugging needs per-field tracing\n',
    );
    expect(await readFile(join(session.dir, 'transcript.md'), 'utf8')).toContain('## DEBATE OUTCOME: TRADEOFF');
  });
});
