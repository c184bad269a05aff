import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { expectLink, expectOnlyHeading } from '../../test/expectations';

describe('about page', () => {
  it('explains Kenja in English and links back to the marketplace', async () => {
    renderApp('/about');
    await expectOnlyHeading('What is Kenja?');
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByText('Choose a pack')).toBeInTheDocument();
    expect(screen.getByText('faster coding')).toBeInTheDocument();
    expect(screen.getByText('research time saved')).toBeInTheDocument();
    expectLink('Explore the marketplace', '/');
    await waitFor(() => expect(document.title).toBe('What is Kenja? · Kenja'));
  });

  it('keeps the /us/en prefix on its marketplace link', async () => {
    renderApp('/us/en/about');
    await screen.findByRole('heading', { level: 1, name: 'What is Kenja?' });
    expectLink('Explore the marketplace', '/us/en');
  });

  it.each(['/jp/ja/about', '/ja/about'])('is in Japanese at %s and links to /jp/ja', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kenjaとは？' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '開発者' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'デモを開始' })).toBeInTheDocument();
    expectLink('マーケットプレイスを見る', '/jp/ja');
  });

  it.each([
    ['/about', 'Browse 1,234 packs across 18 categories'],
    ['/jp/ja/about', '18カテゴリ・1,234件のパックから選んで'],
  ])('counts the marketplace’s packs live at %s', async (path, text) => {
    fakeApi({ 'GET /api/packs': () => json({ packs: [], total: 1234 }) });
    renderApp(path);
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
  });
});
