import { describeContract } from './contract-suite.ts';
import { startNodeTarget } from './targets.ts';

describeContract('Node (pnpm start)', startNodeTarget);
