// `npm run bench:answers:quality`: only the extractive answers' quality on both labelled sets (the answerability set
// and issue 49's held-out near-miss set) and the demo packs' quality panels, beside the figures before issue 49,
// without the timed rounds of `bench:answers` — for tuning the coverage judgement. Figures are printed, never
// asserted. BENCH_LIST=1 lists every question answered wrongly; BENCH_FIGURES_OUT=file writes the figures as JSON
// (how previous-figures.json was made, on the tree before the issue).
import { writeFileSync } from 'node:fs';
import { askEverything, NEAR_MISS_SET } from './answers/answerability-quality';
import { answerFigures, beside, previousFigures, qualityPanelFigures } from './answers/figures';
import { demoPackIds, whenSearchable } from './support/demo-packs';
import { startBuiltServer } from './support/server';
import { signInAs } from './support/session';

const server = await startBuiltServer({ KENJA_RATE_LIMIT_ANSWERS: '100000/1m' });
try {
  const client = await signInAs(server.baseUrl, 'admin');
  const ids = await demoPackIds(client);
  await whenSearchable(client, ids.get('specialty-coffee-brewing') ?? '', 'brew ratio', 120);
  await whenSearchable(client, ids.get('washoku-dashi-fundamentals') ?? '', '合わせだし', 120);
  await server.settled();
  const now = { ...(await answerFigures(client, ids)), ...(await qualityPanelFigures(client, ids)) };
  if (process.env.BENCH_FIGURES_OUT)
    writeFileSync(process.env.BENCH_FIGURES_OUT, JSON.stringify(now, null, 2));
  const previous = previousFigures();
  console.log(
    `Extractive answers, beside the figures before issue 49 (${previous.commit}, ${previous.measured})`,
  );
  console.table(beside(previous.figures, now));
  if (process.env.BENCH_LIST) {
    for (const set of [undefined, NEAR_MISS_SET]) {
      for (const a of await askEverything(client, ids, set)) {
        const wrong = a.item.expected === 'answer' ? !a.grounded : a.grounded;
        if (wrong)
          console.log(
            `${a.item.kind}\t${a.item.pack}\t${a.item.question}\t${a.score} ${a.missing.join(' | ')}`,
          );
      }
    }
  }
} finally {
  await server.stop();
}
