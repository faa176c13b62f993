// The argumentation protocol keeps the platform's contract.
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { describeContract } from '../../harness/contract.js';

describeContract(argumentation);
