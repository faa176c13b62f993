// Qwen Code: `qwen -p … --output-format json`, the prompt on stdin. Its JSON output is one array
// of messages (system, assistant, …, result), not an object: the answer is the `result` element.
// Auth is an API key (OpenAI-compatible or DashScope) from the environment or its settings file.
import type { AgentReply, AgentRequest } from '../runner/types.js';
import { type AgentDeps, CliRunner, type PlaceableAgent } from './cli-agent.js';
import { isRecord, num, str, tryJson } from './json-lines.js';
import { classifyFailure, errorLine, unparsable } from './failures.js';
import { STDIN_NOTE } from './gemini.js';
import type { SeatOptions } from './options.js';
import { usageFields } from './prices.js';
import type { ProcessOutput } from './process.js';
import { QWEN_WRITING_TOOLS } from './read-only.js';

export function qwenArgs(options: SeatOptions): string[] {
  return [
    '-p',
    STDIN_NOTE,
    '--output-format',
    'json',
    ...(options.model ? ['-m', options.model] : []),
    // Last: the tool names are the rest of the argv.
    ...(options.allowEdits ? ['--approval-mode', 'auto-edit'] : ['--approval-mode', 'default', '--exclude-tools', ...QWEN_WRITING_TOOLS]),
  ];
}

/** The message array: all of stdout, else its last line that is an array. */
export function qwenMessages(stdout: string): Record<string, unknown>[] | undefined {
  const candidates = [
    stdout.trim(),
    ...stdout
      .split('\n')
      .filter((l) => l.startsWith('['))
      .reverse(),
  ];
  for (const text of candidates) {
    const parsed = tryJson(text);
    if (Array.isArray(parsed)) return parsed.filter(isRecord);
  }
  return undefined;
}

export function qwenAgent(options: SeatOptions, deps: AgentDeps): PlaceableAgent {
  const cli = new CliRunner('qwen', deps);
  return {
    kind: 'qwen',
    resumes: false,
    place: (placement) => cli.place(placement),
    async ask(request: AgentRequest) {
      const answered = (stdout: string) =>
        qwenMessages(stdout)?.some((m) => m.type === 'result' && m.is_error !== true && typeof m.result === 'string') === true;
      const out = await cli.run(qwenArgs(options), request, undefined, answered);
      return interpret(cli, out, options, deps);
    },
  };
}

function interpret(cli: CliRunner, out: ProcessOutput, options: SeatOptions, deps: AgentDeps): AgentReply {
  const messages = qwenMessages(out.stdout);
  const result = messages?.findLast((m) => m.type === 'result');
  if (!result) {
    if (out.exitCode !== 0) throw classifyFailure('qwen', errorLine(out.stderr) || errorLine(out.stdout), out.raw, out.exitCode);
    throw unparsable('qwen', 'no result element in its JSON array', out.raw, out.exitCode);
  }
  if (result.is_error === true || (typeof result.subtype === 'string' && result.subtype !== 'success')) {
    const message =
      (isRecord(result.error) ? str(result.error.message) : undefined) ??
      str(result.result) ??
      `the call ended with ${String(result.subtype)}`;
    throw classifyFailure('qwen', message, out.raw, out.exitCode);
  }
  const text = str(result.result);
  if (text === undefined) throw unparsable('qwen', 'the result element has no "result" text', out.raw, out.exitCode);
  const init = messages!.find((m) => m.type === 'system');
  const model = options.model ?? str(init?.model);
  const usage = isRecord(result.usage) ? result.usage : undefined;
  const counted = usage
    ? [
        {
          model,
          counts: {
            input: num(usage.input_tokens) ?? 0,
            cachedInput: num(usage.cache_read_input_tokens) ?? 0,
            output: num(usage.output_tokens) ?? 0,
          },
        },
      ]
    : [];
  // Qwen reports 0 when it does not know the price; only a positive figure is a reported cost.
  const reported = num(result.total_cost_usd);
  const sessionId = str(result.session_id);
  return cli.reply(text, out, {
    ...usageFields(counted, deps.config.prices, reported !== undefined && reported > 0 ? reported : undefined),
    ...(sessionId ? { resumeRef: sessionId } : {}),
  });
}
