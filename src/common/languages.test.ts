import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath, pathInLanguage, routeOfPath } from './languages';

describe('languageOfPath (spec 01 §2)', () => {
  it.each([
    ['/jp/ja', 'ja'],
    ['/jp/ja/', 'ja'],
    ['/jp/ja/about', 'ja'],
    ['/ja', 'ja'],
    ['/ja/', 'ja'],
    ['/ja/about', 'ja'],
    ['/ja/creator/dashboard', 'ja'],
    ['/creator-studio-jp', 'ja'],
    ['/mcp-jp', 'ja'],
    ['/', 'en'],
    ['/us/en', 'en'],
    ['/us/en/mcp', 'en'],
    ['/about', 'en'],
    ['/jp/jam', 'en'],
    ['/japan', 'en'],
    ['/pack/ja', 'en'],
  ])('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });
});

describe('routeOfPath', () => {
  it.each([
    ['/', '/'],
    ['/us/en', '/'],
    ['/jp/ja/', '/'],
    ['/ja', '/'],
    ['/jp/ja/creator/edit/new', '/creator/edit/new'],
    ['/ja/about', '/about'],
    ['/creator-studio-jp', '/creator-studio'],
    ['/mcp-jp', '/mcp'],
    ['/pack/advanced-react-patterns', '/pack/advanced-react-patterns'],
  ])('%s shows %s', (path, route) => {
    expect(routeOfPath(path)).toBe(route);
  });
});

describe('pathInLanguage swaps the prefix and keeps the rest', () => {
  it.each([
    ['/about', 'ja', '/jp/ja/about'],
    ['/us/en/about', 'ja', '/jp/ja/about'],
    ['/jp/ja/about', 'en', '/us/en/about'],
    ['/jp/ja', 'en', '/us/en'],
    ['/', 'ja', '/jp/ja'],
    ['/ja/mcp', 'en', '/us/en/mcp'],
    ['/mcp-jp', 'en', '/us/en/mcp'],
    ['/ja', 'en', '/us/en'],
    ['/jp/ja/pack/x', 'ja', '/jp/ja/pack/x'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(pathInLanguage(path, language)).toBe(expected);
  });
});

describe('localizedPath keeps the current page’s prefix', () => {
  it.each([
    ['/about', '/', '/about'],
    ['/about', '/mcp', '/about'],
    ['/about', '/us/en/mcp', '/us/en/about'],
    ['/about', '/jp/ja', '/jp/ja/about'],
    ['/about', '/ja/mcp', '/jp/ja/about'],
    ['/', '/mcp-jp', '/jp/ja'],
    ['/', '/us/en/about', '/us/en'],
    ['/creator/upload', '/creator-studio-jp', '/jp/ja/creator/upload'],
  ])('a link to %s from %s goes to %s', (route, current, expected) => {
    expect(localizedPath(route, current)).toBe(expected);
  });
});
