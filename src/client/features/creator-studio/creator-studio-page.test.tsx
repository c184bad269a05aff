import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('Creator Studio page', () => {
  it('pitches the third age of publishing in English, linking creators to /creator/upload', async () => {
    renderApp('/creator-studio');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Third Age of Publishing' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const age of ['Print', 'Digital', 'Retrieval-augmented generation (RAG)']) {
      expect(screen.getByRole('heading', { level: 3, name: age })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Hybrid search' })).toBeInTheDocument();
    expect(screen.getByText('$11 billion')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Creator' })).toHaveAttribute('href', '/creator/upload');
    expect(screen.getByRole('link', { name: 'Start Creating (Sign In Required)' })).toHaveAttribute(
      'href',
      '/creator/upload',
    );
    await waitFor(() => expect(document.title).toBe('Creator Studio · Kenja'));
  });

  it.each(['/jp/ja/creator-studio', '/creator-studio-jp', '/ja/creator-studio'])(
    'is in Japanese at %s, linking to /jp/ja/creator/upload',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: '出版の第三の時代' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'クリエイターになる' })).toHaveAttribute(
        'href',
        '/jp/ja/creator/upload',
      );
      expect(screen.getByRole('link', { name: '作成をはじめる（サインインが必要です）' })).toHaveAttribute(
        'href',
        '/jp/ja/creator/upload',
      );
    },
  );

  it('keeps the /us/en prefix on its creator links', async () => {
    renderApp('/us/en/creator-studio');
    await screen.findByRole('heading', { level: 1, name: 'The Third Age of Publishing' });
    expect(screen.getByRole('link', { name: 'Become a Creator' })).toHaveAttribute(
      'href',
      '/us/en/creator/upload',
    );
  });
});
