import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/spending.json';
import ja from '../../locales/ja/spending.json';

// The budget editor and the purchase lists carry their own strings: the consent page, the Connect page, the library
// and the confirmation page all show them.
registerNamespace('spending', { en, ja });
