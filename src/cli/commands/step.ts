// agon step <id> [--rounds N]: advance a saved session by N rounds (default one).
import { resolveSessionsDir, SessionStore } from '../../../state/index.js';
import { budgetOptions, numberOpt, parseCommand, stringOpt } from '../args.js';
import type { ExitCode } from '../exit.js';
import { makeOutput } from '../output.js';
import { loadSession, storeSink } from '../session.js';
import { requireWritable } from '../writable.js';
import { drive } from './drive.js';

export async function stepCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand(
    'step',
    argv,
    { rounds: { type: 'string' }, 'budget-usd': { type: 'string' }, 'budget-tokens': { type: 'string' }, 'budget-seconds': { type: 'string' } },
    { min: 1, max: 1, names: 'the session id' },
  );
  const rounds = numberOpt(values, 'rounds', { integer: true }) ?? 1;
  const budgets = budgetOptions(values);
  const store = new SessionStore(resolveSessionsDir(stringOpt(values, 'sessions-dir'), env, cwd));
  const loaded = await loadSession(store, positionals[0]!);
  try {
    await requireWritable(loaded);
    const output = makeOutput(values.json === true);
    if (budgets) {
      // New budgets are an event, like everything else that changes a session.
      const sink = storeSink(loaded, () => new Date());
      const [event] = await sink.record([{ actor: 'human', type: 'session.budgets', data: { budgets }, at: new Date().toISOString() }]);
      output.event(loaded.open.id, event!, []);
    }
    return await drive(store, loaded, output, { rounds });
  } finally {
    await loaded.open.close();
  }
}
