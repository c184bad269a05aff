import type { CorpusPack, DocumentSummary } from '../../common/contracts/engine';

let sequence = 0;

/** A fresh number for each made thing, so names and ids never clash within a test file. */
export const nextNumber = () => ++sequence;

/** A UUID of the shape the server makes, told apart by its first block (`prefix`) and its last (`n`). */
export const testUuid = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An engine pack as the studio lists it: a new marketplace draft with no documents yet. */
export function corpusPackFixture(overrides: Partial<CorpusPack> = {}): CorpusPack {
  const n = nextNumber();
  return {
    id: testUuid('40000000', n),
    title: `Pack ${n}`,
    description: '',
    kind: 'marketplace',
    status: 'draft',
    corpusKey: `pack_1741078800000_pack_${n}`,
    fileCount: 0,
    totalChunks: 0,
    flaggedChunks: 0,
    createdBy: testUuid('00000000', 1),
    createdAt: '2025-03-04T09:00:00.000Z',
    updatedAt: '2025-03-04T09:00:00.000Z',
    ...overrides,
  };
}

/** A document of a pack as the engine reports it: a small Markdown file, queued. */
export function documentFixture(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  const n = nextNumber();
  return {
    id: testUuid('50000000', n),
    packId: testUuid('40000000', 0),
    filename: `notes-${n}.md`,
    mimeType: 'text/markdown',
    byteSize: 2048,
    language: 'en',
    status: 'queued',
    error: null,
    progress: { done: 0, total: 0 },
    pageCount: null,
    chunkCount: 0,
    createdAt: '2025-03-04T09:00:00.000Z',
    updatedAt: '2025-03-04T09:00:00.000Z',
    indexedAt: null,
    ...overrides,
  };
}
