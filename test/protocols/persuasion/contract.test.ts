// The persuasion protocol keeps the platform's contract.
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import { describeContract } from '../../harness/contract.js';

describeContract(persuasion);
