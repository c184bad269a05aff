import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../common/languages';
import commonEn from '../locales/en/common.json';
import commonJa from '../locales/ja/common.json';

/**
 * One i18next instance per interface language, sharing one resource store. The page's path decides the
 * language (spec 01 §2), so the shell renders with the instance for that path instead of switching a global.
 */
const base = i18next.createInstance();
void base.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  supportedLngs: ['en', 'ja'],
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common: commonEn }, ja: { common: commonJa } } satisfies Resource,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});

const ja = base.cloneInstance({ lng: 'ja' });

export const i18nFor: Record<Language, I18n> = { en: base, ja };

/** Feature modules register their own namespace when they load, so each route ships only its own strings. */
export function registerNamespace(ns: string, bundles: Record<Language, object>) {
  for (const [lng, bundle] of Object.entries(bundles)) {
    if (!base.hasResourceBundle(lng, ns)) base.addResourceBundle(lng, ns, bundle);
  }
}
