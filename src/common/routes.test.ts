import { describe, expect, it } from 'vitest';
import { canonicalPagePath, isPagePath } from './routes';

describe('isPagePath', () => {
  it.each([
    '/',
    '/us/en',
    '/jp/ja/',
    '/about',
    '/us/en/mcp',
    '/jp/ja/creator/edit/new',
    '/creator/success/advanced-react-patterns',
    '/pack/advanced-react-patterns/',
    '/jp/ja/auth/callback',
    '/terms',
    '/jp/ja/privacy',
    '/ja',
    '/ja/mcp',
    '/creator-studio-jp',
    '/About', // the client's router matches regardless of case
  ])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '/nowhere',
    '/us/en/nowhere',
    '/jp/ja/jp/ja/about', // one prefix at most
    '/us/en/ja/about', // aliases are not prefixed
    '/pack',
    '/pack/a/b',
    '/creator',
    '/ja/admin', // not one of the spec's aliases
    '/jp/jam',
  ])('%s is not', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});

describe('canonicalPagePath', () => {
  it.each([
    ['/JA/About', '/ja/about'],
    ['/Ja', '/ja'],
    ['/MCP-JP', '/mcp-jp'],
    ['/JP/JA/About', '/jp/ja/about'],
    ['/Jp/Ja/', '/jp/ja/'],
    ['/US/EN/Creator/Dashboard', '/us/en/creator/dashboard'],
    ['/About', '/about'],
    // A parameter is the thing's own name or id: kept as written.
    ['/JP/JA/Pack/Advanced-React-Patterns', '/jp/ja/pack/Advanced-React-Patterns'],
    ['/Orders/5F0c-AB', '/orders/5F0c-AB'],
  ])('%s is %s', (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each(['/', '/ja/about', '/jp/ja', '/us/en/pack/advanced-react-patterns/', '/auth/callback'])(
    '%s is already canonical',
    (path) => {
      expect(canonicalPagePath(path)).toBe(path);
    },
  );

  it.each(['/nowhere', '/JP/JA/JP/JA/about', '/JA/Admin'])('%s is no page', (path) => {
    expect(canonicalPagePath(path)).toBeUndefined();
  });
});
