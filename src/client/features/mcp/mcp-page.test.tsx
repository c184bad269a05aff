import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { expectLink, expectOnlyHeading } from '../../test/expectations';

describe('MCP page', () => {
  it('explains MCP in English and links to the marketplace', async () => {
    renderApp('/mcp');
    await expectOnlyHeading('MCP: the USB-C of AI');
    expect(screen.getByRole('heading', { level: 2, name: 'How Kenja uses MCP' })).toBeInTheDocument();
    for (const step of ['Discover', 'One-click connect', 'Empower your AI']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    expectLink('Explore the marketplace', '/');
    await waitFor(() => expect(document.title).toBe('MCP explained · Kenja'));
  });

  it.each([
    ['/jp/ja/mcp', '/jp/ja'],
    ['/mcp-jp', '/jp/ja'],
    ['/ja/mcp', '/jp/ja'],
  ])('is in Japanese at %s with a marketplace button to %s', async (path, home) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'MCPは、AIのUSB-Cです' }),
    ).toBeInTheDocument();
    expectLink('マーケットプレイスを見る', home);
  });

  it('counts the packs the marketplace really has, in both languages', async () => {
    fakeApi({ 'GET /api/packs': () => json({ packs: [], total: 22 }) });
    const { unmount } = renderApp('/mcp');
    expect(await screen.findByText('22 packs across 18 categories, ready to connect.')).toBeInTheDocument();
    expect(screen.queryByText(/Hundreds/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    unmount();

    renderApp('/jp/ja/mcp');
    expect(
      await screen.findByText('18のカテゴリにわたる22件のパックが、すぐに接続できます。'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/数百/)).not.toBeInTheDocument();
  });

  it('says no number while the count is unknown', async () => {
    renderApp('/mcp');
    expect(await screen.findByText('Packs across 18 categories, ready to connect.')).toBeInTheDocument();
  });

  it('keeps the /us/en prefix', async () => {
    renderApp('/us/en/mcp');
    await screen.findByRole('heading', { level: 1, name: 'MCP: the USB-C of AI' });
    expectLink('Explore the marketplace', '/us/en');
  });
});
