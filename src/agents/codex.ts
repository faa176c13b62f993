// Codex CLI: `codex exec … -` with the prompt on stdin, continued with `codex exec … resume <id> -`.
// Every flag goes before `resume`: the subcommand rejects exec's flags placed after it. Older
// builds reject `--json` on resume; that usage error falls back to the human format once and is
// remembered (`json=false` on the seat asks for the human format from the start).
import type { AgentReply, AgentRequest } from '../runner/types.js';
import { type AgentDeps, CliRunner, type PlaceableAgent } from './cli-agent.js';
import { lineSplitter } from './json-lines.js';
import { agentMessageOf, type CodexTurn, parseCodexJson, parseCodexOutput } from './codex-parse.js';
import { classifyFailure, errorLine, unparsable } from './failures.js';
import type { SeatOptions } from './options.js';
import { usageFields } from './prices.js';
import type { ProcessOutput } from './process.js';

export function codexArgs(options: SeatOptions, cwd: string, json: boolean, resumeRef?: string): string[] {
  return [
    'exec',
    '--skip-git-repo-check',
    '--color',
    'never',
    '--sandbox',
    options.allowEdits ? 'workspace-write' : 'read-only',
    ...(json ? ['--json'] : []),
    ...(options.model ? ['-m', options.model] : []),
    '-C',
    cwd,
    ...(resumeRef ? ['resume', resumeRef] : []),
    '-',
  ];
}

/** A JSONL stream that already ended its turn with an answer (the human format has no such mark). */
function answered(stdout: string): boolean {
  const turn = parseCodexJson(stdout);
  return turn?.completed === true && turn.text !== undefined && !turn.failure;
}

/** clap's usage errors (exit 2), as printed when `resume` does not take a flag. */
const isUsageError = (out: ProcessOutput) => out.exitCode === 2 && /unexpected argument|^Usage: codex/m.test(out.stderr);

export function codexAgent(options: SeatOptions, deps: AgentDeps): PlaceableAgent {
  const cli = new CliRunner('codex', deps);
  let jsonOnResume = options.json;
  const once = (request: AgentRequest, json: boolean, resumeRef: string | undefined) => {
    const onText = cli.listener(request);
    const stream = onText
      ? lineSplitter((line) => {
          const text = agentMessageOf(line);
          if (text) onText(text);
        })
      : undefined;
    return cli.run(codexArgs(options, cli.cwd, json, resumeRef), request, stream, json ? answered : undefined);
  };
  return {
    kind: 'codex',
    resumes: options.resume,
    place: (placement) => cli.place(placement),
    async ask(request) {
      const resumeRef = options.resume ? request.resumeRef : undefined;
      const json = resumeRef ? jsonOnResume : options.json;
      let out = await once(request, json, resumeRef);
      if (resumeRef && json && isUsageError(out)) {
        jsonOnResume = false;
        out = await once(request, false, resumeRef);
      }
      return interpret(cli, out, parseCodexOutput(out.stdout, out.stderr), options, deps, resumeRef);
    },
  };
}

function interpret(
  cli: CliRunner,
  out: ProcessOutput,
  turn: CodexTurn,
  options: SeatOptions,
  deps: AgentDeps,
  resumeRef?: string,
): AgentReply {
  const answered = turn.text !== undefined && !turn.failure && (out.exitCode === 0 || turn.completed);
  if (!answered) {
    const message = turn.failure ?? turn.lastError ?? (errorLine(out.stderr) || errorLine(out.stdout));
    if (out.exitCode === 0 && !turn.failure)
      throw unparsable('codex', `no answer in its ${turn.format === 'json' ? 'JSONL events' : 'output'}`, out.raw, 0);
    throw classifyFailure('codex', message, out.raw, out.exitCode);
  }
  const threadId = turn.threadId ?? resumeRef;
  const model = options.model ?? turn.model;
  const usage = turn.counts
    ? usageFields([{ ...(model ? { model } : {}), counts: turn.counts }], deps.config.prices)
    : turn.total !== undefined
      ? { tokens: { total: turn.total } }
      : {};
  return cli.reply(turn.text!, out, { ...usage, ...(threadId ? { resumeRef: threadId } : {}) });
}
