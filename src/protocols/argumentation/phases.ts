import type { Phase } from './state.js';

/** φ(n): the phase a round belongs to when no extension applies. */
export function phaseFor(n: number): Phase {
  if (n <= 2) return 'CONSTRUCTIVE';
  if (n <= 5) return 'DEVELOPMENT';
  return 'CRYSTALLIZATION';
}

/** What each phase admits, worded for the seat that reads it. */
export const PHASE_RULES: Record<'consultee' | 'orchestrator', Record<Phase, string>> = {
  consultee: {
    CONSTRUCTIVE: 'You may raise new points, and defend, concede, revise or clarify your earlier ones.',
    DEVELOPMENT:
      'No new points: a point you raise must extend or rebut an existing point or position ("extends" or "rebuts"). You may still defend, concede, revise, clarify and support.',
    CRYSTALLIZATION:
      'Only answers to open challenges: defend, concede, clarify when asked, or support a point that waits for evidence. No new points and no revisions.',
  },
  orchestrator: {
    CONSTRUCTIVE: 'Triage and assess every new point, and rule on every defense; any verdict may be given.',
    DEVELOPMENT:
      'The consultee may only extend or rebut existing points, defend, concede, revise or clarify. Assess what it brings and rule on its defenses.',
    CRYSTALLIZATION:
      'Only open challenges are being settled: rule on the defenses and assess points still awaiting assessment. A point already judged may not be challenged anew.',
  },
};

/** The rounds each phase spans in a debate of `maxRounds`, for the first prompts. */
export function phaseSchedule(maxRounds: number, stressTest: boolean): string {
  const spans: string[] = [];
  for (let n = 1; n <= maxRounds; n++) {
    const phase = phaseFor(n);
    const last = spans.at(-1);
    if (last?.endsWith(phase)) spans[spans.length - 1] = last.replace(/^rounds? (\d+)(?:–\d+)?/, `rounds $1–${n}`);
    else spans.push(`round ${n} ${phase}`);
  }
  const extension =
    maxRounds >= 3
      ? ` (round 3 stays CONSTRUCTIVE while a dispute was never answered${stressTest ? ' or the stress test is owed' : ''})`
      : '';
  return `This debate has at most ${maxRounds} round${maxRounds === 1 ? '' : 's'}: ${spans.join(', ')}${extension}.`;
}
