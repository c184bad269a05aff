// `npm run bench:answers:quality`: only the extractive answers' quality on both labelled sets (the answerability set
// and issue 49's held-out near-miss set), without the timed rounds of `bench:answers` — for tuning the coverage
// judgement. Figures are printed, never asserted.
import {
  answerabilityRates,
  answerabilityTable,
  askEverything,
  NEAR_MISS_SET,
} from './answers/answerability-quality';
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
  for (const [name, set] of [
    ['answerability set (tuned on)', undefined],
    ['held-out near-miss set', NEAR_MISS_SET],
  ] as const) {
    const asked = await askEverything(client, ids, set);
    console.log(`${name}: ${asked.length} questions`);
    console.table(answerabilityTable(asked).filter((row) => row.n > 0));
    console.table(
      (['en', 'ja'] as const).map((language) => ({
        language,
        ...answerabilityRates(asked.filter((a) => a.item.language === language)),
      })),
    );
    if (process.env.BENCH_LIST) {
      for (const a of asked) {
        const wrong = a.item.expected === 'answer' ? !a.grounded : a.grounded;
        if (wrong) console.log(`${a.item.kind}\t${a.item.pack}\t${a.item.question}`);
      }
    }
  }
} finally {
  await server.stop();
}
