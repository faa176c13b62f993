// The test protocol keeps the contract, like every protocol.
import { relay } from '../../fixtures/protocols/relay/index.js';
import { describeContract } from '../contract.js';

describeContract(relay);
