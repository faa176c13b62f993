// Prompts a strong model follows on the first try (issue 10), judged from the prompts actually sent.
import { describe, expect, it } from 'vitest';
import { assess, Debate, defend, empirical, rule, section, textual, value } from '../../helpers/debate.js';
import { crystallization, development } from '../../helpers/rounds.js';

const count = (text: string, part: string) => text.split(part).length - 1;

/** Round 3 (DEVELOPMENT), the consultee having had a new point refused, the orchestrator judging. */
function refusedInDevelopment(): Debate {
  const d = development();
  d.consultee(value('Use a CDN for static assets'), value('Redis keys expire precisely', { extends: 'P1' }));
  return d;
}

describe('rules and schedule', () => {
  it('states the phase schedule in the first full prompt', () => {
    expect(new Debate().promptOf('consultee')).toContain(
      'This debate has at most 8 rounds: rounds 1–2 CONSTRUCTIVE, rounds 3–5 DEVELOPMENT, rounds 6–8 CRYSTALLIZATION',
    );
  });

  it("states the phase's rules in a delta prompt, not only the round and the phase", () => {
    const d = refusedInDevelopment();
    d.orchestrator(assess('P3', 'AGREE'));
    expect(d.askedPrompt('consultee').delta).toMatch(/^# Round 4 of 8: DEVELOPMENT\nNo new points: a point you raise must extend or rebut/);
  });

  it('words the phase rules for the seat that reads them', () => {
    const d = refusedInDevelopment();
    const orchestrator = section(d.promptOf('orchestrator'), 'Round 3 of 8: DEVELOPMENT');
    expect(orchestrator).toContain('The consultee may only extend or rebut existing points');
    expect(orchestrator).not.toContain('a point you raise');
  });
});

describe('evidence for an accepted point', () => {
  function awaiting(): Debate {
    const d = new Debate({ mode: 'minimal', workdir: '/srv/app' });
    d.consultee(empirical('The session TTL is one hour'), value('Sessions are small'));
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'AGREE'));
    return d;
  }

  it('tells the consultee how to add evidence to its point accepted but awaiting evidence', () => {
    expect(section(awaiting().promptOf('consultee'), 'Accepted, waiting for evidence')).toMatch(
      /^Accepted, waiting for evidence\nP1 was accepted in substance[^\n]*send a "support" move naming the point: cite the lines/,
    );
  });

  it('carries the point into Agreed once the evidence its support move gives is verified', () => {
    const d = awaiting();
    d.consultee({ type: 'support', point: 'P1', evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] });
    expect(d.plan()).toMatchObject({ kind: 'check', citations: [{ evidence: 'E1' }] });
    d.check('E1', 'match');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('refuses support for a point that is not waiting for evidence', () => {
    const d = awaiting();
    d.consultee({ type: 'support', point: 'P2', evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] });
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('P2 is not waiting for evidence (it is agreed)');
  });
});

describe('CRYSTALLIZATION', () => {
  it('never advises a revision, which the phase refuses', () => {
    const d = crystallization();
    d.consultee(defend('C1', 'Clusters keep sessions available'));
    d.orchestrator(rule('C1', 'rejected', 'availability is not the question'));
    const prompt = d.promptOf('consultee');
    expect(prompt).toContain(
      'Your defense of C1 was rejected (availability is not the question). It stays open one more round: defend it again with better support or concede P5.',
    );
    expect(prompt).toContain('Answer every challenge addressed to you by its id: defend it or concede it.');
    expect(prompt).not.toContain('"type": "revise"');
    expect(prompt).not.toMatch(/or revise P\d/);
  });
});

describe('refusals', () => {
  it('names the refused point by its claim', () => {
    const d = refusedInDevelopment();
    d.orchestrator(assess('P3', 'AGREE'));
    expect(section(d.promptOf('consultee'), 'Since your last answer')).toContain(
      'Your point “Use a CDN for static assets” was refused: DEVELOPMENT admits no new points',
    );
  });

  it('tells a refusal once in a delta prompt, in the mailbox and not again among the news', () => {
    const d = refusedInDevelopment();
    d.orchestrator(assess('P3', 'AGREE'));
    expect(count(d.askedPrompt('consultee').delta!, 'Use a CDN for static assets')).toBe(1);
  });
});

describe("the orchestrator's prompt", () => {
  it('lists a point waiting for assessment once', () => {
    const d = refusedInDevelopment();
    const prompt = d.promptOf('orchestrator');
    expect(count(prompt, 'Redis keys expire precisely')).toBe(1);
    expect(prompt).toMatch(/## Points already judged\n- P1 [\s\S]*## Points to triage and assess\n- P3 /);
  });
});

describe('format examples', () => {
  it('shows each move with placeholders, never an id that could be taken for one of the debate', () => {
    const moves = section(new Debate().promptOf('consultee'), 'How to answer');
    const listed = moves.slice(0, moves.indexOf('An example'));
    expect(listed).not.toMatch(/"[PCLE]\d+"/);
    expect(listed).toContain('"challenge": "<challenge id>"');
  });

  it('marks the worked example as an example whose ids are not from this debate', () => {
    expect(new Debate().promptOf('consultee')).toContain('An example of the form only (its ids and texts are not from this debate):');
  });
});

describe('quick mode', () => {
  it('never says two rounds are left in its last round', () => {
    const d = new Debate({ mode: 'quick' });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'persistence is rarely needed' }));
    const prompt = d.promptOf('consultee');
    expect(prompt).toContain('## Round 2 of 2');
    expect(prompt).toContain('Objection to P1 (SKEPTICAL, 1 round left)');
    expect(prompt).not.toContain('2 rounds left');
  });
});
