// agon check <id> [--json]: whether a session is sound, without replaying or changing it: every
// event's data against its type's schema, every raw text an event refers to (there, a regular
// file, its bytes matching its hash), and the events saved in session.journal but not yet folded
// into session.json (read like the rest). Exit 0 when sound, 1 with each problem on its own line.
import { parseCommand } from '../args.js';
import { EXIT, type ExitCode } from '../../session/exit-codes.js';
import { makeOutput } from '../../session/output.js';
import { serviceFor } from '../../session/local-service.js';
import { hostOf } from '../../agents/host.js';

export async function checkCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('check', argv, {}, { min: 1, max: 1, names: 'the session id' });
  const report = await serviceFor(values, hostOf(env, cwd)).check(positionals[0]!);
  const journal = report.journaled > 0 ? ` (${report.journaled} of them in session.journal, not yet folded into session.json)` : '';
  const summary = `${report.id}: ${report.events} events${journal}, ${report.raw} raw texts checked against their hashes`;
  makeOutput(values.json === true).result(
    {
      kind: 'check',
      session: report.id,
      sound: report.problems.length === 0,
      events: report.events,
      journaled: report.journaled,
      raw: report.raw,
      problems: report.problems,
    },
    report.problems.length === 0
      ? [`${summary}: sound.`]
      : [
          `${summary}: ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}:`,
          ...report.problems.map((p) => `  ${p}`),
        ],
  );
  return report.problems.length === 0 ? EXIT.ok : EXIT.failure;
}
