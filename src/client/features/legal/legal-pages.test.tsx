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
    // No contact address configured: the operator is named instead of an address that does not exist.
    expect(main.queryByRole('link', { name: /@/ })).toBeNull();
    expect(main.getByText(/Questions\? Ask the operator of this site\./)).toBeInTheDocument();
  });

  it('shows the operator’s contact address when the server sets one', async () => {
    const meta = document.createElement('meta');
    meta.name = 'kenja-contact';
    meta.content = 'help@kenja.test';
    document.head.append(meta);
    try {
      renderApp('/privacy');
      const main = within(await screen.findByRole('main'));
      expect(await main.findByRole('link', { name: 'help@kenja.test' })).toHaveAttribute(
        'href',
        'mailto:help@kenja.test',
      );
      expect(main.getAllByText(/help@kenja\.test/).length).toBeGreaterThan(1); // in the rights section too
    } finally {
      meta.remove();
    }
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
