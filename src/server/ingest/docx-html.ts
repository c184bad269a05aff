/**
 * mammoth's HTML → blocks. mammoth writes a small, regular subset (h1–h6, p, lists, tables, a, strong, em, br,
 * sup, img), with attribute values quoted and text escaped, so a tag scanner suffices where a parser would be heavy.
 */
import { HeadingTrail } from './heading-path';
import { decodeEntities } from './html-entities';
import type { TextBlock } from './types';

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s[^>]*)?)>|([^<]+)/g;
const BLOCK_TAGS = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'table',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'caption',
  'div',
  'dl',
  'dt',
  'dd',
]);
/** The "↑" links mammoth appends to footnotes point back into the text and are not content. */
const BACK_LINK = /href="#(?:footnote|endnote|comment)-ref-/;

export function blocksFromHtml(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const headings = new HeadingTrail();
  let text = '';
  let headingLevel: number | null = null;
  let skippingLink = false;

  const flush = () => {
    if (headingLevel === null && text.trim()) blocks.push({ text, headingPath: headings.path });
    if (headingLevel === null) text = '';
  };

  for (const [, closing, rawName, attributes, content] of html.matchAll(TOKEN)) {
    if (content !== undefined) {
      if (!skippingLink) text += decodeEntities(content);
      continue;
    }
    const name = (rawName ?? '').toLowerCase();
    const heading = /^h([1-6])$/.exec(name);
    if (heading?.[1]) {
      if (closing) headings.enter(Number(heading[1]), text);
      else flush();
      headingLevel = closing ? null : Number(heading[1]);
      if (closing) text = '';
    } else if (BLOCK_TAGS.has(name)) {
      flush();
    } else if (name === 'br') {
      text += '\n';
    } else if (name === 'a') {
      skippingLink = !closing && BACK_LINK.test(attributes ?? '');
    }
  }
  flush();
  return blocks;
}
