/**
 * Where pdf.js finds Adobe's character maps and the standard fonts' metrics: the pdfjs-dist package of the same
 * version unpdf bundles. Without the maps, Japanese PDFs whose fonts use predefined encodings such as
 * UniJIS-UCS2-H (common when a font is not embedded) come out with no text at all.
 */
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

export interface PdfDataPaths {
  cMapUrl: string;
  cMapPacked: true;
  standardFontDataUrl: string;
}

let cached: PdfDataPaths | null | undefined;

/** File-system paths, not file: URLs: pdf.js's Node reader opens them with fs, which unpdf's own default misses. */
export function pdfDataPaths(): PdfDataPaths | null {
  if (cached !== undefined) return cached;
  try {
    const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    cached = {
      cMapUrl: join(root, 'cmaps') + sep,
      cMapPacked: true,
      standardFontDataUrl: join(root, 'standard_fonts') + sep,
    };
  } catch {
    cached = null;
  }
  return cached;
}
