// The test protocol's reducer on random walks, through the shared property harness.
import fc from 'fast-check';
import { relay } from '../../fixtures/protocols/relay/index.js';
import { describeProperties } from '../properties.js';

describeProperties(relay, {
  configs: fc.record({ budget: fc.integer({ min: 1, max: 4 }), tone: fc.constantFrom('plain', 'formal') }),
  answer: (_state, _seat, n) =>
    JSON.stringify({
      moves:
        n % 3
          ? [{ type: 'say', text: `message ${n}` }]
          : [
              { type: 'say', text: 'a' },
              { type: 'say', text: 'b' },
            ],
    }),
});
