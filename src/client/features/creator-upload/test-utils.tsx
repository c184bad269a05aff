import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn } from '../../test/sessions';

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
  const api = fakeApi({
    'GET /api/auth/session': () => json(session),
    // Every pack's note for its next edition: none yet, unless a test says otherwise.
    'GET /api/studio/packs/:id/edition-note': () => json({ note: null, latest: null }),
    ...handlers,
  });
  const rendered = renderApp(path);
  // Files of kinds the picker does not offer can still be chosen ("All files"), so the rules are ours to apply.
  return { ...rendered, api, session, user: userEvent.setup({ applyAccept: false }) };
}

export const fileInput = (name: RegExp | string = /Drag and drop files here|ここにファイルをドラッグ/) =>
  screen.getByLabelText(name);
