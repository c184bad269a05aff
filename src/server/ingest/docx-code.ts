/**
 * Code in Word documents. Word has no code element: people type code in a monospace font or a paragraph style named
 * for it. Such paragraphs are given a style of our own before mammoth converts the document, and the style map
 * turns a run of them into one <pre>, a line per paragraph (mammoth's documented recipe for this).
 */

/** Font families made for code (lower case, matched as a prefix: "Courier New", "Consolas Bold"…). */
const MONOSPACE_FONTS = [
  'courier',
  'consolas',
  'menlo',
  'monaco',
  'lucida console',
  'lucida sans typewriter',
  'andale mono',
  'source code',
  'fira code',
  'fira mono',
  'jetbrains mono',
  'cascadia',
  'roboto mono',
  'ubuntu mono',
  'dejavu sans mono',
  'liberation mono',
  'sf mono',
  'ibm plex mono',
  'inconsolata',
  'ms gothic',
  'ｍｓ ゴシック',
  'osaka-等幅',
];
/** Styles people name for code: "Code", "Source Code", "HTML Preformatted", "HTML Code", 「コード」. */
const CODE_STYLE = /\bcode\b|preformatted|コード/i;
const CODE_STYLE_NAME = 'kenja-code';

export const CODE_STYLE_MAP = [`p[style-name='${CODE_STYLE_NAME}'] => pre:separator('\\n')`];

/** The few fields of mammoth's document tree read here (its types declare the tree as `any`). */
interface DocxElement {
  type: string;
  styleName?: string | null;
  font?: string | null;
  children?: DocxElement[];
}

function runsOf(element: DocxElement): DocxElement[] {
  const children = element.children ?? [];
  return children.flatMap((child) => (child.type === 'run' ? [child] : runsOf(child)));
}

function hasText(element: DocxElement): boolean {
  return (element.children ?? []).some(
    (child) => child.type === 'text' || child.type === 'tab' || hasText(child),
  );
}

function isMonospace(font: string | null | undefined): boolean {
  const name = (font ?? '').toLowerCase().trim();
  return name !== '' && MONOSPACE_FONTS.some((family) => name.startsWith(family));
}

/** A paragraph of code: styled as code, or every run that holds text set in a monospace font or a code style. */
function isCode(paragraph: DocxElement): boolean {
  if (CODE_STYLE.test(paragraph.styleName ?? '')) return true;
  const runs = runsOf(paragraph).filter(hasText);
  return (
    runs.length > 0 && runs.every((run) => isMonospace(run.font) || CODE_STYLE.test(run.styleName ?? ''))
  );
}

/** mammoth's `transformDocument`: marks code paragraphs with the style the style map turns into <pre>. */
export function markCodeParagraphs(element: DocxElement): DocxElement {
  if (element.type === 'paragraph') {
    return isCode(element) ? { ...element, styleName: CODE_STYLE_NAME } : element;
  }
  if (!element.children) return element;
  return { ...element, children: element.children.map(markCodeParagraphs) };
}
