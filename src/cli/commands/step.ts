// agon step <id> [--rounds N]: advance a saved session by N rounds (default one).
import { resolveSessionsDir, SessionStore } from '../../../state/index.js';
import { numberOpt, parseCommand, stringOpt } from '../args.js';
import type { ExitCode } from '../exit.js';
import { makeOutput } from '../output.js';
import { loadSession } from '../session.js';
import { drive } from './drive.js';

export async function stepCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('step', argv, { rounds: { type: 'string' } }, { min: 1, max: 1, names: 'the session id' });
  const rounds = numberOpt(values, 'rounds', { integer: true }) ?? 1;
  const store = new SessionStore(resolveSessionsDir(stringOpt(values, 'sessions-dir'), env, cwd));
  const loaded = await loadSession(store, positionals[0]!);
  try {
    return await drive(store, loaded, makeOutput(values.json === true), { rounds });
  } finally {
    await loaded.open.close();
  }
}
