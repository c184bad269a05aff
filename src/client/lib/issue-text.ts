import type { TFunction } from 'i18next';
import { tooLongMessage } from '../../common/contracts/creator-applications';
import type { Language } from '../../common/languages';

/**
 * A form's translator of validation messages (its shared schema's or the server's) into the page's language:
 * `known` maps a contract message to its locale key, `limits` are the lengths whose "At most N characters" it knows.
 * A message it does not know is shown as the server wrote it on English pages, and as a plain "not accepted"
 * (`issues.invalid`) on Japanese ones.
 */
export function issueTranslator(known: ReadonlyMap<string, string>, limits: readonly number[]) {
  return (message: string, t: TFunction, language: Language): string => {
    const key = known.get(message);
    if (key) return t(key);
    const max = limits.find((limit) => tooLongMessage(limit) === message);
    if (max !== undefined) return t('issues.tooLong', { max });
    return language === 'en' ? message : t('issues.invalid');
  };
}
