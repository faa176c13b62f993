// The tools that read: the protocols there are, and where a debate stands. Both stay small: lists
// are cut to a few rows, long texts to a line, and the full record stays in the session's files.
import * as z from 'zod';
import type { AGENT_KINDS } from '../../agents/seat-spec.js';
import { declarations } from '../../protocols/registry.js';
import type { ActionDescriptor, OptionDecl } from '../../protocols/types.js';
import type { Session } from '../../session/session.js';
import { sessionId } from '../inputs.js';
import { withSession } from '../sessions.js';
import { reportLink } from '../step-reply.js';
import { defineTool } from '../tool.js';

const SEAT_KINDS: Record<(typeof AGENT_KINDS)[number], string> = {
  mcp: 'you, the MCP client: your turn comes back as a prompt, answered with the move tool',
  codex: 'Codex CLI',
  claude: 'Claude Code',
  gemini: 'Gemini CLI',
  qwen: 'Qwen Code',
  openai: 'an OpenAI-compatible endpoint named in the agon config file (openai:endpoint=NAME), or openai:base=URL,model=M',
  human: 'the person, through agon or the TUI (or the move tool)',
  script: 'answers from a file inside the workdir (script:file=PATH)',
};

const clip = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const protocolsTool = defineTool({
  name: 'protocols',
  title: 'List protocols',
  description: 'The debate protocols this agon offers, each with its seats and options, and the kinds of agent a seat can take.',
  readOnly: true,
  input: z.object({}).strict(),
  async run() {
    const protocols = declarations().map((d) => ({
      id: d.id,
      title: d.title,
      description: d.description,
      seats: d.seats.map((s) => ({
        name: s.name,
        description: s.description,
        required: s.required,
        ...(s.repeat ? { repeat: s.repeat } : {}),
      })),
      options: d.options.map(describeOption),
      commands: (d.commands ?? []).map((c) => ({
        name: c.name,
        summary: c.summary,
        ...(c.args?.length
          ? {
              args: c.args.map((a) => ({
                name: a.name,
                help: a.help,
                ...(a.optional ? { optional: true } : {}),
                ...(a.choices ? { choices: a.choices } : {}),
              })),
            }
          : {}),
        options: c.options.map((o) => ({ ...describeOption(o), ...(o.required ? { required: true } : {}) })),
        debates: c.debates === true,
        exits: c.exits,
      })),
    }));
    const lines = protocols.map(
      (p) =>
        `${p.id}: ${p.description} Seats: ${p.seats.map((s) => `${s.name}${s.required ? '' : ' (optional)'}`).join(', ')}. Options: ${p.options.map((o) => o.key).join(', ') || 'none'}.${p.commands.length ? ` Commands (command tool): ${p.commands.map((c) => `${c.name} (${c.summary})`).join('; ')}.` : ''}`,
    );
    return {
      structured: { protocols, seatKinds: SEAT_KINDS },
      text: [
        ...lines,
        `Seat kinds: ${Object.entries(SEAT_KINDS)
          .map(([k, v]) => `${k} (${v})`)
          .join('; ')}.`,
      ].join('\n'),
    };
  },
});

export const listTool = defineTool({
  name: 'list',
  title: 'List debates',
  description:
    'The saved debates, newest first: id, protocol, status, progress and question (the same sessions the agon CLI and workbench list).',
  readOnly: true,
  input: z.object({ limit: z.number().int().min(1).max(200).default(20) }).strict(),
  async run(args, ctx) {
    const rows = (await ctx.service.list()).slice(0, args.limit);
    const sessions = rows.map((row) =>
      'error' in row
        ? { session: row.id, error: row.error }
        : {
            session: row.id,
            protocol: row.protocol,
            status: row.meta.status,
            progress: row.meta.progress.label,
            question: clip(row.meta.question, 160),
            updatedAt: row.meta.updatedAt,
          },
    );
    const lines = sessions.map((s) =>
      'error' in s ? `${s.session}: unreadable (${s.error})` : `${s.session} · ${s.protocol} · ${s.status} · ${s.progress} · ${s.question}`,
    );
    return { structured: { sessions }, text: lines.join('\n') || 'No saved debates yet.' };
  },
});

