import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreatorProfile } from '../../../common/contracts/creator-profile';
import { axeViolations } from '../../test/axe';
import { apiError, json, type ApiHandlers } from '../../test/fake-api';
import { renderAppWithApi } from '../../test/render';
import { signedInAs, signedOut } from '../../test/sessions';
import { expectLink } from '../../test/expectations';

const YAMADA: CreatorProfile = {
  display_name: '山田 花子',
  title: 'UXリサーチャー',
  bio: '15年間、ユーザー調査に携わってきました。',
};

function render(path: string, handlers: ApiHandlers = {}, role: 'creator' | 'user' = 'creator') {
  return renderAppWithApi(path, {
    'GET /api/auth/session': () => json(signedInAs(role)),
    'GET /api/creator/profile': () => json({ profile: YAMADA }),
    ...handlers,
  });
}

describe('the creator profile page (/creator/profile)', () => {
  it('shows the profile from the application, previews it, and saves a change', async () => {
    const { api, user } = render('/us/en/creator/profile', {
      'PUT /api/creator/profile': (body) => json({ profile: body }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your creator profile' }),
    ).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /^Display name/ });
    expect(name).toHaveValue('山田 花子');
    expect(screen.getByRole('textbox', { name: /^Professional title/ })).toHaveValue('UXリサーチャー');
    expect(screen.getByRole('textbox', { name: /^Bio/ })).toHaveValue(YAMADA.bio);
    const preview = screen.getByRole('region', { name: 'How buyers see you' });
    expect(preview).toHaveTextContent('山田 花子');
    expect(preview).toHaveTextContent('UXリサーチャー');
    expectLink('Back to dashboard', '/us/en/creator/dashboard');
    expect(await axeViolations()).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Hanako Yamada');
    expect(preview).toHaveTextContent('Hanako Yamada');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved. Your packs show it now.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/creator/profile')[0]?.body).toEqual({
      ...YAMADA,
      display_name: 'Hanako Yamada',
    });
  });

  it('says what is wrong before sending, in Japanese, and what the server refused', async () => {
    const { api, user } = render('/jp/ja/creator/profile', {
      'PUT /api/creator/profile': () =>
        apiError(400, 'validation', 'Invalid request', [
          { path: ['title'], message: 'At most 120 characters' },
        ]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'クリエイタープロフィール' }),
    ).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /^表示名/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'プロフィールを保存' }));
    expect(await screen.findByText('購入者に表示する名前を入力してください。')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(api.callsTo('PUT /api/creator/profile')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await user.type(name, '山田 花子');
    await user.click(screen.getByRole('button', { name: 'プロフィールを保存' }));
    expect(await screen.findByText('120文字以内で入力してください。')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^肩書き/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('購入者に表示する名前を入力してください。')).not.toBeInTheDocument();
  });

  it('says when the profile cannot be loaded or saved, and lets the creator try again', async () => {
    let loads = 0;
    const { user } = render('/us/en/creator/profile', {
      'GET /api/creator/profile': () => {
        loads += 1;
        return loads === 1 ? apiError(500, 'internal', 'boom') : json({ profile: YAMADA });
      },
      'PUT /api/creator/profile': () => apiError(503, 'unavailable', 'down'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be saved');
  });

  it('is for creators: others are asked to apply', async () => {
    render('/jp/ja/creator/profile', {}, 'user');
    expect(await screen.findByRole('heading', { name: 'クリエイター権限が必要です' })).toBeInTheDocument();
    expectLink('クリエイターに申請する', '/jp/ja/creator/signup');
    expect(await axeViolations()).toEqual([]);
  });

  it('asks a signed-out visitor to sign in', async () => {
    render('/us/en/creator/profile', { 'GET /api/auth/session': () => json(signedOut()) });
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
  });
});
