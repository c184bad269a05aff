import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(process.cwd(), 'src/client/locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

function load(language: string, file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as Tree);
}

const variablesIn = (text: string) => [...text.matchAll(/{{\s*([\w.]+)/g)].map((m) => m[1]).sort();

const namespaces = readdirSync(join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json'));

describe('locale files', () => {
  it('exist for the same namespaces in English and Japanese', () => {
    const japanese = readdirSync(join(LOCALES_DIR, 'ja')).filter((f) => f.endsWith('.json'));
    expect(japanese.sort()).toEqual([...namespaces].sort());
    expect(namespaces.length).toBeGreaterThan(0);
  });

  describe.each(namespaces)('%s', (file) => {
    const en = load('en', file);
    const ja = load('ja', file);

    it('has the same keys in both languages', () => {
      expect([...ja.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has no empty text', () => {
      for (const [key, text] of [...en, ...ja]) expect(text.trim(), key).not.toBe('');
    });

    it('uses the same interpolation variables in both languages', () => {
      for (const [key, text] of en) expect(variablesIn(ja.get(key) ?? ''), key).toEqual(variablesIn(text));
    });
  });

  it('say signing in one way in Japanese: ログイン, never サインイン', () => {
    for (const file of namespaces) {
      for (const [key, text] of load('ja', file)) expect(text, `${file} ${key}`).not.toContain('サインイン');
    }
  });

  it('give the pack statistics’ most-asked questions a name of their own, not the FAQ tab’s', () => {
    for (const language of ['en', 'ja']) {
      const faq = load(language, 'packPage.json').get('questions.faq');
      expect(load(language, 'packStats.json').get('questions.top.heading'), language).not.toBe(faq);
    }
  });
});