export const showTool = defineTool({
  name: 'show',
  title: 'Show a debate',
  description:
    'Where a debate stands: progress, what is open, the latest entries, and what comes next (whose turn, or the actions a person can take). Reads only.',
  readOnly: true,
  input: z
    .object({
      session: sessionId,
      rows: z.number().int().min(0).max(50).default(8).describe('how many open items and latest entries to list'),
    })
    .strict(),
  async run(args, ctx) {
    return withSession(ctx, args.session, async (session) => show(session, args.rows), { readOnly: true });
  },
});

function show(session: Session, rows: number) {
  const view = session.view();
  const plan = session.plan();
  const seats = session.sessionConfig.seats;
  const next =
    plan.kind === 'ask'
      ? { kind: 'ask', seats: plan.requests.map((r) => ({ seat: r.seat, agent: seats[r.seat]?.kind ?? 'nobody' })) }
      : plan.kind === 'await-human'
        ? { kind: 'await-human', seat: plan.seat }
        : plan.kind === 'done'
          ? { kind: 'done', reason: plan.reason, report: reportLink(session).uri }
          : { kind: plan.kind };
  const actions = session.protocol.humanActions(session.state).map(describeAction);
  const structured = {
    session: session.id,
    protocol: session.protocol.id,
    question: view.question,
    status: view.status.state,
    phase: view.progress.phase,
    progress: view.progress.label,
    events: session.events().length,
    flags: view.flags.map((f) => f.text),
    open: view.open.rows.slice(0, rows).map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      ...(r.owner ? { owner: r.owner } : {}),
      ...(r.owes ? { owes: r.owes } : {}),
      ...(r.due ? { due: r.due } : {}),
    })),
    openCount: view.open.rows.length,
    latest: view.record.rows
      .slice(-rows)
      .map((r) => ({ id: r.id, mark: r.mark, badge: r.badge, ...(r.seat ? { seat: r.seat } : {}), text: clip(r.text) })),
    recordCount: view.record.rows.length,
    seats: view.seats.map((s) => ({ seat: s.seat, agent: seats[s.seat]?.kind ?? s.agent, ...(s.stance ? { stance: s.stance } : {}) })),
    next,
    actions,
  };
  const text = [
    `${session.id} · ${session.protocol.id} · ${view.status.state} · ${view.progress.label}`,
    `Question: ${clip(view.question, 400)}`,
    `Open (${view.open.rows.length}): ${structured.open.map((r) => `${r.id} ${r.title} [${r.status}]`).join('; ') || view.open.empty}`,
    nextLine(session),
    `Actions (act tool): ${actions.map((a) => a.kind).join(', ') || 'none now'}.`,
  ].join('\n');
  return { structured, text };
}

function describeOption({ key, type, help, ...rest }: OptionDecl) {
  return {
    key,
    type,
    help,
    ...('default' in rest && rest.default !== undefined ? { default: rest.default } : {}),
    ...('choices' in rest ? { choices: rest.choices.map((c) => c.value) } : {}),
  };
}

function nextLine(session: Session): string {
  const plan = session.plan();
  const seats = session.sessionConfig.seats;
  switch (plan.kind) {
    case 'ask': {
      const yours = plan.requests.some((r) => seats[r.seat]?.kind === 'mcp');
      return `Next: ${plan.requests.map((r) => `${r.seat} (${seats[r.seat]?.kind ?? 'nobody'})`).join(', ')} to answer${yours ? '; step to get your prompt' : ''}.`;
    }
    case 'await-human':
      return `Next: the person in the ${plan.seat} seat (move tool, or an action).`;
    case 'done':
      return `Done: ${plan.reason}. Report: ${reportLink(session).uri}.`;
    default:
      return `Next: ${plan.kind}.`;
  }
}

function describeAction(a: ActionDescriptor) {
  const fields = Object.entries(a.schema).map(([name, spec]) => ({
    name,
    required: spec.required,
    label: spec.label,
    ...(spec.options ? { options: spec.options.map((o) => o.value) } : {}),
  }));
  return {
    kind: a.kind,
    label: a.label,
    ...(a.targets.length > 0
      ? { targets: a.targets.slice(0, 30), ...(a.targets.length > 30 ? { moreTargets: a.targets.length - 30 } : {}) }
      : {}),
    inputs: [
      ...fields,
      ...(a.fields ?? []).map((f) => ({
        name: `fields.${f.name}`,
        required: f.required,
        label: f.label,
        ...(f.options ? { options: f.options.map((o) => o.value) } : {}),
      })),
    ],
  };
}
