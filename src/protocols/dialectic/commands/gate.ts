// agon gate: what a program asks before a risky action. Low stakes, or debates turned off, pass
// without a debate (the seed's bypass rules); otherwise a planning debate decides PROCEED, MODIFY
// or ESCALATE, printed as the seed's synthesis lines and exiting by the resolution.
import type { CommandInput, CommandStep, ProtocolCommand } from '../../types.js';
import { readRequest, type Request, STAKES, type Stakes } from '../request.js';
import { taskId } from '../task-id.js';
import { flag, resolved, text, without } from './common.js';

function requestOf(input: CommandInput): { ok: true; request: Extract<Request, { type: 'planning' }> } | { ok: false; problem: string } {
  const line = text(input, 'request');
  if (line) {
    if (text(input, 'proposal') || input.options.stakes !== undefined || input.options.rounds !== undefined)
      return { ok: false, problem: 'gate: give --request, or --proposal with --stakes, not both' };
    const read = readRequest(line);
    if (!read.ok) return { ok: false, problem: `gate: --request: ${read.problem}` };
    if (read.request.type !== 'planning')
      return { ok: false, problem: 'gate: --request takes a planning request (DEBATE REQ:…); a failure is recorded with agon attempt' };
    return { ok: true, request: read.request };
  }
  const proposal = text(input, 'proposal');
  const stakes = input.options.stakes;
  if (!proposal) return { ok: false, problem: 'gate: --proposal is required (what is about to be done), or --request' };
  if (typeof stakes !== 'string' || !STAKES.includes(stakes as Stakes))
    return { ok: false, problem: 'gate: --stakes is required (low, medium or high)' };
  const rounds = typeof input.options.rounds === 'number' ? input.options.rounds : 1;
  return { ok: true, request: { type: 'planning', subject: proposal, stakes: stakes as Stakes, rounds } };
}

export const gate: ProtocolCommand = {
  reads: () => [],
  decide(input): CommandStep {
    const read = requestOf(input);
    if (!read.ok) return { kind: 'refuse', problem: read.problem };
    const { request } = read;
    const json = { task_id: taskId(request.subject), stakes: request.stakes, bypassed: null };
    if (request.stakes === 'low')
      return { kind: 'finish', print: without('PROCEED', 'Low stakes: no debate needed.', { ...json, bypassed: 'low-stakes' }), exit: 0 };
    if (flag(input, 'noDebate'))
      return {
        kind: 'finish',
        print: without('PROCEED', 'Debates are disabled: no debate held.', { ...json, bypassed: 'disabled' }),
        exit: 0,
      };
    return {
      kind: 'debate',
      config: { question: request.subject, debate: 'planning', stakes: request.stakes, rounds: request.rounds },
      after: (debate) => resolved(debate, json),
    };
  },
};
