// The three perspectives of the seed and the personas declared for each seat. Plain data, read by
// the declaration (so `agon --help` loads no engine) and by the engine.

export const CHALLENGERS = ['architect', 'operator', 'adversary'] as const;
export type Challenger = (typeof CHALLENGERS)[number];

export interface Angle {
  label: string;
  /** What the perspective catches, as the seed names it. */
  angle: string;
  /** Words that show an answer engaged with the angle (the skepticism rule reads them). */
  words: readonly string[];
}

export const ANGLES: Record<Challenger, Angle> = {
  architect: {
    label: 'Architect',
    angle: 'scaling, complexity and design flaws',
    words: [
      'scal',
      'complex',
      'design',
      'architect',
      'coupling',
      'modular',
      'abstraction',
      'throughput',
      'latency',
      'load',
      'capacity',
      'bottleneck',
      'performance',
      'growth',
      'interface',
      'boundar',
      'consisten',
      'partition',
      'state',
    ],
  },
  operator: {
    label: 'Operator',
    angle: 'maintenance, failure modes and debugging',
    words: [
      'mainten',
      'maintain',
      'operat',
      'failure',
      'fail',
      'debug',
      'monitor',
      'observab',
      'alert',
      'on-call',
      'oncall',
      'incident',
      'rollback',
      'deploy',
      'upgrade',
      'migration',
      'runbook',
      'recover',
      'backup',
      'outage',
      'toil',
      'logging',
      'logs',
      'restart',
    ],
  },
  adversary: {
    label: 'Adversary',
    angle: 'security, edge cases and abuse scenarios',
    words: [
      'secur',
      'attack',
      'abuse',
      'edge case',
      'edge-case',
      'trust',
      'auth',
      'permission',
      'privilege',
      'inject',
      'tamper',
      'leak',
      'privacy',
      'threat',
      'malicious',
      'spoof',
      'exploit',
      'denial',
      'dos',
      'encrypt',
      'secret',
      'credential',
      'validation',
      'untrusted',
      'replay',
      'race',
    ],
  },
};

export const PROPOSER_PERSONA = `# Persona: the proposer
You form a position on the question and defend it against three expert challengers, each critiquing from one angle (architecture, operations, security).
- State your position plainly, with your reasoning, your confidence, the weaknesses you already see and the assumptions it rests on.
- Answer each objection on its merits: accept what is right and change your position, accept part and say where it stops, reject what is wrong and say why.
- Never concede to pressure alone, and never hold on to a point you can no longer support. Every change you make names the objection that caused it.`;

/** What a challenger seat reads when no persona was generated for it (the generic identity). */
export const CHALLENGER_PERSONA: Record<Challenger, string> = {
  architect: `# Persona: the Architect\nYou critique positions from the angle of ${ANGLES.architect.angle}.`,
  operator: `# Persona: the Operator\nYou critique positions from the angle of ${ANGLES.operator.angle}.`,
  adversary: `# Persona: the Adversary\nYou critique positions from the angle of ${ANGLES.adversary.angle}.`,
};
