// The daily log, `memory/YYYY-MM-DD.md` (seed 003, "Logging Format"): one entry per resolved
// debate, in the seed's planning or failure format, at the time (UTC) the debate resolved; an
// overrule after the entry was written adds a short entry of its own.
import { oneLine, writeList } from './csp.js';
import type { DialecticState, Resolution } from './state.js';

const SUMMARY_CHARS = 80;
const summary = (text: string) => {
  const flat = oneLine(text);
  return flat.length > SUMMARY_CHARS ? `${flat.slice(0, SUMMARY_CHARS - 1)}…` : flat;
};
const q = (text: string) => `"${oneLine(text).replace(/"/g, "'")}"`;

/** The log file a time belongs in, and the entry's `HH:MM`. */
export function logPlace(at: string): { file: string; time: string } {
  return { file: `${at.slice(0, 10)}.md`, time: at.slice(11, 16) };
}

export function debateEntry(state: DialecticState, resolution: Resolution, time: string): string {
  const request = state.config.request;
  const advocate = state.answers[`A${state.round}`]?.move;
  const critic = state.answers[`K${state.round}`]?.move;
  if (request.type === 'planning') {
    return [
      `${time} DEBATE_PLANNING task:${q(summary(request.subject))}`,
      `  Stakes: ${request.stakes}`,
      `  Advocate: CLAIM:${q(advocate?.type === 'argue' ? advocate.claim : '')} CONFIDENCE:${advocate?.type === 'argue' ? advocate.confidence : '?'}`,
      `  Critic: OBJECTION:${q(critic?.type === 'object' ? critic.objection : '')} SEVERITY:${critic?.type === 'object' ? critic.severity : '?'}`,
      `  Resolution: ${resolution.resolution}`,
      `  Modifications: ${resolution.resolution === 'MODIFY' && resolution.modifications.length ? writeList(resolution.modifications) : 'none'}`,
      '',
    ].join('\n');
  }
  return [
    `${time} DEBATE_FAILURE task:${q(summary(request.subject))} attempt:${state.config.attempt}`,
    `  Errors: ${writeList(request.errors.map(oneLine))}`,
    `  Advocate: FIX:${q(advocate?.type === 'diagnose' ? advocate.fix : '')} DIFF:${q(advocate?.type === 'diagnose' ? advocate.diff : '')}`,
    `  Critic: PATTERN:${q(critic?.type === 'review' ? critic.pattern || 'none' : '')} SHOULD_ESCALATE:${critic?.type === 'review' ? critic.shouldEscalate : '?'}`,
    `  Resolution: ${resolution.resolution}`,
    `  Next approach: ${resolution.resolution === 'ESCALATE' ? '"human takeover"' : q(resolution.nextApproach)}`,
    '',
  ].join('\n');
}

export function overruleEntry(state: DialecticState, resolution: Resolution, time: string): string {
  return [
    `${time} DEBATE_OVERRULED task:${q(summary(state.config.request.subject))}`,
    `  Resolution: ${resolution.proposed ?? '?'} -> ${resolution.resolution}`,
    `  Reason: ${q(resolution.reason ?? '')}`,
    '',
  ].join('\n');
}
