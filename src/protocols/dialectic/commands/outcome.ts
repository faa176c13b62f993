// agon outcome <debate> success|failure [--helped]: how a resolution worked out, for the metrics.
// The debate is named by its session id, a unique prefix of it, or its number.
import type { CommandStep, ProtocolCommand } from '../../types.js';
import { METRICS } from '../records.js';
import { flag, foldDebates, lines, outcomeRecord } from './common.js';

export const outcome: ProtocolCommand = {
  reads: () => [{ file: METRICS }],
  decide(input, memory): CommandStep {
    const [asked = '', result] = input.args;
    const debates = foldDebates(lines(memory, METRICS));
    const number = /^\d+$/.test(asked) ? `${asked.padStart(3, '0')}-` : undefined;
    const exact = debates.find((d) => d.debate_id === asked);
    const matches = exact
      ? [exact]
      : debates.filter((d) => d.debate_id.startsWith(asked) || (number !== undefined && d.debate_id.startsWith(number)));
    if (matches.length === 0)
      return { kind: 'refuse', problem: `outcome: no debate "${asked}" in the memory folder's debate-metrics.jsonl` };
    if (matches.length > 1)
      return {
        kind: 'refuse',
        problem: `outcome: "${asked}" matches ${matches.length} debates (${matches
          .slice(0, 3)
          .map((d) => d.debate_id)
          .join(', ')}…): give more of the id`,
      };
    const debate = matches[0]!;
    const worked = result === 'success' ? 'success' : 'failure';
    const helped = flag(input, 'helped');
    return {
      kind: 'finish',
      append: [outcomeRecord(debate, worked, helped, input.now)],
      print: {
        text: `OUTCOME ${debate.debate_id} ${debate.resolution} ${worked}${helped ? ' (the debate helped)' : ' (the debate was not needed)'}`,
        json: { debate: debate.debate_id, resolution: debate.resolution, outcome: worked, helped },
      },
      exit: 0,
    };
  },
};
