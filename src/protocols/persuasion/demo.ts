// The bundled demo (`agon demo persuasion`): a scripted debate on replacing hand-written SQL with
// an ORM, played with no agent installed. It shows every mechanism once: K gathered, a thesis
// without evidence challenged by the engine, a counter-thesis, reasons given, an undercut, a
// concession, an ad hominem flagged, a reclassification, a retraction, a why left unanswered and
// retracted by the engine, final statements, and the verdict by the scores.
import type { DemoScript } from '../types.js';
import { PERSUASION_INFO } from './declaration.js';

const fence = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
const moves = (...list: unknown[]) => fence({ moves: list });

const ANSWERS: Record<string, string[]> = {
  mod: [
    // Gathering K.
    `Here is what the repository shows.\n${fence({
      facts: [
        { fact: 'The service has 142 hand-written SQL queries; 118 of them read or write a single table.', source: 'src/db/queries/' },
        {
          fact: "Two of last year's three data incidents came from SQL strings out of step with the schema after a migration.",
          source: 'docs/postmortems/2024-03.md, 2024-09.md',
        },
        {
          fact: 'The two reporting endpoints use window functions and common table expressions over five tables.',
          source: 'src/db/queries/reports/',
        },
        {
          fact: 'The candidate ORM generates types from the schema and runs raw SQL where asked.',
          source: 'ORM documentation, "Raw queries"',
        },
        { fact: 'The orders API has a p95 latency budget of 120 ms and runs at 85 ms today.', source: 'docs/slo.md:12' },
      ],
    })}`,
    // Review of round 0.
    fence({ rulings: [] }),
    // Review of round 1: the ad hominem flagged, an attack reclassified.
    fence({
      rulings: [
        { type: 'flag', item: 'O7', rule: 'ad-hominem', note: "answer the incident analysis, not PRO's habits" },
        {
          type: 'reclassify',
          statement: 'A10',
          attack: 'undercut',
          reason: 'A10 grants the incidents and denies that types would have caught them: it breaks the step, it does not contradict A7',
        },
      ],
    }),
    // Review of round 2: a weak argument struck (rule 1).
    fence({
      rulings: [
        {
          type: 'strike',
          statement: 'A6',
          rule: 'steel-man',
          reason: 'its only support (A9) was retracted: what is left is a preference without evidence',
        },
      ],
    }),
    // The judgment.
    fence({
      verdict: {
        winner: 'pro',
        answers: {
          survivors: "PRO's thesis A1 survives with A4, A5 and A8; of OPP's arguments only A10 does.",
          stronger: "PRO's: A1 rests on facts both sides accepted (K1, K2, K4) and on A3, which OPP conceded.",
          unaddressed: 'O10 asked why the failing queries would have compiled with types; PRO never answered, and A11 was retracted.',
          concessions:
            'OPP conceded A3 and A5, which leaves its thesis A2 standing on the latency budget alone; PRO conceded A10, which weakens A7.',
          commitments: 'PRO holds A1, A3, A4, A5, A7, A8 and A10 and retracted A11; OPP holds A2, A3, A5, A6 and A10 and retracted A9.',
        },
        rationale:
          "A1 stands on A3, which OPP conceded, and on A4. The undercut A5 showed that the reports (K3) need not leave the ORM, and OPP conceded it, so A2 lost its best ground. OPP's A10 is right that types do not catch migrations run out of order, which is why A7 scores low.",
        strongest: ['A1', 'A4'],
        validPoints: [{ id: 'A10', why: 'migrations run out of order are a real failure mode that generated types do not catch' }],
        consensus:
          'Adopt the ORM for single-table data access, keep the two reporting queries as raw SQL inside it, and add a CI check that migrations run in order before a deploy.',
        revisit: [
          'the orders API p95 rises above its 120 ms budget after the switch',
          'more than a handful of queries turn out to need raw SQL',
        ],
        bias: "PRO's lean towards shipping shows in its unanswered O10; OPP's caution shows in A6, which it could not source. Neither decided the outcome: the conceded premises did.",
      },
    }),
  ],
  pro: [
    // Round 0: the thesis, without evidence (the engine asks why).
    moves({
      act: 'claim',
      statement: 'We should move our data access to the ORM, keeping raw SQL only where the ORM cannot express a query',
      argument: 'Most of what we write is routine, and routine code is where an ORM pays off.',
    }),
    // Round 1, first turn: reasons for the thesis, and an undercut of OPP's counter-thesis.
    moves(
      {
        act: 'since',
        reply: 'O1',
        statement: 'A1',
        reasons: [
          'Most of our queries are routine single-table reads and writes',
          'Types generated from the schema catch SQL that drifts after a migration',
        ],
        evidence: ['K1', 'K2', 'K4'],
        argument: 'The bulk of our SQL is the kind an ORM writes well, and drift is what hurt us.',
      },
      {
        act: 'claim',
        reply: 'O2',
        statement: 'The complex reports can stay raw SQL inside the ORM, so they are no reason to keep all SQL hand-written',
        against: 'A2',
        attack: 'undercut',
        evidence: ['K4'],
        argument: 'A2 does not follow: the hard queries are not forced through the ORM.',
      },
    ),
    // Round 1, second turn: defends the challenged premise, rebuts OPP's undercut.
    moves(
      {
        act: 'since',
        reply: 'O3',
        statement: 'A4',
        reasons: ['Both schema-drift incidents would have failed to compile with generated types'],
        evidence: ['K2'],
        argument: 'The postmortems name the renamed columns.',
      },
      {
        act: 'claim',
        reply: 'O5',
        statement: 'The routine queries are exactly the ones that broke in production',
        against: 'A6',
        attack: 'rebut',
        evidence: ['K2'],
      },
    ),
    // Round 2, first turn: challenges OPP's reason.
    moves({ act: 'why', reply: 'O6', statement: 'A9', argument: 'Where does the 9-in-200 figure come from?' }),
    // Round 2, second turn: defends A8.
    moves({ act: 'since', reply: 'O9', statement: 'A8', reasons: ['Both failing queries were single-table updates'], evidence: ['K2'] }),
    // Closing: concedes OPP's undercut, leaves O10 unanswered (the engine retracts A11), final statement.
    moves(
      { act: 'concede', reply: 'O7', statement: 'A10', argument: 'Some incidents were about migration order, which types do not catch.' },
      {
        act: 'final',
        argument:
          'Adopt the ORM for routine data access and keep raw SQL for the reports. Types will not catch every migration mistake, but they catch the kind that hurt us most.',
      },
    ),
  ],
  opp: [
    // Round 0: the counter-thesis, with evidence.
    moves({
      act: 'claim',
      reply: 'P1',
      statement: 'We should keep hand-written SQL: the queries that matter most are the ones an ORM handles worst',
      against: 'A1',
      attack: 'rebut',
      evidence: ['K3', 'K5'],
      argument: 'Our reports and our latency budget are where the risk lies.',
    }),
    // Round 1, first turn: challenges a premise, concedes another, undercuts the step (without evidence).
    moves(
      { act: 'why', reply: 'P2', statement: 'A4', argument: 'Which incidents would types have caught?' },
      { act: 'concede', reply: 'P2', statement: 'A3', argument: 'K1 shows it.' },
      {
        act: 'claim',
        reply: 'P2',
        statement: 'Having many routine queries does not make them costly: they are written once and rarely change',
        against: 'A1',
        attack: 'undercut',
      },
    ),
    // Round 1, second turn: answers the engine's why, and attacks A7 (with an ad hominem the engine flags).
    moves(
      { act: 'since', reply: 'P4', statement: 'A6', reasons: ['Only 9 of the last 200 commits under src/db changed a routine query'] },
      {
        act: 'claim',
        reply: 'P5',
        statement: 'The incidents came from migrations run out of order, which generated types would not catch',
        against: 'A7',
        attack: 'rebut',
        evidence: ['docs/postmortems/2024-03.md: the migration ran before the deploy'],
        argument: 'You always reach for a framework when a test would do.',
      },
    ),
    // Round 2, first turn: retracts the reason it cannot source, challenges A8.
    moves(
      { act: 'retract', reply: 'P7', statement: 'A9', argument: 'I cannot source that count.' },
      { act: 'why', reply: 'P6', statement: 'A8' },
    ),
    // Round 2, second turn: challenges PRO's new reason.
    moves({ act: 'why', reply: 'P8', statement: 'A11', argument: 'Single-table updates can drift too: why would these have compiled?' }),
    // Closing: concedes PRO's undercut of its thesis's support, final statement.
    moves(
      { act: 'concede', reply: 'P3', statement: 'A5', argument: 'Raw SQL inside the ORM does cover the reports.' },
      { act: 'final', argument: 'Keep the reports in raw SQL whatever we choose; adopt the ORM only with a migration-order check in CI.' },
    ),
  ],
};

export const demo: DemoScript = {
  config: { question: PERSUASION_INFO.demoQuestion, rounds: 2 },
  answers: ANSWERS,
  pass: {
    mod: JSON.stringify({ rulings: [] }),
    pro: JSON.stringify({ moves: [{ act: 'final', argument: 'I rest my case.' }] }),
    opp: JSON.stringify({ moves: [{ act: 'final', argument: 'I rest my case.' }] }),
  },
  aliases: ['sql-orm'],
};
