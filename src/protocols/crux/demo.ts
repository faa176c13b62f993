// The bundled demo: "Is Bitcoin digital gold?", Saylor against Hayes, played by script agents with
// the engine as moderator. It shows every mechanic on the way to a validated crux: a CHALLENGE
// refused before a steelman, a question refused for offering alternatives, a steelman graded
// INCOMPLETE and retried, a vague falsifier refused, a move refused in the wrong stage, a lock that
// fails (a falsifier missing) and succeeds once it is given, evidence on both falsifiers, a real
// concession and a cheap one.
import type { DemoScript } from '../types.js';

const answer = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

const SAYLOR = [
  // DISCOVERY. A challenge before any steelman is refused.
  answer({
    topClaim: { statement: 'Bitcoin is digital gold: a scarce, unseizable store of value for the long run', side: 'YES', confidence: 0.9 },
    moves: [
      { type: 'CLAIM', text: 'Supply is capped at 21 million coins; no central bank can debase it, which is what made gold money.' },
      { type: 'CHALLENGE', target: 'Hayes', text: "Hayes mistakes a young asset's volatility for its nature." },
    ],
  }),
  // A thin steelman (graded INCOMPLETE next), and a question with alternatives (refused).
  answer({
    moves: [
      { type: 'GRADE_STEELMAN', steelman: 'S1', grade: 'ACCURATE' },
      { type: 'STEELMAN', target: 'debater-2', text: 'Hayes says Bitcoin is just a tech stock.' },
      { type: 'PROPOSE_QUESTION', question: 'Is Bitcoin a risk asset or a hedge?' },
    ],
  }),
  // CRUX_LOCK: the steelman again, better, and a commitment.
  answer({
    moves: [
      {
        type: 'STEELMAN',
        target: 'debater-2',
        text: 'Hayes argues that Bitcoin is priced by global dollar liquidity: when central banks tighten, leveraged holders sell, so in a crash it falls with stocks, and harder, which gold does not.',
      },
      {
        type: 'COMMIT_POSITION',
        side: 'NO',
        confidence: 0.7,
        topClaimFlips: true,
        reasoning: 'a store of value does not halve in an equity crash',
      },
    ],
  }),
  // A vague falsifier (refused); the commitment again, surer.
  answer({
    moves: [
      { type: 'DECLARE_FALSIFIER', metric: 'Bitcoin', threshold: 'probably holds up in a crash', deadline: 'eventually' },
      { type: 'COMMIT_POSITION', side: 'NO', confidence: 0.8, topClaimFlips: true },
    ],
  }),
  // After the failed lock, the falsifier the moderator asked for.
  answer({
    moves: [
      {
        type: 'DECLARE_FALSIFIER',
        metric: "Bitcoin's drawdown from its prior high during the next S&P 500 decline of more than 30%",
        threshold: '> 50%',
        deadline: '2030-12-31',
        reasoning: 'if it halves when stocks crash, it is no hedge',
      },
    ],
  }),
  // EVIDENCE: on both falsifiers, and a concession that lowers the TopClaim's confidence.
  answer({
    moves: [
      {
        type: 'PROVIDE_EVIDENCE',
        falsifier: 'F1',
        data: "Through much of 2023 Bitcoin's 90-day correlation with the Nasdaq-100 sat near 0.2, down from 0.6 in 2022.",
        source: 'demo figures',
      },
      {
        type: 'PROVIDE_EVIDENCE',
        falsifier: 'F2',
        data: 'Bitcoin was back at new highs within nine months of March 2020.',
        source: 'demo figures',
      },
      { type: 'CONCEDE', target: 'Hayes', text: 'March 2020 is a real data point against me.', topClaim: { confidence: 0.8 } },
    ],
  }),
];

const HAYES = [
  answer({
    topClaim: {
      statement: 'Bitcoin trades as a leveraged bet on dollar liquidity, not as a hedge like gold',
      side: 'NO',
      confidence: 0.75,
    },
    moves: [
      { type: 'CLAIM', text: 'In 2022 Bitcoin fell 77% from its peak while the Nasdaq fell 35%: it moved with liquidity, not against it.' },
      {
        type: 'STEELMAN',
        target: 'Saylor',
        text: "Saylor holds that a fixed, unseizable supply makes Bitcoin a better long-run store of value than gold, and that today's volatility is the price of early adoption, not a sign that it is a risk asset.",
      },
    ],
  }),
  answer({
    moves: [
      {
        type: 'GRADE_STEELMAN',
        steelman: 'S2',
        grade: 'INCOMPLETE',
        feedback: 'I never said it is a stock: I said it trades with global dollar liquidity. You left out the mechanism.',
      },
      {
        type: 'PROPOSE_QUESTION',
        question: 'Will Bitcoin fall more than 50% from its high the next time the S&P 500 falls more than 30%?',
      },
    ],
  }),
  answer({
    moves: [
      { type: 'GRADE_STEELMAN', steelman: 'S3', grade: 'ACCURATE' },
      { type: 'COMMIT_POSITION', side: 'YES', confidence: 0.75, topClaimFlips: true, reasoning: 'every drawdown so far says so' },
      {
        type: 'DECLARE_FALSIFIER',
        metric: "Bitcoin's 90-day correlation with the Nasdaq-100",
        threshold: 'below 0.2 for four consecutive quarters',
        deadline: '2027-12-31',
        reasoning: 'a liquidity trade cannot decouple for a year',
      },
    ],
  }),
  // Evidence before its stage (refused), and the commitment again.
  answer({
    moves: [
      { type: 'PROVIDE_EVIDENCE', falsifier: 'F1', data: 'The correlation was 0.6 through 2022.' },
      { type: 'COMMIT_POSITION', side: 'YES', confidence: 0.8, topClaimFlips: true },
    ],
  }),
  answer({
    moves: [
      {
        type: 'PROVIDE_EVIDENCE',
        falsifier: 'F2',
        data: 'In March 2020 Bitcoin fell about 50% in two days while the S&P 500 fell 34% from its high.',
        source: 'demo figures',
      },
      { type: 'CHALLENGE', target: 'Saylor', text: 'A hedge that halves in the first week of a crash hedges nothing.' },
    ],
  }),
  // A concession that leaves the TopClaim as it was: flagged as cheap.
  answer({ moves: [{ type: 'CONCEDE', target: 'Saylor', text: 'The 2023 decoupling is real.' }] }),
];

export const demo: DemoScript = {
  config: {
    personas: 'Saylor: a Bitcoin maximalist, founder of a company that holds it; Hayes: a macro trader who sees it as a liquidity bet',
    evidenceBudget: '6-10',
  },
  answers: { 'debater-1': SAYLOR, 'debater-2': HAYES },
  pass: { 'debater-1': '{"moves": []}', 'debater-2': '{"moves": []}' },
};
