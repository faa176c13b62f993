// The dialectic's commands for other programs, as plain data: what `agon --help` lists and the
// command line accepts. Their logic is in commands/.
import type { CommandDecl } from '../types.js';
import { EXIT_NOT_RESET, RESOLUTION_EXITS } from './exits.js';

const STAKES = [
  { value: 'low', label: 'low' },
  { value: 'medium', label: 'medium' },
  { value: 'high', label: 'high' },
];
const NO_DEBATE = {
  key: 'noDebate',
  flag: 'no-debate',
  type: 'boolean',
  env: 'AGON_DISABLE_DEBATE',
  help: 'hold no debate (debates disabled)',
} as const;

export const DIALECTIC_COMMANDS: readonly CommandDecl[] = [
  {
    name: 'gate',
    summary: 'ask before a risky action: PROCEED, MODIFY or ESCALATE',
    usage: 'agon gate --proposal TEXT --stakes low|medium|high [--rounds N] [--seat SEAT=KIND …] [--no-debate] [--json]',
    description: [
      "A planning debate on the proposal (advocate, critic, synthesis), printed as the seed's CSP/1 synthesis lines",
      '(RESOLUTION, RATIONALE, MODIFICATIONS | ESCALATE_TO, NEXT_ATTEMPT_LIMIT) or, with --json, one JSON object.',
      'Bypass: low stakes pass without a debate, and so does everything with --no-debate or AGON_DISABLE_DEBATE=1.',
      '--request takes a whole CSP/1 line instead: --request "DEBATE REQ:<proposal> ROUNDS:<1-3> STAKES:<low|medium|high>".',
      "Seats left out take the synthesis seat's agent; the debate is saved as a session (agon show ID) and recorded in",
      'the memory folder (the daily log, debate-metrics.jsonl); tell how it went with agon outcome ID success|failure.',
    ].join('\n'),
    options: [
      { key: 'proposal', flag: 'proposal', type: 'string', help: 'what is about to be done' },
      { key: 'stakes', flag: 'stakes', type: 'choice', choices: STAKES, help: 'how much is at risk' },
      {
        key: 'rounds',
        flag: 'rounds',
        type: 'integer',
        min: 1,
        max: 3,
        help: 'advocate–critic exchanges before the synthesis (default 1)',
      },
      { key: 'request', flag: 'request', type: 'string', help: 'a CSP/1 DEBATE line instead of the three options above' },
      NO_DEBATE,
    ],
    debates: true,
    exits: RESOLUTION_EXITS.filter((e) => [0, 10, 13].includes(e.code)),
  },
  {
    name: 'attempt',
    summary: 'record a failed (or successful) attempt at a task; debate at the 2nd failure, escalate at the 3rd',
    usage: 'agon attempt --task TEXT (--error TEXT [--approach TEXT] | --success) [--seat SEAT=KIND …] [--no-debate] [--json]',
    description: [
      "Records the failure in failures.jsonl under the task's id (its canonical form hashed) with the error's fingerprint.",
      'The 1st failure is only recorded; the 2nd runs a failure debate (DEBATE_FAILURE with the last two attempts) and',
      'prints RETRY, PIVOT or ESCALATE; the 3rd and later escalate without a debate (one attempt at most follows a',
      'failure debate). Failures older than 24 hours are shown as stale but still count: time alone resets nothing.',
      '--success records that the task worked: its count starts again, and the last debate on it is marked a success.',
    ].join('\n'),
    options: [
      { key: 'task', flag: 'task', type: 'string', required: true, help: 'the task, as you describe it each time' },
      { key: 'error', flag: 'error', type: 'string', help: 'the error the attempt ended with' },
      { key: 'approach', flag: 'approach', type: 'string', help: 'what the attempt tried' },
      { key: 'success', flag: 'success', type: 'boolean', help: 'the task succeeded' },
      NO_DEBATE,
    ],
    debates: true,
    exits: [
      { code: 0, meaning: 'recorded: try again (1st failure), or the success is recorded' },
      ...RESOLUTION_EXITS.filter((e) => e.code > 10),
    ],
  },
  {
    name: 'reset',
    summary: "start a task's failure count afresh, when the seed's reset rules allow it",
    usage: 'agon reset --task TEXT [--reason TEXT] [--json]',
    description: [
      'Resets the count when you start fresh or try a different approach (no reason given counts as that), or when',
      'the context changed significantly: new information, something fixed or updated, a refined goal. Time passing,',
      'a rephrased request or frustration without new information reset nothing. The reset is a line in failures.jsonl.',
    ].join('\n'),
    options: [
      { key: 'task', flag: 'task', type: 'string', required: true, help: 'the task' },
      { key: 'reason', flag: 'reason', type: 'string', help: 'what changed' },
    ],
    exits: [
      { code: 0, meaning: 'reset (or there was nothing to reset)' },
      { code: EXIT_NOT_RESET, meaning: 'not reset: the reason is not one the rules accept; the count stands' },
    ],
  },
  {
    name: 'metrics',
    summary: 'how debates did: frequency, MODIFY/RETRY/PIVOT effectiveness, false positives, escalations, tokens',
    usage: 'agon metrics [--since YYYY-MM-DD] [--json]',
    description: 'Reads debate-metrics.jsonl and failures.jsonl in the memory folder.',
    options: [
      { key: 'since', flag: 'since', type: 'string', placeholder: 'YYYY-MM-DD', help: 'only debates and attempts from this day on' },
    ],
    exits: [{ code: 0, meaning: 'the figures are printed' }],
  },
  {
    name: 'outcome',
    summary: "record whether a debate's resolution worked, and whether the debate helped",
    usage: 'agon outcome <debate> success|failure [--helped] [--json]',
    description:
      'Appends the outcome to debate-metrics.jsonl. <debate> is the session id a debate printed (a unique prefix or its number will do); --helped says the debate changed something, without it the debate counts as not needed.',
    args: [
      { name: '<debate>', help: "the debate's session id" },
      { name: 'success|failure', help: 'how the resolution worked out', choices: ['success', 'failure'] },
    ],
    options: [{ key: 'helped', flag: 'helped', type: 'boolean', help: 'the debate changed what was done for the better' }],
    exits: [{ code: 0, meaning: 'recorded' }],
  },
];
