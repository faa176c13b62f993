// agon list, agon show <id>, agon rm <id>: what is saved, without replaying anything for list.
import { resolveSessionsDir, SessionStore } from '../../../state/index.js';
import { parseCommand } from '../args.js';
import { EXIT, type ExitCode } from '../exit.js';
import { makeOutput } from '../output.js';
import { loadSession, storeFailure } from '../session.js';

const storeOf = (values: Record<string, unknown>, env: NodeJS.ProcessEnv, cwd: string) =>
  new SessionStore(resolveSessionsDir(typeof values['sessions-dir'] === 'string' ? values['sessions-dir'] : undefined, env, cwd));

export async function listCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values } = parseCommand('list', argv, {}, { min: 0, max: 0, names: '' });
  const rows = await storeOf(values, env, cwd).list().catch(storeFailure);
  if (values.json === true) {
    for (const row of rows) process.stdout.write(`${JSON.stringify({ v: 1, kind: 'session', ...row })}\n`);
    return EXIT.ok;
  }
  if (rows.length === 0) process.stdout.write('No saved sessions. Start one with `agon run --question … --seat …`.\n');
  for (const row of rows) {
    if ('error' in row) {
      process.stdout.write(`${row.id}  unreadable: ${row.error}\n`);
      continue;
    }
    const m = row.meta;
    process.stdout.write(`${row.id}  ${row.protocol}  ${m.status}  ${m.phase} ${m.round}/${m.maxRounds}  ${m.updatedAt}  ${m.question}\n`);
  }
  return EXIT.ok;
}

export async function showCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('show', argv, {}, { min: 1, max: 1, names: 'the session id' });
  const loaded = await loadSession(storeOf(values, env, cwd), positionals[0]!, { readOnly: true });
  try {
    const { open, protocol, state } = loaded;
    const view = protocol.view(state);
    const outcome = protocol.outcome(state);
    const plan = protocol.plan(state);
    makeOutput(values.json === true).result(
      { kind: 'session', session: open.id, protocol: open.doc.protocol, meta: open.doc.meta, config: open.doc.config, view, next: plan, actions: protocol.humanActions(state), outcome: { summary: outcome.summary, buckets: outcome.buckets ?? null } },
      [
        `${open.id} · ${open.doc.protocol} · ${open.doc.meta.status}${open.readOnlyReason ? ` (read-only: ${open.readOnlyReason})` : ''}`,
        `Question: ${view.question}`,
        `Phase: ${view.phase.name}, round ${view.phase.round}/${view.phase.maxRounds}${view.phase.note ? ` (${view.phase.note})` : ''}`,
        `Seats: ${view.seats.map((s) => `${s.seat}=${s.role}`).join(', ')}`,
        ...view.buckets.map((b) => `${b.name}: ${b.items.join(', ') || '—'}`),
        `Open challenges: ${view.challenges.map((c) => `${c.id} (${c.kind} on ${c.target}, ${c.status})`).join(', ') || 'none'}`,
        ...view.flags.map((f) => `Flag: ${f}`),
        `Next: ${plan.kind === 'ask' ? `ask ${plan.requests.map((r) => r.seat).join(' and ')}` : plan.kind === 'await-human' ? `waiting for the person in the ${plan.seat} seat` : plan.kind === 'done' ? `done (${plan.reason})` : 'check citations'}`,
        outcome.summary,
        ...(plan.kind === 'await-human' ? ['', `--- what the ${plan.seat} seat is asked (answer with agon move ${open.id} --seat ${plan.seat}) ---`, plan.prompt.full] : []),
      ],
    );
    return EXIT.ok;
  } finally {
    await loaded.open.close();
  }
}

export async function rmCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('rm', argv, {}, { min: 1, max: 1, names: 'the session id' });
  await storeOf(values, env, cwd).remove(positionals[0]!).catch(storeFailure);
  makeOutput(values.json === true).result({ kind: 'removed', session: positionals[0] }, [`Removed ${positionals[0]}.`]);
  return EXIT.ok;
}
