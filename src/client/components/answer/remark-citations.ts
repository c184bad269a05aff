import type { Nodes, Parent, PhrasingContent, Root, Text } from 'mdast';

/** A [n] marker, as the server writes them after cleaning (`[1]`, `[1][2]`). */
const MARKER = /\[(\d+)\]/g;

interface Range {
  start: number;
  end: number;
}

export interface RemarkCitationsOptions {
  /** The citation numbers that exist; other bracketed numbers stay text. */
  known: ReadonlySet<number>;
  /** Ranges of the Markdown source to mark as not found in the cited passages. */
  unsupported: readonly Range[];
}

/** Custom nodes that become <cite-ref> and <unsupported-claim> elements, rendered by AnswerMarkdown. */
function citationNode(number: number): PhrasingContent {
  return {
    type: 'citationRef',
    data: { hName: 'cite-ref', hProperties: { dataNumber: String(number) } },
  } as unknown as PhrasingContent;
}

function unsupportedNode(children: PhrasingContent[], endsSentence: boolean): PhrasingContent {
  return {
    type: 'unsupportedClaim',
    children,
    data: { hName: 'unsupported-claim', hProperties: { dataEnd: String(endsSentence) } },
  } as unknown as PhrasingContent;
}

/** Where a text node's value sits in the source, when it is the source verbatim (no escapes or entities). */
function sourceStart(node: Text): number | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined || end - start !== node.value.length) return undefined;
  return start;
}

function splitText(node: Text, options: RemarkCitationsOptions): PhrasingContent[] {
  const origin = sourceStart(node);
  const value = node.value;
  // Cut points: every marker's ends and, when offsets are known, every unsupported range's ends.
  const cuts = new Set([0, value.length]);
  for (const match of value.matchAll(MARKER)) {
    cuts.add(match.index);
    cuts.add(match.index + match[0].length);
  }
  if (origin !== undefined) {
    for (const range of options.unsupported) {
      for (const at of [range.start - origin, range.end - origin])
        if (at > 0 && at < value.length) cuts.add(at);
    }
  }
  const points = [...cuts].sort((a, b) => a - b);
  const out: PhrasingContent[] = [];
  // Pieces of one unsupported sentence are wrapped together; its last piece carries the note for screen readers.
  let group: { range: Range; children: PhrasingContent[] } | undefined;
  const closeGroup = () => {
    if (!group) return;
    const endsHere = origin !== undefined && origin + value.length >= group.range.end;
    out.push(unsupportedNode(group.children, endsHere));
    group = undefined;
  };
  for (let i = 0; i < points.length - 1; i += 1) {
    const from = points[i] ?? 0;
    const to = points[i + 1] ?? 0;
    const piece = value.slice(from, to);
    const marker = /^\[(\d+)\]$/.exec(piece);
    const number = marker ? Number(marker[1]) : undefined;
    const content: PhrasingContent =
      number !== undefined && options.known.has(number)
        ? citationNode(number)
        : { type: 'text', value: piece };
    const range =
      origin === undefined
        ? undefined
        : options.unsupported.find((r) => origin + from >= r.start && origin + to <= r.end);
    if (group && group.range !== range) closeGroup();
    if (range) {
      group ??= { range, children: [] };
      group.children.push(content);
    } else {
      out.push(content);
    }
  }
  closeGroup();
  return out;
}

function visit(node: Nodes, options: RemarkCitationsOptions) {
  if (!('children' in node)) return;
  const parent = node as Parent;
  const children: Nodes[] = [];
  for (const child of parent.children) {
    if (child.type === 'text') {
      children.push(...splitText(child, options));
    } else {
      visit(child, options);
      children.push(child);
    }
  }
  parent.children = children as Parent['children'];
}

/**
 * A remark plugin: [n] markers become citation elements and the sentences the support check did not find in
 * their sources are wrapped, using the Markdown source offsets that remark keeps on text nodes.
 */
export function remarkCitations(options: RemarkCitationsOptions) {
  return (tree: Root) => visit(tree, options);
}
