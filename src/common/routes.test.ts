import { describe, expect, it } from 'vitest';
import { isPagePath } from './routes';

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
