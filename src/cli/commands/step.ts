// agon step <id> [--rounds N] [--seat SEAT=SPEC …] [--budget-… X]: advance a saved session by N
// rounds or stages (default one). A seat named gets that agent (or the person) from now on, and
// budgets given replace the session's; both are recorded before the step runs.
import { absolutizeSpec } from '../../agents/port.js';
import { BUDGET_OPTIONS, parseCommand } from '../args.js';
import { budgetOptions, numberOpt } from '../../session/flag-values.js';
import { reseatSpecs } from '../../session/request-seats.js';
import type { ExitCode } from '../../session/exit-codes.js';
import { makeOutput } from '../../session/output.js';
import { serviceFor } from '../../session/local-service.js';
import { hostOf } from '../../agents/host.js';
import { drive } from '../../session/drive.js';

export async function stepCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand(
    'step',
    argv,
    { rounds: { type: 'string' }, seat: { type: 'string', multiple: true }, ...BUDGET_OPTIONS },
    { min: 1, max: 1, names: 'the session id' },
  );
  const rounds = numberOpt(values, 'rounds', { integer: true }) ?? 1;
  const budgets = budgetOptions(values);
  const host = hostOf(env, cwd);
  const session = await serviceFor(values, host).open(positionals[0]!);
  try {
    const seats = reseatSpecs(session.protocol, (values.seat as string[] | undefined) ?? [], (spec) => absolutizeSpec(spec, host));
    const output = makeOutput(values.json === true);
    for (const [seat, spec] of Object.entries(seats)) output.event(session.id, await session.reseat(seat, spec), []);
    if (budgets) output.event(session.id, await session.setBudgets(budgets), []);
    return await drive(session, output, rounds);
  } finally {
    await session.close();
  }
}
