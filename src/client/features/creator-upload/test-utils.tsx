import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorpusPack, DocumentSummary } from '../../../common/contracts/engine';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn } from '../../test/sessions';

let sequence = 0;
const next = () => ++sequence;
const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makePack(overrides: Partial<CorpusPack> = {}): CorpusPack {
  const n = next();
  return {
    id: uuid('40000000', n),
    title: `Pack ${n}`,
    description: '',
    kind: 'marketplace',
    status: 'draft',
    corpusKey: `pack_1741078800000_pack_${n}`,
    fileCount: 0,
    totalChunks: 0,
    flaggedChunks: 0,
    createdBy: uuid('00000000', 1),
    createdAt: '2025-03-04T09:00:00.000Z',
    updatedAt: '2025-03-04T09:00:00.000Z',
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  const n = next();
  return {
    id: uuid('50000000', n),
    packId: uuid('40000000', 0),
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

/** Answers each request with the next body, then keeps answering with the last one. */
export function answers(...bodies: unknown[]) {
  let call = 0;
  return () => json(bodies[Math.min(call++, bodies.length - 1)]);
}

/**
 * The whole app at `path` for a signed-in creator, its API answered by `handlers` (the session is answered too, so
 * the page has the CSRF token the uploads send).
 */
export function renderUploadPage(path: string, handlers: Parameters<typeof fakeApi>[0]) {
  const session = signedIn({ user_role: 'creator' });
  const api = fakeApi({ 'GET /api/auth/session': () => json(session), ...handlers });
  const rendered = renderApp(path);
  // Files of kinds the picker does not offer can still be chosen ("All files"), so the rules are ours to apply.
  return { ...rendered, api, session, user: userEvent.setup({ applyAccept: false }) };
}

export const fileInput = (name: RegExp | string = /Drag and drop files here|ここにファイルをドラッグ/) =>
  screen.getByLabelText(name);
