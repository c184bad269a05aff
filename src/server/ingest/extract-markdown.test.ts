import { describe, expect, it } from 'vitest';
import { extractMarkdown } from './extract-markdown';
import { expectIngestError } from './fixtures/expect-ingest-error';
import { processDocument } from './process';

const utf8 = (text: string) => new TextEncoder().encode(text);
const blocks = (markdown: string) =>
  extractMarkdown(utf8(markdown)).map(({ text, headingPath }) => ({ text, headingPath }));

describe('Markdown extraction', () => {
  it('turns ATX and setext headings into the heading path', () => {
    const markdown = [
      '---',
      'title: front matter is skipped',
      '---',
      'Title',
      '=====',
      'Intro text.',
      '',
      '## Part *one* ##',
      'Body one.',
      '### Deeper',
      'Body deeper.',
      '',
      'Part two',
      '--------',
      'Body two.',
    ].join('\n');
    expect(blocks(markdown)).toEqual([
      { text: 'Intro text.', headingPath: ['Title'] },
      { text: 'Body one.', headingPath: ['Title', 'Part one'] },
      { text: 'Body deeper.', headingPath: ['Title', 'Part one', 'Deeper'] },
      { text: 'Body two.', headingPath: ['Title', 'Part two'] },
    ]);
  });

  it('strips inline markup: emphasis, links keep their text, images their alt text; code stays code', () => {
    const markdown =
      'Some **bold**, _em_, `code`, ~~gone~~ and [a link](https://example.com "t"). ' +
      '![a diagram](img.png) <span>html</span> snake_case_name &amp; 2 * 3 * 4.';
    expect(blocks(markdown)[0]?.text).toBe(
      'Some bold, em, `code`, gone and a link. a diagram html snake_case_name & 2 * 3 * 4.',
    );
  });

  it('keeps code spans whole, markup inside them untouched, and drops them from headings', () => {
    const markdown = [
      '# The `useMemo` hook',
      '',
      '`children` was created by the parent, so `a*b*c` and `` x`y `` and `_private_` stay as written.',
    ].join('\n');
    expect(blocks(markdown)).toEqual([
      {
        text: '`children` was created by the parent, so `a*b*c` and ``x`y`` and `_private_` stay as written.',
        headingPath: ['The useMemo hook'],
      },
    ]);
  });

  it('makes list items, quotes and table rows blocks and keeps code fences verbatim', () => {
    const markdown = [
      '- first item',
      '  continues here',
      '* [x] second item',
      '1. numbered',
      '',
      '> quoted text',
      '',
      '| a | b |',
      '|---|:-:|',
      '| 1 | 2 |',
      '',
      '```ts',
      'const x = **not emphasis**;',
      '```',
      '[ref]: https://example.com',
    ].join('\n');
    expect(blocks(markdown).map((block) => block.text)).toEqual([
      'first item\n  continues here',
      'second item',
      'numbered',
      'quoted text',
      'a  b',
      '1  2',
      'const x = **not emphasis**;',
    ]);
  });

  it('processes a Japanese Markdown file', async () => {
    const markdown =
      '# 概要\n\n東京は日本の首都です。\n人口は約千四百万人です。\n\n## 交通\n\n鉄道が発達しています！';
    const result = await processDocument('md', utf8(markdown));
    expect(result.language).toBe('ja');
    expect(result.chunks.map(({ text, headingPath }) => ({ text, headingPath }))).toEqual([
      { text: '東京は日本の首都です。人口は約千四百万人です。', headingPath: ['概要'] },
      { text: '鉄道が発達しています!', headingPath: ['概要', '交通'] },
    ]);
  });
});

describe('plain text extraction', () => {
  it('splits paragraphs at blank lines and joins wrapped lines', async () => {
    const text = '\uFEFFFirst paragraph\nwraps here.\r\n\r\nSecond paragraph.\n  \n\n日本語の\n段落です。';
    const result = await processDocument('txt', utf8(text));
    expect(result.chunks).toHaveLength(1);
    expect(result.chunks[0]?.text).toBe(
      'First paragraph wraps here.\n\nSecond paragraph.\n\n日本語の段落です。',
    );
    expect(result.characters).toBe(result.chunks[0]?.text.length);
    expect(result.language).toBe('en');
  });

  it('detects Japanese when kana and kanji are a large share of the letters', async () => {
    const mixed = 'Kenja は専門家の知識を AI アシスタントに届けるサービスです。API と MCP に対応しています。';
    expect((await processDocument('txt', utf8(mixed))).language).toBe('ja');
    const mostlyEnglish = `${'English words in a long sentence. '.repeat(10)}日本`;
    expect((await processDocument('txt', utf8(mostlyEnglish))).language).toBe('en');
  });

  it('reads Japanese Markdown saved in Shift_JIS', async () => {
    const bytes = new Uint8Array([
      0x23,
      0x20,
      0x8f,
      0x6f,
      0x8f,
      0x60,
      0x0a,
      0x0a, // "# 出汁\n\n"
      0x8d,
      0xa9,
      0x95,
      0x7a,
      0x82,
      0xc5,
      0x82,
      0xc6,
      0x82,
      0xe9,
      0x81,
      0x42, // "昆布でとる。"
    ]);
    const { chunks } = await processDocument('md', bytes);
    expect(chunks[0]).toMatchObject({ headingPath: ['出汁'], text: '昆布でとる。' });
  });

  it('reports no_text for an empty or blank file and corrupt_file for bad UTF-8', async () => {
    await expectIngestError(() => processDocument('txt', utf8('')), 'no_text');
    await expectIngestError(() => processDocument('md', utf8(' \n\n\t\n')), 'no_text');
    await expectIngestError(() => processDocument('txt', new Uint8Array([0xff, 0xfe, 0x41])), 'corrupt_file');
  });
});
