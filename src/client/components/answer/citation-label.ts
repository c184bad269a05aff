import type { TFunction } from 'i18next';
import type { AnswerCitation } from '../../../common/contracts/answers';

/** Where a passage is: its file and the section it is in ("guide.md › Retries"), the section it names first. */
export function citationPlace(citation: Pick<AnswerCitation, 'filename' | 'heading_path'>): string {
  const section = citation.heading_path.at(-1);
  return section ? `${citation.filename} › ${section}` : citation.filename;
}

/** "Source 1: guide.pdf › Retries, page 3": what a citation button says to a screen reader. */
export function citationLabel(t: TFunction, citation: AnswerCitation): string {
  const values = { number: citation.number, filename: citationPlace(citation), page: citation.page };
  return citation.page === null ? t('citation', values) : t('citationPage', values);
}
