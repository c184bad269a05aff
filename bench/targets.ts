// `npm run bench:targets`: issue 23's targets with the figures the benches last recorded (bench/support/targets.ts).
import { printTargets } from './support/targets';

printTargets();
