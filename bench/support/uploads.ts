import type { SignedInClient } from './session';

/** A Markdown document of about `bytes`: sections of prose, as a long book would be. */
export function book(bytes: number, seed: string): string {
  const paragraph =
    `The ${seed} method balances extraction by adjusting grind, dose and water temperature; each change is ` +
    'tasted before the next, and notes are kept so that a good cup can be made again. ';
  const parts: string[] = [];
  let size = 0;
  for (let chapter = 1; size < bytes; chapter += 1) {
    const section = `\n\n## Chapter ${chapter}\n\n${paragraph.repeat(12)}`;
    parts.push(section);
    size += section.length;
  }
  return `# A long book about ${seed}${parts.join('')}`;
}

/** Uploads `text` as a Markdown document of the creator's pack and waits until it is indexed. */
export async function upload(creator: SignedInClient, packId: string, name: string, text: string) {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'text/markdown' }), name);
  const res = await creator.call(`/api/packs/${packId}/documents`, { method: 'POST', form });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { document } = (await res.json()) as { document: { id: string } };
  for (;;) {
    const list = (await (await creator.call(`/api/packs/${packId}/documents`)).json()) as {
      documents: { id: string; status: string }[];
    };
    const status = list.documents.find((d) => d.id === document.id)?.status;
    if (status === 'ready') return;
    if (status === 'failed') throw new Error(`${name} failed to index`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A new pack of a creator's, to upload into. */
export async function newPack(creator: SignedInClient, title: string): Promise<string> {
  const created = await creator.call('/api/packs', { method: 'POST', json: { title } });
  if (!created.ok) throw new Error(`creating the pack answered ${created.status}`);
  return ((await created.json()) as { id: string }).id;
}
