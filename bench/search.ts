// `npm run bench:search`: retrieval quality and latency of Kenja's search core against its peers, then growth.
import { runSearchGrowth } from './search/growth';
import { runSearchQuality } from './search-quality';

await runSearchQuality();
await runSearchGrowth();
