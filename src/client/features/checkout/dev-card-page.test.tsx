import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { savedCardFixture } from '../../test/assistant-spending';
import { apiError, json } from '../../test/fake-api';
import { renderAppWithApi } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';

const devCard = (kind: string) =>
  savedCardFixture({ provider: 'dev', brand: 'visa', last4: kind === 'works' ? '4242' : '0002' });

function renderDevCard(path: string) {
  return renderAppWithApi(path, {
    'GET /api/auth/session': () => json(signedIn()),
    'POST /api/me/payment-method/dev': (body) => json({ card: devCard((body as { kind: string }).kind) }),
  });
}

describe('the dev card page', () => {
  it('says it is a development page where no money moves, and offers three test cards', async () => {
    renderDevCard('/us/en/checkout/dev/card?return=/us/en/connect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a test card' })).toBeInTheDocument();
    expect(
      screen.getByText(/Development page: no card is saved with a bank and no real payment is taken/),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Choose a test card · Kenja'));
    expect(screen.getByRole('radio', { name: 'A card that works' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'A card that asks for authentication' }),
    ).toHaveAccessibleDescription('Each payment waits for you to confirm it on Kenja, as 3-D Secure does.');
    expect(screen.getByRole('radio', { name: 'A card that is declined' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('saves the card chosen, then returns where it was sent from', async () => {
    const { user, api, router } = renderDevCard('/us/en/checkout/dev/card?return=/us/en/connect%23cards');
    await user.click(await screen.findByRole('radio', { name: 'A card that asks for authentication' }));
    await user.click(screen.getByRole('button', { name: 'Save the test card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/us/en/connect'));
    expect(router.state.location.search).toBe('?card=saved');
    expect(router.state.location.hash).toBe('#cards');
    expect(api.callsTo('POST /api/me/payment-method/dev').map((call) => call.body)).toEqual([
      { kind: 'authentication' },
    ]);
  });

  it('returns to this site only: another address leads to the Connect page', async () => {
    const { user, router } = renderDevCard('/jp/ja/checkout/dev/card?return=//evil.example/steal');
    expect(await screen.findByRole('link', { name: 'キャンセル' })).toHaveAttribute(
      'href',
      '/jp/ja/connect?card=cancelled',
    );
    await user.click(screen.getByRole('radio', { name: '拒否されるカード' }));
    await user.click(screen.getByRole('button', { name: 'テスト用カードを保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jp/ja/connect'));
  });

  it('says when the card could not be saved, and stays', async () => {
    const { user, router } = renderAppWithApi('/us/en/checkout/dev/card?return=/us/en/connect', {
      'GET /api/auth/session': () => json(signedIn()),
      'POST /api/me/payment-method/dev': () => apiError(404, 'not_found', 'No dev checkout here'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save the test card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The test card could not be saved:');
    expect(router.state.location.pathname).toBe('/us/en/checkout/dev/card');
  });

  it('asks a visitor to sign in', async () => {
    renderAppWithApi('/us/en/checkout/dev/card?return=/us/en/connect', {
      'GET /api/auth/session': () => json(signedOut()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByText("Sign in to save a card for your assistants' purchases.")).toBeInTheDocument();
  });
});
