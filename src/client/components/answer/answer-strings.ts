import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/answers.json';
import ja from '../../locales/ja/answers.json';

// The answer components carry their own strings, so any page that shows an answer gets them with the components.
registerNamespace('answers', { en, ja });
