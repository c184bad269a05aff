import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/creatorSignup.json';
import ja from '../../locales/ja/creatorSignup.json';

/** The page's strings. Every component of the feature imports this, so they work when rendered on their own. */
export const NS = 'creatorSignup';

registerNamespace(NS, { en, ja });
