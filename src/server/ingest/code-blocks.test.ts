import { describe, expect, it } from 'vitest';
import { textSegments } from '../../common/code-fence';
import { DEFAULT_CHUNK_OPTIONS } from './chunk';
import { makeDocx } from './fixtures/docx';
import { paragraphs } from './fixtures/prose';
import { processDocument } from './process';
import type { DocumentChunk } from './types';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The code blocks of the chunks, as (language, code) pairs, in order. */
function codeIn(chunks: readonly DocumentChunk[]) {
  return chunks.flatMap((chunk) =>
    textSegments(chunk.text).flatMap((segment) =>
      segment.code
        ? [{ language: segment.code.language, code: chunk.text.slice(segment.code.start, segment.code.end) }]
        : [],
    ),
  );
}

/** Every fence opened in a chunk is closed in it: no chunk starts or ends inside code. */
function expectWholeFences(chunks: readonly DocumentChunk[]) {
  for (const chunk of chunks) {
    const fences = chunk.text.split('\n').filter((line) => /^`{3,}/.test(line));
    expect(fences.length % 2, chunk.text).toBe(0);
  }
}

const TS_CODE = [
  'function greet(name: string) {',
  '  // **not emphasis**, `not code`',
  '',
  '  return `Hello, ${name}!`;',
  '}',
].join('\n');

describe('code blocks from Markdown', () => {
  it('keeps a fenced block as a fence in the chunk: lines, indentation, blank lines and markup as written', async () => {
    const markdown = ['# Greeting', '', 'Call it like this:', '', '```ts', TS_CODE, '```', '', 'Done.'].join(
      '\n',
    );
    const { chunks } = await processDocument('md', utf8(markdown));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.text).toBe(`Call it like this:\n\n\`\`\`ts\n${TS_CODE}\n\`\`\`\n\nDone.`);
    expect(codeIn(chunks)).toEqual([{ language: 'ts', code: TS_CODE }]);
  });

  it('fences code that holds a fence itself with a longer one, so no line of it can close the block', async () => {
    const inner = '```js\nrun();\n```';
    const { chunks } = await processDocument('md', utf8(`Write:\n\n~~~markdown\n${inner}\n~~~\n`));
    expect(chunks[0]?.text).toBe(`Write:\n\n\`\`\`\`markdown\n${inner}\n\`\`\`\``);
    expect(codeIn(chunks)).toEqual([{ language: 'markdown', code: inner }]);
  });

  it('reads indented code (four spaces or a tab), but not an indented line that continues a paragraph or a list', async () => {
    const markdown = [
      'Install it:',
      '',
      '    npm install kenja',
      '',
      '    kenja --help',
      '\t  indented by a tab and two spaces',
      '',
      'A paragraph',
      '    whose wrapped line is indented.',
      '',
      '- a list item',
      '',
      '    continues here, not code.',
    ].join('\n');
    const { chunks } = await processDocument('md', utf8(markdown));
    expect(codeIn(chunks)).toEqual([
      { language: '', code: 'npm install kenja\n\nkenja --help\n  indented by a tab and two spaces' },
    ]);
    const prose = chunks.map((chunk) => chunk.text).join('\n\n');
    expect(prose).toContain('A paragraph whose wrapped line is indented.');
    expect(prose).toContain('continues here, not code.');
  });

  it('never cuts a block between chunks, and cuts one too long for a chunk at line ends, each part fenced', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => `    const value${i} = compute(${i}); // step ${i}`);
    const long = lines.join('\n');
    const small = 'for (const x of xs) {\n  use(x);\n}';
    const markdown = [
      ...paragraphs('en', 2, 420, 3),
      '```js',
      small,
      '```',
      ...paragraphs('en', 2, 420, 4),
      '```js',
      long,
      '```',
    ].join('\n\n');
    const { chunks } = await processDocument('md', utf8(markdown));
    expectWholeFences(chunks);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(DEFAULT_CHUNK_OPTIONS.maxChars);
    const code = codeIn(chunks);
    expect(code[0]).toEqual({ language: 'js', code: small });
    const parts = code.slice(1).map((block) => block.code);
    expect(parts.length).toBeGreaterThan(3);
    expect(code.slice(1).every((block) => block.language === 'js')).toBe(true);
    // Whole lines in every part, indentation kept, nothing lost or repeated.
    expect(parts.join('\n')).toBe(long);
    for (const part of parts) expect(part.split('\n').every((line) => lines.includes(line))).toBe(true);
  });

  it('does not let code decide the language of a Japanese document', async () => {
    const code = Array.from({ length: 20 }, (_, i) => `const item${i} = await fetchItem(${i});`).join('\n');
    const markdown = `# 使い方\n\n次のように呼び出します。\n\n\`\`\`js\n${code}\n\`\`\``;
    const result = await processDocument('md', utf8(markdown));
    expect(result.language).toBe('ja');
    expect(codeIn(result.chunks)).toEqual([{ language: 'js', code }]);
  });
});

describe('code blocks from Word documents', () => {
  it('makes consecutive monospace paragraphs one code block, indentation kept', async () => {
    const docx = await makeDocx([
      { heading: 1, text: 'Setup' },
      { paragraph: 'Create the server:' },
      { code: ['const app = new Hono();', "app.get('/', (c) => {", "  return c.text('ok');", '});'] },
      { paragraph: 'Then start it.' },
      { code: ['npm start'], font: 'Consolas' },
    ]);
    const { chunks } = await processDocument('docx', docx);
    expect(codeIn(chunks)).toEqual([
      { language: '', code: "const app = new Hono();\napp.get('/', (c) => {\n  return c.text('ok');\n});" },
      { language: '', code: 'npm start' },
    ]);
    expect(chunks.map((chunk) => chunk.text).join('\n\n')).toContain('Create the server:');
  });
});
