/** Character references in mammoth's HTML and in Markdown: numeric ones in full, named ones that occur in prose. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
  middot: '·',
  bull: '•',
  deg: '°',
  euro: '€',
  yen: '¥',
};

function fromCodePoint(code: number): string {
  // Surrogates and out-of-range numbers are what the HTML spec turns into U+FFFD too.
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : '\ufffd';
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,8});/g, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return fromCodePoint(parseInt(body.slice(1), 10));
    return NAMED[body] ?? whole;
  });
}
