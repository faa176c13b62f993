// The gradual semantics by name.
import type { BipolarFramework } from '../bipolar.js';
import { dfQuad } from './df-quad.js';
import { hCategorizer } from './h-categorizer.js';
import { quadraticEnergy } from './quadratic-energy.js';
import type { GradualOptions, GradualResult } from './solver.js';
import { seedWeighted } from './weighted.js';

export type { GradualOptions, GradualResult } from './solver.js';

export const GRADUAL = {
  'seed-002': seedWeighted,
  'df-quad': dfQuad,
  'quadratic-energy': quadraticEnergy,
  'h-categorizer': hCategorizer,
} as const satisfies Record<string, (baf: BipolarFramework, options?: GradualOptions) => GradualResult>;
