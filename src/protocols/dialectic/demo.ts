// The bundled demo: a two-round planning debate at high stakes, played by script agents. The critic
// first finds a blocking risk with a concrete counter, the advocate narrows its plan, the critic
// still objects; the synthesis would proceed, but at high stakes a disagreement cannot, so the
// rules make it MODIFY with the critic's change.
import type { DemoScript } from '../types.js';

const fence = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

export const demo: DemoScript = {
  config: { debate: 'planning', stakes: 'high', rounds: 2 },
  answers: {
    advocate: [
      `My position:\n${fence({
        claim: 'Drop the table tonight: nothing has read it since the March migration',
        supports: ['the query log shows no reads of legacy_sessions in 90 days', 'it holds 40 GB the nightly backup copies for nothing'],
        confidence: 0.85,
      })}`,
      fence({
        claim: 'Drop it tonight after a snapshot; a snapshot makes the drop reversible',
        supports: ['a snapshot of a 40 GB table takes about ten minutes', 'the restore was tested last quarter'],
        confidence: 0.8,
      }),
    ],
    critic: [
      fence({
        objection: 'A drop cannot be undone, and a quarterly report job may still read the table',
        risks: ['the finance export runs once a quarter, outside the 90-day log', 'no snapshot is planned'],
        counter: 'Rename the table first and drop it after the next quarterly export has run clean',
        severity: 'high',
      }),
      'OBJECTION: A snapshot restores the data but not the hours of downtime while the export fails\nRISKS: ["the export would fail at night, with nobody watching"]\nCOUNTER: Rename the table tonight and drop it after the quarterly export\nSEVERITY: medium',
    ],
    synthesis: [
      fence({
        resolution: 'PROCEED',
        rationale: 'With a snapshot the drop is reversible.',
        counter_actionable: 'yes',
        modifications: ['take a snapshot first'],
      }),
    ],
  },
};
