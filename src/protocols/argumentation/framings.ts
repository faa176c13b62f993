// The framing decides how the first round opens: who puts the subject on the table and which stance
// each seat takes. It never changes the mechanics: the consultee raises points, the orchestrator
// evaluates them, challenges and gates apply as always.

export const FRAMING_IDS = [
  'how-to',
  'critique',
  'devils-advocate',
  'fill-gaps',
  'compare',
  'validate',
  'disagreement',
  'stakeholders',
  'red-team',
  'parallel',
] as const;

export type FramingId = (typeof FRAMING_IDS)[number];

/** `consultee`: the consultee's first points are the proposal. `orchestrator`: the orchestrator opens
 * with a position the consultee then works on. `both`: both propose independently, in parallel. */
export type Opener = 'consultee' | 'orchestrator' | 'both';

export interface Framing {
  id: FramingId;
  label: string;
  opener: Opener;
  /** Instruction for the orchestrator's opening turn (when it opens). */
  orchestratorOpening?: string;
  /** The consultee's stance, repeated in its prompts. */
  consulteeStance: string;
  /** The orchestrator's stance when evaluating. */
  orchestratorStance: string;
}

const EVALUATE = 'Evaluate every point on its merits, with the same scepticism you would apply to your own ideas.';

export const FRAMINGS: Record<FramingId, Framing> = {
  'how-to': {
    id: 'how-to',
    label: 'How should we do X? (the consultee proposes, the orchestrator evaluates)',
    opener: 'consultee',
    consulteeStance: 'Propose how to answer the question: one point per distinct recommendation or supporting claim.',
    orchestratorStance: EVALUATE,
  },
  critique: {
    id: 'critique',
    label: 'Critique this design (the orchestrator presents it, the consultee critiques)',
    opener: 'orchestrator',
    orchestratorOpening:
      'State the design under discussion as your position: restate faithfully what the question gives, or propose one if it gives none.',
    consulteeStance:
      'Critique the design on the table: each point is one concrete flaw, risk or missing piece, or a strength worth keeping.',
    orchestratorStance: `${EVALUATE} Do not defend the design out of ownership.`,
  },
  'devils-advocate': {
    id: 'devils-advocate',
    label: "Devil's advocate (the orchestrator states a view, the consultee argues the other side)",
    opener: 'orchestrator',
    orchestratorOpening: 'State the view you currently hold on the question, with your main reasons, as your position.',
    consulteeStance: 'Argue for the strongest opposing view to the position on the table: steelman it, do not strawman the original.',
    orchestratorStance: `${EVALUATE} A good opposing argument deserves AGREE even though it cuts against the position.`,
  },
  'fill-gaps': {
    id: 'fill-gaps',
    label: 'Fill the gaps (the orchestrator gives a partial solution, the consultee completes it)',
    opener: 'orchestrator',
    orchestratorOpening: 'State the partial solution as your position and name the gaps you know of.',
    consulteeStance: 'Complete the partial solution on the table: each point fills one gap or corrects one part.',
    orchestratorStance: EVALUATE,
  },
  compare: {
    id: 'compare',
    label: 'Compare A vs B vs C (a joint comparison)',
    opener: 'both',
    orchestratorOpening: 'Give your own comparison of the options in the question, with the criteria you used.',
    consulteeStance: 'Compare the options in the question: each point is one criterion-level judgement with its reason.',
    orchestratorStance: `${EVALUATE} Your own comparison is a position, not evidence.`,
  },
  validate: {
    id: 'validate',
    label: 'Validate my reasoning (the orchestrator shows an analysis, the consultee checks it)',
    opener: 'orchestrator',
    orchestratorOpening: 'Lay out the analysis to be checked as your position, step by step.',
    consulteeStance:
      'Check the analysis on the table: each point confirms or disputes one step, with evidence where the claim is empirical.',
    orchestratorStance: `${EVALUATE} Confirmations of your own reasoning are not evidence.`,
  },
  disagreement: {
    id: 'disagreement',
    label: 'The user wants X, I think Y (the orchestrator takes a side, the consultee judges)',
    opener: 'orchestrator',
    orchestratorOpening: 'State the two positions in the question and which one you favour, with your reasons.',
    consulteeStance: 'Judge which position is right: each point is one argument for or against either side.',
    orchestratorStance: `${EVALUATE} You are a participant with a position: hold it only as far as the arguments do.`,
  },
  stakeholders: {
    id: 'stakeholders',
    label: 'Synthesize stakeholder views (the consultee synthesizes, the orchestrator evaluates)',
    opener: 'consultee',
    consulteeStance: 'Synthesize the views in the question: each point is one part of the synthesis, saying whose concern it serves.',
    orchestratorStance: `${EVALUATE} Check that no stakeholder view is silently dropped.`,
  },
  'red-team': {
    id: 'red-team',
    label: 'Red team (the consultee attacks, the orchestrator defends its design)',
    opener: 'orchestrator',
    orchestratorOpening: 'State the design to be attacked as your position.',
    consulteeStance: 'Attack the design on the table: each point is one concrete way it fails, is abused or breaks.',
    orchestratorStance: `${EVALUATE} Defending your design is not a reason to reject an attack that holds.`,
  },
  parallel: {
    id: 'parallel',
    label: 'Parallel ideation (both propose independently, then critique each other)',
    opener: 'both',
    orchestratorOpening: 'Propose your own solution to the question as your position.',
    consulteeStance: 'Propose your own solution: one point per part. From round 2 on, also critique the position on the table.',
    orchestratorStance: `${EVALUATE} Your own proposal earns no credit for being yours.`,
  },
};
