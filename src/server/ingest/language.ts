import { JAPANESE_CHARACTER } from './script';
import type { DocumentLanguage } from './types';

/** Japanese prose mixes in Latin product names and numbers; a fifth of the letters is already a lot for English. */
const JAPANESE_SHARE = 0.2;
/** Language is a document-level guess; a large sample decides it as well as the whole text. */
const SAMPLE_CHARACTERS = 200_000;
const LETTER = /\p{L}/u;

export function detectLanguage(texts: readonly string[]): DocumentLanguage {
  let letters = 0;
  let japanese = 0;
  let seen = 0;
  for (const text of texts) {
    for (const character of text) {
      if (seen++ >= SAMPLE_CHARACTERS) break;
      // Punctuation such as 。 is Japanese by script but no letter; ー and 々 are both.
      if (!LETTER.test(character)) continue;
      letters += 1;
      if (JAPANESE_CHARACTER.test(character)) japanese += 1;
    }
    if (seen >= SAMPLE_CHARACTERS) break;
  }
  return letters > 0 && japanese / letters >= JAPANESE_SHARE ? 'ja' : 'en';
}
