// agon list, agon show <id>, agon rm <id>: what is saved, without replaying anything for list.
import type { Plan, ViewModel } from '../../protocols/types.js';
import { parseCommand } from '../args.js';
import { EXIT, type ExitCode } from '../../session/exit-codes.js';
import { makeOutput } from '../../session/output.js';
import { printJson, printText } from '../../text/print.js';
import { serviceFor } from '../../session/local-service.js';
import { hostOf } from '../../agents/host.js';

export async function listCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values } = parseCommand('list', argv, {}, { min: 0, max: 0, names: '' });
  const rows = await serviceFor(values, hostOf(env, cwd)).list();
  if (values.json === true) {
    for (const row of rows) printJson({ v: 2, kind: 'session', ...row });
    return EXIT.ok;
  }
  if (rows.length === 0) printText('No saved sessions. Start one with `agon run --question … --seat …`.\n');
  for (const row of rows) {
    if ('error' in row) {
      printText(`${row.id}  unreadable: ${row.error}\n`);
      continue;
    }
    const m = row.meta;
    const title = m.title ? `"${m.title}"  ` : '';
    printText(`${row.id}  ${row.protocol}  ${m.status}  ${m.phase} ${m.progress.label}  ${m.updatedAt}  ${title}${m.question}\n`);
  }
  return EXIT.ok;
}

export async function showCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('show', argv, {}, { min: 1, max: 1, names: 'the session id' });
  const session = await serviceFor(values, hostOf(env, cwd)).open(positionals[0]!, { readOnly: true });
  try {
    const view = session.view();
    const outcome = session.outcome();
    const plan = session.plan();
    const meta = { ...session.summary() };
    makeOutput(values.json === true).result(
      {
        kind: 'session',
        session: session.id,
        protocol: session.protocol.id,
        ...(session.title ? { title: session.title } : {}),
        meta,
        config: session.sessionConfig,
        view,
        next: plan,
        actions: session.protocol.humanActions(session.state),
        outcome: { summary: outcome.summary, buckets: outcome.buckets ?? null },
      },
      [
        `${session.id} · ${session.protocol.id} · ${view.status.state}${session.readOnlyReason ? ` (read-only: ${session.readOnlyReason})` : ''}`,
        ...(session.title ? [`Title: ${session.title}`] : []),
        `Question: ${view.question}`,
        `Progress: ${view.progress.phase}, ${view.progress.label}${view.progress.note ? ` (${view.progress.note})` : ''}`,
        ...view.progress.checklist.map(
          (c) => `  [${c.state === 'met' ? 'x' : c.state === 'unmet' ? ' ' : '?'}] ${c.label}${c.detail ? ` (${c.detail})` : ''}`,
        ),
        `Seats: ${view.seats.map((s) => `${s.seat}=${s.agent}${s.stance ? ` (${s.stance})` : ''}`).join(', ')}`,
        ...view.groups.map((g) => `${g.name}: ${g.items.map((i) => i.id).join(', ') || '—'}`),
        `${view.open.title}: ${openLine(view)}`,
        ...view.flags.map((f) => `Flag: ${f.text}`),
        `Next: ${nextLine(plan)}`,
        outcome.summary,
        ...(plan.kind === 'await-human'
          ? ['', `--- what the ${plan.seat} seat is asked (answer with agon move ${session.id} --seat ${plan.seat}) ---`, plan.prompt.full]
          : []),
      ],
    );
    return EXIT.ok;
  } finally {
    await session.close();
  }
}

function openLine(view: ViewModel): string {
  return view.open.rows.map((r) => `${r.title} (${r.status}${r.due ? `, ${r.due}` : ''})`).join(', ') || 'none';
}

function nextLine(plan: Plan): string {
  switch (plan.kind) {
    case 'ask':
      return `ask ${plan.requests.map((r) => r.seat).join(' and ')}`;
    case 'await-human':
      return `waiting for the person in the ${plan.seat} seat`;
    case 'done':
      return `done (${plan.reason})`;
    case 'check':
      return 'check citations';
    case 'prepare':
      return `prepare the seats ${plan.seats.map((s) => s.seat).join(', ')}`;
  }
}

export async function rmCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('rm', argv, {}, { min: 1, max: 1, names: 'the session id' });
  const id = await serviceFor(values, hostOf(env, cwd)).remove(positionals[0]!);
  makeOutput(values.json === true).result({ kind: 'removed', session: id }, [`Removed ${id}.`]);
  return EXIT.ok;
}
