// The crux protocol keeps the platform's contract.
import { crux } from '../../../src/protocols/crux/index.js';
import { describeContract } from '../../harness/contract.js';

describeContract(crux);
