import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../common/contracts/auth';
import { SESSION_QUERY_KEY } from '../lib/session';
import { renderApp } from '../test/render';
import { signedIn, signedOut } from '../test/sessions';
import { expectLink } from '../test/expectations';

async function openUpload(path: string, session: SessionResponse) {
  const rendered = renderApp(path);
  act(() => rendered.queryClient.setQueryData(SESSION_QUERY_KEY, session));
  return { ...rendered, heading: await screen.findByRole('heading', { level: 1 }) };
}

describe('the upload page (spec 02 §2.1)', () => {
  it('asks a visitor to sign in, with a way back to the marketplace', async () => {
    const user = userEvent.setup();
    const { heading } = await openUpload('/creator/upload', signedOut({ google: true }));
    expect(heading).toHaveTextContent('Sign In Required');
    expectLink('Back to the marketplace', '/');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Kenja' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign In Required · Kenja'));
  });

  it('sends a signed-in user without creator rights to the application, in Japanese', async () => {
    const { heading } = await openUpload('/jp/ja/creator/upload', signedIn({ user_role: 'user' }));
    expect(heading).toHaveTextContent('クリエイター権限が必要です');
    expectLink('クリエイターに申請する', '/jp/ja/creator/signup');
  });

  it.each(['creator', 'admin'] as const)('lets a %s through to the upload page', async (role) => {
    const { heading } = await openUpload('/us/en/creator/upload', signedIn({ user_role: role }));
    expect(heading).toHaveTextContent('Step 1 of 3: Upload Files');
  });
});
