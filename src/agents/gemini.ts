// Gemini CLI: `gemini -p … --output-format json`, the prompt on stdin (gemini puts stdin before the
// -p text). The folder is trusted through GEMINI_CLI_TRUST_WORKSPACE (an unknown variable is
// harmless to older builds, an unknown flag is not). The answer is JSON on stdout; a failure is
// JSON on stderr and an exit code that says what kind. `stream-json` when text is wanted live.
import { AgentError, type AgentReply, type AgentRequest } from '../runner/types.js';
import { type AgentDeps, CliRunner, type PlaceableAgent } from './cli-agent.js';
import { isRecord, lineSplitter, num, str, tryJson } from './json-lines.js';
import { classifyFailure, clip, errorLine, LOGIN_FIX, unparsable } from './failures.js';
import type { SeatOptions } from './options.js';
import { type TokenCounts, usageFields } from './prices.js';
import type { ProcessOutput } from './process.js';
import { writeGeminiPolicy } from './read-only.js';

/** Appended by gemini after the prompt read from stdin. */
export const STDIN_NOTE = 'Follow the instructions above.';

/** `policy`: the read-only seat's policy file (read-only.ts); none when the seat allows edits. */
export function geminiArgs(options: SeatOptions, stream: boolean, policy: string | undefined): string[] {
  return [
    '-p',
    STDIN_NOTE,
    '--output-format',
    stream ? 'stream-json' : 'json',
    ...(options.model ? ['-m', options.model] : []),
    ...(options.allowEdits
      ? ['--approval-mode', 'auto_edit']
      : ['--approval-mode', 'default', ...(policy ? ['--policy', policy, '--admin-policy', policy] : [])]),
  ];
}

const EXIT_MEANING: Record<number, string> = {
  42: 'gemini refused the input',
  44: 'gemini could not start its sandbox',
  52: 'gemini has an invalid configuration (see ~/.gemini/settings.json)',
  53: 'gemini reached its turn limit for the session',
  54: 'a gemini tool failed',
  55: 'gemini does not trust the working directory (set GEMINI_CLI_TRUST_WORKSPACE=true or use --skip-trust)',
};

