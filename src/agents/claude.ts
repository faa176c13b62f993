// Claude Code: `claude -p --output-format json`, the prompt on stdin, continued with `--resume ID`.
// When someone listens for text as it arrives, `stream-json` (which needs --verbose) with partial
// messages; its last line is the same result object. A result says `"subtype":"success"` even
// when it failed (not logged in, out of usage), so `is_error` is checked first. CLAUDECODE is
// never passed on (the allowlist drops it): a nested Claude Code refuses to start.
import type { AgentReply, AgentRequest } from '../runner/types.js';
import { type AgentDeps, CliRunner, type PlaceableAgent } from './cli-agent.js';
import { isRecord, lineSplitter, num, str, tryJson } from './json-lines.js';
import { classifyFailure, errorLine, unparsable } from './failures.js';
import type { SeatOptions } from './options.js';
import { usageFields } from './prices.js';
import type { ProcessOutput } from './process.js';
import { CLAUDE_READ_TOOLS } from './read-only.js';

export function claudeArgs(options: SeatOptions, stream: boolean, resumeRef?: string, partials = true): string[] {
  return [
    '-p',
    '--output-format',
    stream ? 'stream-json' : 'json',
    ...(stream ? ['--verbose', ...(partials ? ['--include-partial-messages'] : [])] : []),
    ...(options.model ? ['--model', options.model] : []),
    ...(resumeRef ? ['--resume', resumeRef] : []),
    ...(options.allowEdits
      ? ['--permission-mode', 'acceptEdits']
      : ['--permission-mode', 'default', '--tools', CLAUDE_READ_TOOLS.join(',')]),
  ];
}

/** The `result` object: the whole stdout in json mode, the last result line in stream-json. */
export function claudeResult(stdout: string): Record<string, unknown> | undefined {
  const whole = tryJson(stdout.trim());
  if (isRecord(whole) && whole.type === 'result') return whole;
  const lines = stdout.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const event = lines[i]!.startsWith('{') ? tryJson(lines[i]!) : undefined;
    if (isRecord(event) && event.type === 'result') return event;
  }
  return undefined;
}

/** A successful result object is in stdout: the answer is complete. */
function answered(stdout: string): boolean {
  const result = claudeResult(stdout);
  return result !== undefined && result.is_error !== true && result.subtype === 'success' && typeof result.result === 'string';
}

/** Streams text deltas, or whole assistant messages from a CLI too old for partial messages. */
function streamer(onText: (text: string) => void): (chunk: string) => void {
  let partial = false;
  return lineSplitter((line) => {
    const event = line.startsWith('{') ? tryJson(line) : undefined;
    if (!isRecord(event)) return;
    if (event.type === 'stream_event' && isRecord(event.event) && event.event.type === 'content_block_delta') {
      const delta = event.event.delta;
      if (isRecord(delta) && delta.type === 'text_delta' && typeof delta.text === 'string') {
        partial = true;
        onText(delta.text);
      }
    } else if (event.type === 'assistant' && !partial && isRecord(event.message) && Array.isArray(event.message.content)) {
      const text = event.message.content
        .filter((b): b is { type: string; text: string } => isRecord(b) && b.type === 'text' && typeof b.text === 'string')
        .map((b) => b.text)
        .join('');
      if (text) onText(text);
    }
  });
}

export function claudeAgent(options: SeatOptions, deps: AgentDeps): PlaceableAgent {
  const cli = new CliRunner('claude', deps);
  // Builds older than partial messages refuse the flag; they still stream whole messages.
  let partials = true;
  return {
    kind: 'claude',
    resumes: options.resume,
    place: (placement) => cli.place(placement),
    async ask(request: AgentRequest) {
      const resumeRef = options.resume ? request.resumeRef : undefined;
      const onText = cli.listener(request);
      const stream = onText !== undefined;
      const once = () =>
        cli.run(claudeArgs(options, stream, resumeRef, partials), request, onText ? streamer(onText) : undefined, answered);
      let out = await once();
      if (stream && partials && out.exitCode !== 0 && /unknown option.*include-partial-messages/.test(out.stderr)) {
        partials = false;
        out = await once();
      }
      return interpret(cli, out, options, deps);
    },
  };
}

function interpret(cli: CliRunner, out: ProcessOutput, options: SeatOptions, deps: AgentDeps): AgentReply {
  const result = claudeResult(out.stdout);
  if (!result) {
    if (out.exitCode !== 0) throw classifyFailure('claude', errorLine(out.stderr) || errorLine(out.stdout), out.raw, out.exitCode);
    throw unparsable('claude', 'no result object in its JSON output', out.raw, out.exitCode);
  }
  const errors = Array.isArray(result.errors) ? result.errors.map(String).join('; ') : '';
  if (result.is_error === true || result.subtype !== 'success') {
    const message = str(result.result) || errors || `the call ended with ${String(result.subtype ?? 'an error')}`;
    throw classifyFailure('claude', message, out.raw, out.exitCode);
  }
  const text = str(result.result);
  if (text === undefined) throw unparsable('claude', 'the result object has no "result" text', out.raw, out.exitCode);
  const usage = isRecord(result.usage) ? result.usage : {};
  const cacheRead = num(usage.cache_read_input_tokens) ?? 0;
  const input = (num(usage.input_tokens) ?? 0) + (num(usage.cache_creation_input_tokens) ?? 0) + cacheRead;
  const model = isRecord(result.modelUsage) ? Object.keys(result.modelUsage)[0] : undefined;
  const counted = isRecord(result.usage)
    ? [{ model: model ?? options.model, counts: { input, cachedInput: cacheRead, output: num(usage.output_tokens) ?? 0 } }]
    : [];
  const sessionId = str(result.session_id);
  return cli.reply(text, out, {
    ...usageFields(counted, deps.config.prices, num(result.total_cost_usd)),
    ...(sessionId ? { resumeRef: sessionId } : {}),
  });
}
