// The bundled demo: a scripted debate on replacing a nightly batch ETL with streaming, played by
// script agents in every seat. It shows the proposer writing the personas, a hollow agreement the
// skepticism rule sends to confrontation, accepted, partial and rejected answers, a rebuttal of each
// kind (ACCEPT, MAINTAIN, ESCALATE), two position revisions with their causes, and a trade-off with
// the assumptions behind it once the two rounds run out.
import type { DemoScript } from '../types.js';
import { CONSENSUS_INFO } from './declaration.js';

const fence = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

const PROPOSER = [
  // Phase 0: the three personas.
  `Here are the three experts.\n${fence({
    domain: 'data pipelines',
    personas: {
      architect: {
        title: 'streaming platform architect',
        expertise: 'You have moved batch warehouses to event streams at three companies and know where stream processing bends first.',
        focus: [
          'state size and checkpointing as volume grows',
          'exactly-once guarantees end to end',
          'coupling between producers, topics and consumers',
        ],
      },
      operator: {
        title: 'data reliability engineer',
        expertise: 'You have carried the pager for Kafka and Flink clusters and for the batch jobs they replaced.',
        focus: [
          'backfills and reprocessing after a bug',
          'on-call load and the skills the team has',
          'what breaks silently, and how it would be noticed',
        ],
      },
      adversary: {
        title: 'data security engineer',
        expertise: 'You find how data leaks, gets corrupted or gets poisoned on its way through a pipeline.',
        focus: ['access control on topics and state stores', 'poison and replayed messages', 'personal data in flight and at rest'],
      },
    },
  })}`,
  // Phase 1: the opening, position v1.
  fence({
    position:
      'Yes: replace all 14 nightly batch jobs with one Kafka + Flink streaming pipeline this quarter, and switch the batch jobs off when it is live.',
    reasoning: 'Dashboards are a day stale, the nightly window is nearly full, and streaming removes both problems at once.',
    confidence: 'MED',
    weaknesses: ['the team has not run Flink in production', 'one big cut-over is risky'],
    assumptions: ['event volume stays within one Kafka cluster', 'downstream consumers can take data continuously'],
  }),
  // Round 1, Phase 4: answers to the three dissents, position v2.
  fence({
    responses: [
      {
        to: 'architect',
        decision: 'ACCEPT',
        reason: 'A single cut-over of 14 jobs is the riskiest possible plan.',
        change: 'a big-bang migration risks state and exactly-once gaps, so migrate job by job behind a dual-run',
      },
      {
        to: 'operator',
        decision: 'PARTIAL',
        reason: 'Backfills matter, but the skills gap can be closed with a managed Flink service.',
        change: 'backfills need a replay path, so keep the batch jobs as the reprocessing path for six months',
      },
      {
        to: 'adversary',
        decision: 'REJECT',
        reason: 'No concrete security flaw was named; the pipeline carries the same data the batch jobs do.',
      },
    ],
    position: {
      text: 'Move to Kafka + Flink job by job, each behind a two-week dual-run against its batch job, on a managed Flink service; keep the batch jobs as the reprocessing path for six months.',
      confidence: 'MED',
      reasoning: 'Incremental migration keeps every step reversible while dashboards get fresher one job at a time.',
      weaknesses: ['two systems to run during the migration'],
      assumptions: ['the managed service covers our event volume'],
    },
  }),
  // Round 2, Phase 4: answers to the two remaining dissents, position v3.
  fence({
    responses: [
      {
        to: 'operator',
        decision: 'PARTIAL',
        reason: 'Runbooks and a game day before each cut-over lower the on-call risk; a second team is not affordable.',
        change: 'on-call risk is real, so each cut-over needs a runbook and a game day first',
      },
      {
        to: 'adversary',
        decision: 'ACCEPT',
        reason: 'Unrestricted topics with personal data are a real breach path.',
        change:
          'topics carry personal data with no ACLs, so per-topic ACLs, encryption at rest and a dead-letter queue come before the first job moves',
      },
    ],
    position: {
      text: 'Move to Kafka + Flink job by job on a managed Flink service, each behind a two-week dual-run; before the first job: per-topic ACLs, encryption at rest and a dead-letter queue; before each cut-over: a runbook and a game day; batch jobs stay as the reprocessing path for six months.',
      confidence: 'MED',
    },
  }),
  // Phase 7: the proposer's assumptions.
  fence({
    why: 'The operator asks for a dedicated streaming team; I think runbooks, game days and a managed service are enough for a team of six.',
    would_change:
      'if the first two dual-runs produce more than one page a week, or the managed service cannot replay a day of events in under an hour',
    assumptions: [
      { assumption: 'a managed Flink service removes most of the operational burden', perspective: 'operator' },
      { assumption: 'six months of dual-running batch jobs is affordable', perspective: 'architect' },
    ],
  }),
];

