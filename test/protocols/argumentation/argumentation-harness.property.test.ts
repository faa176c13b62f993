// The argumentation reducer through the shared property harness every protocol runs (its own,
// deeper invariants are in argumentation.property.test.ts).
import fc from 'fast-check';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { describeProperties } from '../../harness/properties.js';

describeProperties(argumentation, {
  configs: fc.record({
    mode: fc.constantFrom('standard', 'minimal', 'quick'),
    maxRounds: fc.integer({ min: 1, max: 8 }),
    framing: fc.constantFrom('how-to', 'compare', 'critique'),
  }),
  numRuns: 60,
});
