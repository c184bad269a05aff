import type { Locator } from '@playwright/test';

/**
 * The words matching `pattern` (a regular expression's source) that a line break splits inside any of
 * `elements`, each as `word in "text"`: none when every such word sits on one line. A word is split when one of
 * its characters' boxes starts below the previous one's end: lines told by boxes, not by equal tops, which a
 * run of Latin and Japanese glyphs from different fonts would not have. BudouX's zero-width spaces are ignored.
 *
 * Each element is scrolled into view and given two frames first: under `content-visibility: auto` (the home
 * page's cards) an element off screen is not laid out, and the first box asked of its text comes back empty.
 */
export async function wordsSplitAcrossLines(elements: Locator, pattern: string): Promise<string[]> {
  return elements.evaluateAll(async (roots, pattern) => {
    const split: string[] = [];
    for (const root of roots) {
      root.scrollIntoView({ block: 'center' });
      await new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)));
      const chars: { node: Text; offset: number; char: string }[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        // By UTF-16 unit: every character these tests look for is one.
        for (let offset = 0; offset < node.data.length; offset++) {
          if (node.data[offset] !== '\u200B') chars.push({ node, offset, char: node.data[offset]! });
        }
      }
      const text = chars.map((c) => c.char).join('');
      const box = ({ node, offset }: (typeof chars)[number]) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect();
      };
      for (const match of text.matchAll(new RegExp(pattern, 'gu'))) {
        const boxes = chars.slice(match.index, match.index + match[0].length).map(box);
        if (boxes.some((b, i) => i > 0 && b.top >= boxes[i - 1]!.bottom - 1)) {
          split.push(`${match[0]} in "${text}"`);
        }
      }
    }
    return split;
  }, pattern);
}
