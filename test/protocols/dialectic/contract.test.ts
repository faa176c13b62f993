// The dialectic protocol keeps the platform's contract.
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import { describeContract } from '../../harness/contract.js';

describeContract(dialectic);
