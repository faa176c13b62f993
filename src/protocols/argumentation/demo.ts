// The bundled demo: a realistic debate ("Redis or Memcached for our session cache?") played by
// script agents, long enough to show every mechanic: challenges of both kinds, a dropped defense
// and its reminder, a revision, a stress test, an anti-sycophancy challenge, an accepted defense
// that fails the evidence gate, a deadlock that ends as a question for the person, arbitration and
// the report. Answers are in the protocol's response format; when the person's overrides make one
// no longer fit, the protocol refuses it with a reason and the demo goes on.

import type { DemoScript } from '../types.js';
import { ARGUMENTATION_INFO } from './declaration.js';

const fence = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

const ANSWERS: Record<string, string[]> = {
  consultee: [
    // Round 1: five points, one off the question and one too vague to evaluate.
    `Here is my take.\n${fence({
      moves: [
        { type: 'point', claim: 'Redis fits a session cache better: per-key TTLs and optional persistence', kind: 'value' },
        {
          type: 'point',
          claim: 'Memcached evicts least-recently-used items per slab class, not globally',
          kind: 'empirical',
          evidence: [{ type: 'textual', source: 'docs/memcached.md:12', quote: 'LRU is per slab class', detail: 'eviction scope' }],
        },
        {
          type: 'point',
          claim: 'Redis is single-threaded, so it cannot exceed 100k ops/s',
          kind: 'empirical',
          evidence: [{ type: 'claim', detail: 'common knowledge' }],
        },
        { type: 'point', claim: 'Our office coffee machine is too slow', kind: 'value' },
        { type: 'point', claim: 'Caches are, in a sense, whatever', kind: 'value' },
      ],
    })}\nThat is all for now.`,
    // Round 2: defends the REJECT without evidence, clarifies P5, adds an empirical point.
    JSON.stringify({
      moves: [
        {
          type: 'defend',
          challenge: 'C1',
          argument: 'Most benchmarks I know show about 100k ops/s',
          evidence: [{ type: 'claim', detail: 'memory of benchmarks' }],
        },
        { type: 'clarify', point: 'P5', claim: 'Either cache works when sessions are small and reads dominate' },
        {
          type: 'point',
          claim: 'Redis AOF persistence with fsync every second adds write latency',
          kind: 'empirical',
          evidence: [{ type: 'execution', detail: 'redis-benchmark -t set: p99 rose from 0.3ms to 0.9ms with appendfsync everysec' }],
        },
      ],
    }),
    // Round 3, the stress test: attacks the agreed P1, revises P6, ignores C3 on P5.
    `Stress test answers below.\n${fence({
      moves: [
        {
          type: 'point',
          claim: "For a pure cache, Memcached's simpler model is enough and persistence is wasted",
          kind: 'value',
          rebuts: 'P1',
        },
        {
          type: 'revise',
          point: 'P6',
          claim: 'AOF with appendfsync everysec adds measurable p99 write latency under load',
          because: 'a single idle run proves little; the claim is now scoped to load',
        },
      ],
    })}`,
    // Round 4 (DEVELOPMENT): a brand-new point (refused), C3 missed again, defends C6 and C5.
    fence({
      moves: [
        { type: 'point', claim: 'We should also consider Hazelcast', kind: 'value' },
        { type: 'defend', challenge: 'C6', argument: 'The latency increase is consistent across five runs', evidence: [] },
        { type: 'defend', challenge: 'C5', argument: 'Sessions are lost on restart anyway when the cache is a pure cache', evidence: [] },
      ],
    }),
    // Round 5: defends both again; lets the contradiction challenge C7 drop once.
    fence({
      moves: [
        {
          type: 'defend',
          challenge: 'C6',
          argument: 'Five runs at 5k writes/s of 1 KB values, p99 doubled every time',
          evidence: [{ type: 'execution', detail: 'redis-benchmark -t set -n 100000 -d 1024 --threads 4, appendfsync everysec vs no' }],
        },
        {
          type: 'defend',
          challenge: 'C5',
          argument: 'Users re-login after every deploy today: losing sessions is already accepted',
          evidence: [],
        },
      ],
    }),
    // Round 6 (CRYSTALLIZATION): answers the contradiction.
    fence({
      moves: [
        {
          type: 'defend',
          challenge: 'C7',
          argument: 'P3 was about throughput, P7 is about operational simplicity: both can hold',
          evidence: [],
        },
      ],
    }),
    // Round 7: nothing left to answer.
    fence({ moves: [] }),
  ],
  orchestrator: [
    // Round 1.
    fence({
      nature: 'open',
      moves: [
        { type: 'assess', point: 'P1', scope: 'in', verdict: 'AGREE' },
        { type: 'assess', point: 'P2', scope: 'in', verdict: 'AGREE' },
        {
          type: 'assess',
          point: 'P3',
          scope: 'in',
          verdict: 'REJECT',
          objection: 'Redis 6 has threaded I/O and the figure has no source',
          evidence: [{ type: 'claim', detail: 'Redis 6 release notes mention threaded I/O' }],
        },
        { type: 'assess', point: 'P4', scope: 'out' },
        { type: 'assess', point: 'P5', scope: 'in', verdict: 'ILL-FORMED' },
      ],
    }),
    // Round 2.
    fence({
      moves: [
        { type: 'rule', challenge: 'C1', ruling: 'rejected', reason: 'remembered benchmarks are not evidence' },
        {
          type: 'assess',
          point: 'P5',
          scope: 'in',
          verdict: 'SKEPTICAL',
          objection: 'Small sessions do not settle it: the persistence need does',
        },
        { type: 'assess', point: 'P6', scope: 'in', verdict: 'SKEPTICAL', objection: 'One benchmark run, no load described' },
      ],
    }),
    // Round 3.
    fence({
      moves: [
        { type: 'assess', point: 'P7', scope: 'in', verdict: 'SKEPTICAL', objection: 'Persistence lets sessions survive a cache restart' },
        { type: 'assess', point: 'P6', scope: 'in', verdict: 'SKEPTICAL', objection: 'What load? The claim still names none' },
      ],
    }),
    // Round 4: rejects both defenses and flags that P7 sits oddly with the withdrawn P3.
    fence({
      moves: [
        { type: 'rule', challenge: 'C6', ruling: 'rejected', reason: 'five runs of the same idle benchmark are not load' },
        { type: 'rule', challenge: 'C5', ruling: 'rejected', reason: 'restarts are not the only failure: failover matters' },
        { type: 'contradiction', point: 'P7', earlier: 'P3', explanation: 'P3 said Redis is too slow; P7 now says speed does not matter' },
      ],
    }),
    // Round 5: accepts P6's defense (its evidence is an unverified run: the gate holds it back).
    fence({ moves: [{ type: 'rule', challenge: 'C6', ruling: 'accepted', reason: 'a loaded benchmark is the right test' }] }),
    // Round 6: P7 has been disputed three rounds: only the team can say whether sessions must survive.
    fence({
      moves: [
        {
          type: 'deadlock',
          point: 'P7',
          cause: 'missing-data',
          detail: 'Must sessions survive a cache restart, or is a re-login acceptable to the product?',
        },
      ],
    }),
  ],
  arbiter: [
    JSON.stringify({
      flags: [{ item: 'P1', concern: 'agreed as a value judgement, but it leans on persistence, which the debate never settled (P7)' }],
      assessment: 'The dismissals are sound. The Unresolved items are genuinely blocked on data only the team has.',
    }),
  ],
};

/** What a demo seat says once its script is used up: nothing, so the debate moves on. */
const PASS: Record<string, string> = {
  arbiter: JSON.stringify({ flags: [], assessment: '' }),
  orchestrator: JSON.stringify({ moves: [] }),
  consultee: JSON.stringify({ moves: [] }),
};

export const demo: DemoScript = {
  config: { question: ARGUMENTATION_INFO.demoQuestion, framing: 'how-to', mode: 'standard' },
  answers: ANSWERS,
  pass: PASS,
  aliases: ['redis-memcached'],
};
