// The report in markdown with every section of seed 002's output format, the ASCII argument map,
// and the JSON outcome: checked on the bundled demo, played to its verdict.
import { describe, expect, it } from 'vitest';
import { asciiMap } from '../../../src/protocols/persuasion/ascii-map.js';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import type { PersuasionState } from '../../../src/protocols/persuasion/state.js';
import type { ArgumentMapView } from '../../../src/protocols/types.js';
import { playDemo } from '../../harness/contract.js';

const played = playDemo(persuasion);
const state = played.walk.state as PersuasionState;
const { report, json, summary, buckets } = persuasion.outcome(state);

/** The body of one "## Title" (or "### Title") section. */
function section(title: string): string {
  const start = report.indexOf(`${title}\n`);
  expect(start, title).toBeGreaterThanOrEqual(0);
  const rest = report.slice(start + title.length + 1);
  const level = title.split(' ')[0]!;
  const next = rest.search(new RegExp(`\\n#{2,${level.length}} `));
  return (next < 0 ? rest : rest.slice(0, next)).trim();
}

describe('the report', () => {
  it('opens with the debate and its outcome', () => {
    expect(report.startsWith('# Debate: "Should our team replace hand-written SQL with an ORM?"\n')).toBe(true);
    expect(summary).toMatch(/^PRO wins \(0\.\d\d vs 0\.\d\d, by the scores\); 11 arguments, 23 speech acts$/);
  });

  it('names the participants with their personas and declared biases', () => {
    expect(section('## Participants').split('\n')).toEqual([
      '- **PRO** A hands-on engineer who cares most about getting things delivered and keeping them simple. *Bias:* Leans towards whatever can ship soon and stays easy to maintain.',
      '- **OPP** A careful architect who guards quality and the long-term health of the system. *Bias:* Leans towards whatever keeps risk and technical debt lowest.',
      '- **MOD** A senior staff engineer who weighs trade-offs for a living. *Bias:* None declared: judges how strong the arguments are, not how well they are phrased.',
    ]);
  });

  it('lists the shared context K with sources', () => {
    expect(section('## Shared Context (K)')).toContain(
      '- **K5** The orders API has a p95 latency budget of 120 ms and runs at 85 ms today. *(docs/slo.md:12; found by MOD)*',
    );
  });

  it('gives the transcript by round, each move with its speech-act badge and id', () => {
    const transcript = section('## Transcript');
    expect(transcript).toContain('### Round 0: Opening');
    expect(transcript).toContain('### Round 1: Argumentation');
    expect(transcript).toContain('### Round 3: Closing');
    expect(transcript).toContain(
      '**PRO [P1]** `claim` “We should move our data access to the ORM, keeping raw SQL only where the ORM cannot express a query” (A1)',
    );
    expect(transcript).toContain('**OPP [O1]** `why` A1 ↩ P1 *(by the engine: P1 came without evidence (rule 2))*');
    expect(transcript).toContain('**PRO [P2]** `A1 since` {A3, A4} ↩ O1');
    expect(transcript).toContain(
      '**OPP [O7]** `claim` “The incidents came from migrations run out of order, which generated types would not catch” (A10) against A7, rebutting defeater, reclassified as undercutting by MOD ↩ P5',
    );
    expect(transcript).toContain('*MOD [M2] reclassify A10: rebut → undercut: A10 grants the incidents');
    expect(transcript).toContain('**PRO [P11]** `retract` A11 ↩ O10 *(by the engine: no reasons were given for O10 in time (rule 3))*');
    expect(transcript).toContain('**OPP [O12]** `final`\n> Keep the reports in raw SQL whatever we choose');
  });

  it('gives the final commitment stores with the retractions', () => {
    expect(section('## Commitment Stores (Final State)').split('\n')).toEqual([
      '| Agent | Commitments | Retractions |',
      '|-------|-------------|-------------|',
      '| PRO | {A1, A3, A4, A5, A7, A8, A10} | {A11} |',
      '| OPP | {A2, A3, A6, A10, A5} | {A9} |',
      '',
      '---',
    ]);
  });

  it('tables the arguments with their source and score, and the relations with their classification, direct and derived', () => {
    const args = section('### Arguments');
    expect(args).toMatch(
      /\| A1 \| We should move our data access to the ORM, keeping raw SQL only where the ORM cannot express a query \| PRO \(thesis\) \| 0\.\d\d \|/,
    );
    expect(args).toMatch(/\| A6 \| .* \| OPP \| — \(struck by the moderator \(steel-man\): its only support \(A9\) was retracted/);
    const relations = section('### Relations');
    expect(relations).toContain('| A2 | A1 | Attack | Rebutting |');
    expect(relations).toContain('| A1 | A2 | Attack | Rebutting (mutual) |');
    expect(relations).toContain('| A5 | A2 | Attack | Undercutting |');
    expect(relations).toContain('| A3 | A1 | Support | Direct |');
    expect(relations).toContain('| K1 | A1 | Support | Direct (evidence) |');
    expect(relations).toContain('| K3 | A1 | Attack | Supported (via A2) |');
    expect(relations).toContain('| A10 | A4 | Attack | Secondary (via A7) |');
  });

  it('draws the argument map in ASCII, every argument under the one it points at', () => {
    const map = section('### Argument Map (ASCII)');
    expect(map).toContain('[A1: We should move our data access to the ORM, ke…] PRO 0.');
    expect(map).toMatch(/├── \[A3: Most of our queries are routine single-table …\] PRO, conceded by OPP 0\.\d\d ──support──→ A1/);
    expect(map).toContain('[A1] (drawn above) ──rebut──→ A2');
  });

  it('gives the verdict: the winner with the scores, the five questions, the rationale and every section after it', () => {
    const verdict = section('## Verdict');
    expect(verdict).toMatch(
      /^### Winner: \*\*PRO\*\* \(Score: 0\.\d\d vs 0\.\d\d\)\n\n\*Decided by the scores: neither side surrendered its thesis \(rule 6\)\.\*\n\*Dialectical status at the end \(Prakken\): OPP is winning the dialogue \(P1, the thesis, is out\)\.\*/,
    );
    for (const title of [
      "### The Moderator's Five Questions",
      '### Rationale',
      '### Strongest Surviving Arguments',
      '### Valid Points from Losing Side',
      '### Consensus Solution',
      '### Conditions for Revisiting',
      '### Bias Accounted For',
      '### Debate Quality Metrics',
    ]) {
      expect(verdict, title).toContain(title);
    }
    expect(section('### Strongest Surviving Arguments')).toMatch(/^1\. \*\*A1\*\* \(0\.\d\d\): We should move/);
    expect(section('### Valid Points from Losing Side')).toContain('**A10** (0.60): The incidents came from migrations run out of order');
    expect(section("### The Moderator's Five Questions")).toContain('*(counted: PRO A1 (0.');
  });

  it('counts the quality metrics', () => {
    expect(section('### Debate Quality Metrics').split('\n')).toEqual([
      '- Arguments raised: 11',
      '- Attacks: 5 raised (2 rebuts, 3 undercuts); derived: 9 supported, 2 secondary',
      '- Supports: 12',
      '- Concessions made: 3',
      '- Retractions: 2 (1 by the engine)',
      '- Speech acts: 23 (2 whys asked by the engine); rule flags: 2; struck arguments: 1',
    ]);
  });

  it('gives the JSON outcome and the groups of the same', () => {
    expect(json).toMatchObject({
      protocol: 'persuasion',
      rounds: 2,
      commitments: { pro: ['A1', 'A3', 'A4', 'A5', 'A7', 'A8', 'A10'] },
      retractions: { pro: ['A11'], opp: ['A9'] },
      verdict: { winner: 'pro', by: 'mod' },
    });
    expect((json as { arguments: { id: string; score: number | null }[] }).arguments.find((a) => a.id === 'A6')!.score).toBeNull();
    expect(buckets).toMatchObject({ C_PRO: ['A1', 'A3', 'A4', 'A5', 'A7', 'A8', 'A10'], 'Surviving OPP': ['A10'] });
  });
});

describe('the ASCII argument map', () => {
  it('draws a node reached twice once, and a map with no arguments as such', () => {
    const node = (id: string) => ({ id, kind: 'claim', text: id, formal: { label: 'IN' as const, score: 0.5 } });
    const map: ArgumentMapView = {
      method: { labels: '', scores: '', converged: true, residual: 0 },
      nodes: [node('A1'), node('A2'), node('A3')],
      edges: [
        { from: 'A3', to: 'A1', relation: 'support' },
        { from: 'A3', to: 'A2', relation: 'support' },
        { from: 'A2', to: 'A1', relation: 'undercut' },
      ],
      omitted: [],
    };
    expect(asciiMap(map, ['A1']).split('\n')).toEqual([
      '[A1: A1] claim 0.50',
      '├── [A3: A3] claim 0.50 ──support──→ A1',
      '└── [A2: A2] claim 0.50 ──undercut──→ A1',
      '     └── [A3] (drawn above) ──support──→ A2',
    ]);
    expect(asciiMap({ ...map, nodes: [], edges: [] }, [])).toBe('(no arguments)');
  });
});
