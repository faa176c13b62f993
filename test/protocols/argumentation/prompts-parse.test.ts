// Mechanic 12 — prompts and parsing: full and delta prompts with every section; one JSON object,
// fenced or bare, found in prose, validated with zod; a format problem for the single retry.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { assess, Debate, defend, rule, value } from '../../helpers/debate.js';

/**
 * Round 1: a user constraint, P1 agreed, P2 challenged (C1), and a consultee move refused (so a
 * reminder waits). Round 2 waits for the consultee.
 */
function roundTwo(): Debate {
  const d = new Debate();
  d.human('constrain', { text: 'Sessions must survive a deploy', reason: 'ops' });
  d.consultee(value('Redis suits a session cache'), value('Memcached needs less tuning'), defend('C9'));
  d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'SKEPTICAL', { objection: 'Redis defaults are fine too' }));
  return d;
}

describe('the full prompt', () => {
  it("the consultee's full prompt opens with the preamble and the question", () => {
    const full = roundTwo().promptOf('consultee');
    expect(full.startsWith('# Agon deliberation: you are the CONSULTEE')).toBe(true);
    expect(full).toContain('## Question\nRedis or Memcached for our session cache?');
  });

  it("the consultee's full prompt states the round, the phase and the phase's rules", () => {
    expect(roundTwo().promptOf('consultee')).toContain(
      '## Round 2 of 8: CONSTRUCTIVE\nYou may raise new points, and defend, concede, revise or clarify your earlier ones.',
    );
  });

  it("the consultee's full prompt carries the ledger: authoritative entries and every point with its status", () => {
    const full = roundTwo().promptOf('consultee');
    expect(full).toMatch(/\(authoritative\)\n- L1 \[user\]: Sessions must survive a deploy/);
    expect(full).toMatch(
      /## Points\n- P1 \[value; consultee, round 1; agreed[^\]]*\] Redis suits a session cache\n- P2 \[value; consultee, round 1; disputed[^\]]*\] Memcached needs less tuning/,
    );
  });

  it("the consultee's full prompt lists the open challenges it must answer, by id", () => {
    expect(roundTwo().promptOf('consultee')).toMatch(
      /## Challenges you must answer this round\n- C1 on P2 \(SKEPTICAL, 2 rounds left\): Redis defaults are fine too/,
    );
  });

  it("the consultee's full prompt carries the reminders meant for it", () => {
    expect(roundTwo().promptOf('consultee')).toMatch(/## Since your last answer\n- Your defend on C9 was refused: C9 does not exist\./);
  });

  it("the consultee's full prompt ends with the exact response format", () => {
    const full = roundTwo().promptOf('consultee');
    expect(full).toMatch(/## How to answer\nAnswer with exactly one JSON object[^\n]*\n\{"moves": \[<move>, …\]\}\nMoves this round:\n/);
    expect(full).toContain(
      '{"type": "defend", "challenge": "<challenge id>", "argument": "<why the objection fails>", "evidence": [<evidence item>, …]}',
    );
  });

  it("the orchestrator's full prompt lists the points to assess and the defenses to rule on, by id, with its response format", () => {
    const d = roundTwo();
    d.consultee(defend('C1', 'Memcached has almost no knobs'), value('Redis Sentinel gives failover'));
    const full = d.promptOf('orchestrator');
    expect(full.startsWith('# Agon deliberation: you are the ORCHESTRATOR')).toBe(true);
    expect(full).toContain('## Question\nRedis or Memcached for our session cache?');
    expect(full).toMatch(/## Points to triage and assess\n- P3 /);
    expect(full).toMatch(
      /## Defenses waiting for your ruling\n- C1 on P2 \(SKEPTICAL\): objection: Redis defaults are fine too\n {4}defense: Memcached has almost no knobs/,
    );
    expect(full).toContain('{"type": "rule", "challenge": "<challenge id>", "ruling": "accepted" | "rejected", "reason": "<why>"}');
  });
});

describe('the delta prompt', () => {
  it("a seat's first prompt is full only: there is no earlier turn to build a delta on", () => {
    const d = new Debate();
    expect(d.askedPrompt('consultee').delta).toBeUndefined();
    d.consultee(value('Redis suits a session cache'));
    expect(d.askedPrompt('orchestrator').delta).toBeUndefined();
  });

  it('the delta lists what happened since the seat last answered', () => {
    const delta = roundTwo().askedPrompt('consultee').delta!;
    expect(delta).toContain('## What happened since your last answer');
    expect(delta).toContain('C1 challenges (SKEPTICAL) P2');
    expect(delta).toContain('P1 is Agreed');
  });

  it('the delta leaves out what the seat was already told before its last turn', () => {
    const d = roundTwo();
    d.consultee(defend('C1', 'Memcached has almost no knobs'));
    d.orchestrator(rule('C1', 'rejected', 'tuning is rare either way'));
    const delta = d.askedPrompt('consultee').delta!;
    expect(delta).toContain('rejects the defense of C1');
    expect(delta).not.toContain('C1 challenges (SKEPTICAL) P2');
    expect(delta).not.toContain('P1 is Agreed');
  });

  it('the delta still names the challenges to answer by id and the reminders, without the preamble or the full format', () => {
    const delta = roundTwo().askedPrompt('consultee').delta!;
    expect(delta).toMatch(/## Challenges you must answer this round\n- C1 on P2/);
    expect(delta).toContain('Your defend on C9 was refused');
    expect(delta).toContain('Answer in the same JSON format as before');
    expect(delta).not.toContain('# Agon deliberation');
    expect(delta).not.toContain('## How to answer');
  });
});

describe('parse', () => {
  const afterRaise = () => {
    const d = new Debate();
    d.consultee(value('Redis suits a session cache'), value('Memcached needs less tuning'));
    return d;
  };

  it('parse finds the JSON object in a ```json fence surrounded by prose', () => {
    const d = afterRaise();
    const text =
      'Here is my evaluation.\n```json\n{"moves": [{"type": "assess", "point": "P1", "verdict": "AGREE"}]}\n```\nHappy to elaborate.';
    const parsed = argumentation.parse(d.state, 'orchestrator', text);
    expect(parsed).toMatchObject({ ok: true, moves: [{ type: 'assess', point: 'P1', verdict: 'AGREE' }], refused: [] });
  });

  it('parse finds a bare JSON object inside prose', () => {
    const d = new Debate();
    const text =
      'I think the answer is clear: {"moves": [{"type": "point", "claim": "Redis {really} suits it", "kind": "value"}]} — that is all.';
    const parsed = argumentation.parse(d.state, 'consultee', text);
    expect(parsed).toMatchObject({ ok: true, moves: [{ type: 'point', claim: 'Redis {really} suits it', kind: 'value' }] });
  });

  it('an answer without a JSON object is a format problem', () => {
    const parsed = argumentation.parse(new Debate().state, 'consultee', 'Redis, obviously.');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problem).toContain('no JSON object found');
  });

  it('an invalid move is a format problem that names the move, the field, what it received and the shape expected', () => {
    const parsed = argumentation.parse(
      afterRaise().state,
      'orchestrator',
      '{"moves": [{"type": "assess", "point": "P1", "verdict": "MAYBE"}]}',
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problem).toContain(
      '- moves[0] (assess): "verdict": received "MAYBE", expected one of "AGREE" | "SKEPTICAL" | "REJECT" | "ILL-FORMED"',
    );
    expect(parsed.problem).toContain('Expected: {"type": "assess", "point": "<point id>", "verdict": ');
  });

  it("the format problem is quoted in the seat's retry prompt", () => {
    const d = afterRaise();
    d.answer('orchestrator', '{"moves": [{"type": "assess", "point": "P1", "verdict": "MAYBE"}]}');
    const plan = d.plan();
    expect(plan).toMatchObject({ kind: 'ask', requests: [{ seat: 'orchestrator', purpose: 'retry evaluate' }] });
    expect(d.promptOf('orchestrator')).toMatch(
      /## Your last answer could not be used\n1 of the 1 moves could not be read[^\n]*\nSend the whole answer again[^\n]*\n- moves\[0\] \(assess\): "verdict": received "MAYBE"[^\n]*\nAnswer again with one JSON object/,
    );
  });

  it('lenient spellings are normalised: lower-case verdicts, "sceptical", "p3" and "#P1" ids, "factual" kinds', () => {
    const d = afterRaise();
    const parsed = argumentation.parse(
      d.state,
      'orchestrator',
      JSON.stringify({
        moves: [
          { type: 'assess', point: '#P1', verdict: 'agreed' },
          { type: 'assess', point: 'p2', verdict: 'Sceptical', objection: 'why?', kind: 'factual' },
        ],
      }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      moves: [
        { point: 'P1', verdict: 'AGREE' },
        { point: 'P2', verdict: 'SKEPTICAL', kind: 'empirical' },
      ],
    });
  });

  it('a lenient answer drives the debate like a strict one', () => {
    const d = afterRaise();
    d.answer(
      'orchestrator',
      '{"moves": [{"type": "assess", "point": "p1", "verdict": "skeptical", "objection": "no numbers"}, {"type": "assess", "point": "P2", "verdict": "ill_formed"}]}',
    );
    expect(d.challenge('C1')).toMatchObject({ point: 'P1', kind: 'SKEPTICAL' });
    expect(d.challenge('C2')).toMatchObject({ point: 'P2', kind: 'ILL-FORMED' });
  });

  it('legal moves go through while illegal ones come back refused with the reason', () => {
    const d = afterRaise();
    const parsed = argumentation.parse(
      d.state,
      'orchestrator',
      '{"moves": [{"type": "assess", "point": "P1", "verdict": "AGREE"}, {"type": "assess", "point": "P7", "verdict": "AGREE"}]}',
    );
    expect(parsed).toMatchObject({ ok: true, moves: [{ point: 'P1' }], refused: [{ move: { point: 'P7' }, reason: 'P7 does not exist' }] });
  });

  it('an answer from a seat whose turn it is not is a problem', () => {
    const parsed = argumentation.parse(new Debate().state, 'orchestrator', '{"moves": []}');
    expect(parsed).toEqual({ ok: false, problem: "it is not orchestrator's turn" });
  });
});
