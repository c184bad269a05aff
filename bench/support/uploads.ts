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

/** A short note of a knowledge base (an abstract, a memo): a heading and two sentences. */
export function shortNote(index: number): string {
  return (
    `# Note ${index + 1}\n\nThe ${index + 1}th note keeps one observation about grind ${index % 40} and water at ` +
    `${80 + (index % 15)} degrees. It was tasted twice and written down before the next change.\n`
  );
}

/**
 * Imports `count` short notes into the creator's pack through the import endpoint, in requests of `perRequest`
 * files as the studio sends a folder, and waits until every one is indexed.
 */
export async function importNotes(creator: SignedInClient, packId: string, count: number, perRequest = 200) {
  const notes = Array.from({ length: count }, (_, i) => shortNote(i));
  for (let first = 0; first < count; first += perRequest) {
    const form = new FormData();
    for (let i = first; i < Math.min(count, first + perRequest); i += 1) {
      form.append('files', new Blob([notes[i]!], { type: 'text/markdown' }), `note-${i + 1}.md`);
    }
    const res = await creator.call(`/api/packs/${packId}/documents/import`, { method: 'POST', form });
    if (res.status !== 202) throw new Error(`import answered ${res.status}: ${await res.text()}`);
  }
  for (;;) {
    const list = (await (await creator.call(`/api/packs/${packId}/documents`)).json()) as {
      documents: { status: string }[];
    };
    const finished = list.documents.filter((d) => d.status === 'ready' || d.status === 'failed').length;
    if (finished >= count) return;
    // As often as the studio asks while documents are processed (DOCUMENT_POLL_MS): each answer lists them all.
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** A new pack of a creator's, to upload into. */
export async function newPack(creator: SignedInClient, title: string): Promise<string> {
  const created = await creator.call('/api/packs', { method: 'POST', json: { title } });
  if (!created.ok) throw new Error(`creating the pack answered ${created.status}`);
  return ((await created.json()) as { id: string }).id;
}
