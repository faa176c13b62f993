// Reading what `codex exec` printed, in either of its formats (see the shared CLI formats notes):
// the JSONL event stream of `--json`, or the human format (a header with `session id:`, the answer
// between a `codex` line and `tokens used`, token counts formatted for the locale). Older builds
// print the human format even when asked for JSON on resume, so the format is detected, not assumed.
import { isRecord, num, str, tryJson } from './json-lines.js';
import type { TokenCounts } from './prices.js';

export interface CodexTurn {
  format: 'json' | 'plain';
  threadId?: string;
  /** The last agent message: codex's answer. */
  text?: string;
  counts?: TokenCounts;
  /** Only a total is known (human format: uncached input plus output). */
  total?: number;
  model?: string;
  /** Why the turn failed (`turn.failed`, an `ERROR:` line). */
  failure?: string;
  /** The last non-fatal error notice (e.g. "Reconnecting… 1/5"). */
  lastError?: string;
  completed: boolean;
}

/** An agent message, if this JSONL line is one (used to stream answers as they complete). */
export function agentMessageOf(line: string): string | undefined {
  const event = line.startsWith('{') ? tryJson(line) : undefined;
  if (!isRecord(event) || event.type !== 'item.completed' || !isRecord(event.item)) return undefined;
  const item = event.item;
  return item.type === 'agent_message' || item.type === 'assistant_message' ? str(item.text) : undefined;
}

export function parseCodexJson(stdout: string): CodexTurn | undefined {
  const turn: CodexTurn = { format: 'json', completed: false };
  let events = 0;
  for (const line of stdout.split('\n')) {
    const event = line.startsWith('{') ? tryJson(line) : undefined;
    if (!isRecord(event) || typeof event.type !== 'string') continue;
    events += 1;
    switch (event.type) {
      case 'thread.started':
        turn.threadId = str(event.thread_id) ?? turn.threadId;
        break;
      case 'item.completed': {
        const text = agentMessageOf(line);
        if (text !== undefined) turn.text = text;
        break;
      }
      case 'turn.completed': {
        turn.completed = true;
        const usage = isRecord(event.usage) ? event.usage : {};
        const input = num(usage.input_tokens);
        const output = num(usage.output_tokens);
        if (input !== undefined || output !== undefined) {
          turn.counts = { input: input ?? 0, cachedInput: num(usage.cached_input_tokens) ?? 0, output: output ?? 0 };
        }
        break;
      }
      case 'turn.failed':
        turn.failure = (isRecord(event.error) ? str(event.error.message) : undefined) ?? 'the turn failed';
        break;
      case 'error':
        turn.lastError = str(event.message) ?? turn.lastError;
        break;
    }
  }
  return events > 0 ? turn : undefined;
}

const LABEL = /^(?:\[[^\]]*\]\s*)?/.source;
const CODEX_LINE = new RegExp(`${LABEL}codex$`);
const TOKENS_LINE = new RegExp(`${LABEL}tokens used:?\\s*(.*)$`);

/** `1,234`, `1.234`, `1 234`, `1'234` → 1234. */
export function parseCount(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Number(digits) : undefined;
}

export function parseCodexPlain(stdout: string, stderr: string): CodexTurn {
  const turn: CodexTurn = { format: 'plain', completed: false };
  const both = `${stderr}\n${stdout}`;
  turn.threadId = /^session id:\s*(\S+)\s*$/m.exec(both)?.[1];
  turn.model = /^model:\s*(\S+)\s*$/m.exec(both)?.[1];
  const failure = /^ERROR:\s*(.+)$/m.exec(both)?.[1];
  if (failure) turn.failure = failure;
  const reconnect = [...both.matchAll(/^(Reconnecting.*)$/gm)].at(-1)?.[1];
  if (reconnect) turn.lastError = reconnect;
  const headerInStdout = /^session id:/m.test(stdout) || stdout.split('\n').some((l) => CODEX_LINE.test(l));
  // Current builds print the transcript on stderr and only the final answer on stdout.
  const transcript = headerInStdout ? stdout : stderr;
  const block = lastAnswerBlock(transcript);
  if (block) {
    turn.completed = block.completed;
    if (block.total !== undefined) turn.total = block.total;
  }
  const answer = headerInStdout ? block?.text : stdout.trim() ? stdout.replace(/\n+$/, '') : block?.text;
  if (answer !== undefined && answer !== '') turn.text = answer;
  return turn;
}

function lastAnswerBlock(transcript: string): { text: string; total?: number; completed: boolean } | undefined {
  const lines = transcript.split('\n');
  let start = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (CODEX_LINE.test(lines[i]!)) {
      start = i;
      break;
    }
  }
  if (start < 0) return undefined;
  const body: string[] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const tokens = TOKENS_LINE.exec(lines[i]!);
    if (tokens) {
      const total = parseCount(tokens[1]!) ?? parseCount(lines[i + 1] ?? '');
      return { text: body.join('\n').trim(), ...(total !== undefined ? { total } : {}), completed: true };
    }
    body.push(lines[i]!);
  }
  return { text: body.join('\n').trim(), completed: false };
}

export function parseCodexOutput(stdout: string, stderr: string): CodexTurn {
  return parseCodexJson(stdout) ?? parseCodexPlain(stdout, stderr);
}
