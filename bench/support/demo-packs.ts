import type { SignedInClient } from './session';

/** The demo packs' ids by slug, as the listing gives them. */
export async function demoPackIds(client: SignedInClient): Promise<Map<string, string>> {
  const { packs } = (await (await client.call('/api/packs?limit=100')).json()) as {
    packs: { id: string; slug: string }[];
  };
  return new Map(packs.map((p) => [p.slug, p.id]));
}

/** The demo packs are indexed in the background after start: waits until `query` finds something in the pack. */
export async function whenSearchable(client: SignedInClient, packId: string, query: string, timeoutS = 180) {
  for (const deadline = Date.now() + timeoutS * 1000; ;) {
    const res = await client.call('/api/search', { method: 'POST', json: { query, pack_ids: [packId] } });
    if (res.ok && ((await res.json()) as { hits: unknown[] }).hits.length > 0) return;
    if (Date.now() > deadline) throw new Error(`pack ${packId} not searchable within ${timeoutS} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The id of the demo pack `slug`, once `query` finds something in it: the pack a bench measures. */
export async function searchableDemoPack(
  client: SignedInClient,
  slug: string,
  query: string,
  timeoutS?: number,
) {
  const packId = (await demoPackIds(client)).get(slug);
  if (!packId) throw new Error(`no demo pack ${slug}`);
  await whenSearchable(client, packId, query, timeoutS);
  return packId;
}