const ARCHITECT = [
  fence({
    verdict: 'partial',
    objection_strength: 'strong',
    summary: 'Streaming is right, but replacing 14 jobs in one cut-over ignores state growth and end-to-end exactly-once.',
    points: [
      {
        aspect: 'state and checkpointing',
        point: 'The join jobs keep a 30-day window; at 10x volume their checkpoints would take minutes.',
      },
      { aspect: 'exactly-once', point: 'The sinks are not transactional, so a restart double-counts revenue.' },
    ],
  }),
  `I accept.\n${fence({ response: 'ACCEPT', reason: 'Job-by-job migration behind a dual-run answers both the state and the exactly-once risks.', points: [] })}`,
];

const OPERATOR = [
  fence({
    verdict: 'disagree',
    objection_strength: 'strong',
    summary: 'Nobody on the team has operated Flink; backfills and reprocessing become much harder than re-running a batch job.',
    points: [
      {
        aspect: 'backfills',
        point: 'Fixing a bug in a batch job means re-running a night; in Flink it means replaying topics with retention long enough.',
      },
      { aspect: 'on-call', point: 'Six people, no streaming experience, and a pipeline that now pages at any hour.' },
    ],
  }),
  fence({
    response: 'MAINTAIN',
    reason: 'A managed service does not debug a stuck job at 3 a.m.; the skills gap stays.',
    points: [{ aspect: 'on-call', point: 'Nobody is trained to read Flink backpressure or checkpoint failures.' }],
  }),
  fence({ response: 'MAINTAIN', reason: 'Runbooks help, but without a dedicated streaming team on-call the risk stays.', points: [] }),
  fence({
    why: 'The proposer treats operating Flink as a tooling problem; it is a staffing problem.',
    would_change: 'if two engineers were trained and on-call for streaming before the first cut-over',
    assumptions: [{ assumption: 'a small team cannot absorb a new always-on system without dedicated people', perspective: 'operator' }],
  }),
];

const ADVERSARY = [
  // A hollow agreement: nothing from its own angle. The skepticism rule counts it as partial.
  fence({
    verdict: 'agree',
    objection_strength: 'minor',
    summary: 'Looks fine to me.',
    points: [{ aspect: 'cost', point: 'Probably cheaper.' }],
  }),
  fence({
    response: 'ESCALATE',
    reason:
      'Now that I look from my angle: the topics would carry customer personal data with no ACLs, so any compromised consumer reads everything; and one poison message stalls a partition.',
    points: [
      { aspect: 'access control', point: 'No per-topic ACLs or encryption at rest are planned.' },
      { aspect: 'poison messages', point: 'No dead-letter queue: a malformed event blocks its partition.' },
    ],
  }),
  fence({
    response: 'ACCEPT',
    reason: 'ACLs, encryption at rest and a dead-letter queue before the first job answer my objection.',
    points: [],
  }),
];

/** Once a script is used up (the person forced more rounds): keep the position, maintain objections. */
const PASS: Record<string, string> = {
  proposer: JSON.stringify({ responses: [], why: 'as stated before', would_change: 'as stated before', assumptions: [] }),
  architect: JSON.stringify({
    verdict: 'agree',
    summary: 'Nothing new from the architecture angle: the design still scales as reviewed.',
    points: [{ aspect: 'design', point: 'The job-by-job design and its dual-run still hold under growth.' }],
    response: 'MAINTAIN',
    reason: 'My earlier objection stands as stated.',
    why: 'as stated before',
    assumptions: [],
  }),
  operator: JSON.stringify({
    verdict: 'partial',
    objection_strength: 'minor',
    summary: 'The operational risks stand as stated.',
    points: [],
    response: 'MAINTAIN',
    reason: 'My earlier objection stands as stated.',
    why: 'as stated before',
    assumptions: [],
  }),
  adversary: JSON.stringify({
    verdict: 'partial',
    objection_strength: 'minor',
    summary: 'The security risks stand as stated.',
    points: [],
    response: 'MAINTAIN',
    reason: 'My earlier objection stands as stated.',
    why: 'as stated before',
    assumptions: [],
  }),
};

export const demo: DemoScript = {
  config: { question: CONSENSUS_INFO.demoQuestion, maxRounds: 2 },
  answers: { proposer: PROPOSER, architect: ARCHITECT, operator: OPERATOR, adversary: ADVERSARY },
  pass: PASS,
};
