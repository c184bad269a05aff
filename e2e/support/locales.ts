import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };

/** Reads a translated string from the app's own locale files, so tests follow the copy instead of copying it. */
export function text(language: 'en' | 'ja', namespace: string, key: string): string {
  const tree = JSON.parse(
    readFileSync(join(process.cwd(), 'src/client/locales', language, `${namespace}.json`), 'utf8'),
  ) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return node;
}
