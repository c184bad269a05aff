import type { TFunction } from 'i18next';
import type { AnswerCitation } from '../../../common/contracts/answers';

/** "Source 1: guide.pdf, page 3": what a citation button says to a screen reader. */
export function citationLabel(t: TFunction, citation: AnswerCitation): string {
  const values = { number: citation.number, filename: citation.filename, page: citation.page };
  return citation.page === null ? t('citation', values) : t('citationPage', values);
}
