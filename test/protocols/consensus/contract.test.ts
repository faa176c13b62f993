// The consensus protocol keeps the platform's contract, like every protocol.
import { consensus } from '../../../src/protocols/consensus/index.js';
import { describeContract } from '../../harness/contract.js';

describeContract(consensus);
