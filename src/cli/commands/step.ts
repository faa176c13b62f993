// agon step <id> [--rounds N]: advance a saved session by N rounds or stages (default one).
import { BUDGET_OPTIONS, budgetOptions, numberOpt, parseCommand } from '../args.js';
import type { ExitCode } from '../exit.js';
import { makeOutput } from '../output.js';
import { serviceFor } from '../service.js';
import { drive } from './drive.js';

export async function stepCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('step', argv, { rounds: { type: 'string' }, ...BUDGET_OPTIONS }, { min: 1, max: 1, names: 'the session id' });
  const rounds = numberOpt(values, 'rounds', { integer: true }) ?? 1;
  const budgets = budgetOptions(values);
  const session = await serviceFor(values, env, cwd).open(positionals[0]!);
  try {
    const output = makeOutput(values.json === true);
    if (budgets) output.event(session.id, await session.setBudgets(budgets), []);
    return await drive(session, output, rounds);
  } finally {
    await session.close();
  }
}
