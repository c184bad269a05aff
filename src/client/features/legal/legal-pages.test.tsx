import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('the legal pages', () => {
  it('shows the terms with their sections and a link to the privacy policy', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    for (const section of ['What Kenja is', 'Your account', 'Purchases and refunds', 'Acceptable use']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeInTheDocument();
    }
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('shows the privacy policy in Japanese, with its date in Japanese', async () => {
    renderApp('/jp/ja/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'プライバシーポリシー' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Cookieとローカルストレージ/ })).toBeInTheDocument();
    expect(screen.getByText(/最終更新日：\d{4}年\d{1,2}月\d{1,2}日/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/jp/ja/terms',
    );
  });

  it('is linked from the footer of every page', async () => {
    renderApp('/us/en/about');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/us/en/terms');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/us/en/privacy');
  });
});