/** The JSON object in `text`: all of it, else from its first line that opens an object. */
export function jsonBlock(text: string): Record<string, unknown> | undefined {
  const whole = tryJson(text.trim());
  if (isRecord(whole)) return whole;
  const at = text.search(/^\{/m);
  const tail = at >= 0 ? tryJson(text.slice(at).trim()) : undefined;
  return isRecord(tail) ? tail : undefined;
}

interface GeminiTurn {
  text?: string;
  sessionId?: string;
  usage: { model: string; counts: TokenCounts }[];
  total?: number;
  error?: string;
}

function fromJson(doc: Record<string, unknown>): GeminiTurn {
  const turn: GeminiTurn = { usage: [] };
  turn.sessionId = str(doc.session_id);
  turn.text = str(doc.response);
  if (isRecord(doc.error)) turn.error = str(doc.error.message) ?? 'unknown error';
  const models = isRecord(doc.stats) && isRecord(doc.stats.models) ? doc.stats.models : {};
  let total = 0;
  for (const [model, entry] of Object.entries(models)) {
    const tokens = isRecord(entry) && isRecord(entry.tokens) ? entry.tokens : undefined;
    if (!tokens) continue;
    const input = num(tokens.prompt) ?? num(tokens.input) ?? 0;
    const output = (num(tokens.candidates) ?? 0) + (num(tokens.thoughts) ?? 0);
    turn.usage.push({ model, counts: { input, cachedInput: num(tokens.cached) ?? 0, output } });
    total += num(tokens.total) ?? input + output;
  }
  if (turn.usage.length) turn.total = total;
  return turn;
}

function fromStream(stdout: string): GeminiTurn | undefined {
  const turn: GeminiTurn = { usage: [] };
  let text = '';
  let seen = false;
  for (const line of stdout.split('\n')) {
    const event = line.startsWith('{') ? tryJson(line) : undefined;
    if (!isRecord(event)) continue;
    seen = true;
    if (event.type === 'init') turn.sessionId = str(event.session_id);
    if (event.type === 'message' && event.role === 'assistant') text += str(event.content) ?? '';
    if (event.type === 'result') {
      if (event.status !== 'success') turn.error = (isRecord(event.error) ? str(event.error.message) : undefined) ?? 'the turn failed';
      const models = isRecord(event.stats) && isRecord(event.stats.models) ? event.stats.models : {};
      for (const [model, s] of Object.entries(models)) {
        if (!isRecord(s)) continue;
        turn.usage.push({
          model,
          counts: { input: num(s.input_tokens) ?? 0, cachedInput: num(s.cached) ?? 0, output: num(s.output_tokens) ?? 0 },
        });
      }
      if (isRecord(event.stats)) {
        const total = num(event.stats.total_tokens);
        if (total !== undefined) turn.total = total;
      }
      turn.text = text;
    }
  }
  return seen ? turn : undefined;
}

function streamer(onText: (text: string) => void): (chunk: string) => void {
  return lineSplitter((line) => {
    const event = line.startsWith('{') ? tryJson(line) : undefined;
    if (isRecord(event) && event.type === 'message' && event.role === 'assistant' && typeof event.content === 'string' && event.content)
      onText(event.content);
  });
}

export function geminiAgent(options: SeatOptions, deps: AgentDeps): PlaceableAgent {
  const cli = new CliRunner('gemini', deps);
  let policy: Promise<string> | undefined;
  return {
    kind: 'gemini',
    resumes: false,
    place: (placement) => cli.place(placement),
    async ask(request: AgentRequest) {
      const onText = cli.listener(request);
      const stream = onText !== undefined;
      const answered = (stdout: string) => {
        const turn = stream ? fromStream(stdout) : fromJson(jsonBlock(stdout) ?? {});
        return turn !== undefined && turn.text !== undefined && !turn.error;
      };
      if (!options.allowEdits) policy ??= writeGeminiPolicy(cli.seatDir);
      const out = await cli.run(geminiArgs(options, stream, await policy), request, onText ? streamer(onText) : undefined, answered);
      return interpret(cli, out, stream, deps);
    },
  };
}

function interpret(cli: CliRunner, out: ProcessOutput, stream: boolean, deps: AgentDeps): AgentReply {
  const stdoutDoc = stream ? undefined : jsonBlock(out.stdout);
  const turn = stream ? fromStream(out.stdout) : stdoutDoc ? fromJson(stdoutDoc) : undefined;
  const exitedBadly = !out.stoppedAfterAnswer && out.exitCode !== 0;
  if (exitedBadly || !turn || turn.text === undefined || (turn.error && !turn.text)) {
    const errDoc = jsonBlock(out.stderr);
    const message =
      (isRecord(errDoc?.error) ? str(errDoc.error.message) : undefined) ?? turn?.error ?? (errorLine(out.stderr) || errorLine(out.stdout));
    const code = out.exitCode ?? 1;
    if (code === 41) throw new AgentError('auth', `gemini is not logged in: ${LOGIN_FIX.gemini} (${clip(message)})`, out.raw, code);
    if (EXIT_MEANING[code]) throw new AgentError('exit', `${EXIT_MEANING[code]}: ${clip(message) || 'no message'}`, out.raw, code);
    if (code === 0 && !turn?.error)
      throw unparsable('gemini', stream ? 'no result event in its stream' : 'no JSON response on stdout', out.raw, 0);
    throw classifyFailure('gemini', message, out.raw, code);
  }
  return cli.reply(turn.text, out, {
    ...usageFields(turn.usage, deps.config.prices, undefined, turn.total),
    ...(turn.sessionId ? { resumeRef: turn.sessionId } : {}),
  });
}
