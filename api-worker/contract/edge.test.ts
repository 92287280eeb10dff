import { describeContract } from './contract-suite.ts';
import { startEdgeTarget } from './targets.ts';

describeContract('workerd (wrangler dev)', startEdgeTarget);
