import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { useSiteSettings } from '../../lib/site-settings';
import en from '../../locales/en/legal.json';
import ja from '../../locales/ja/legal.json';
import { LEGAL_UPDATED } from './legal-facts';

registerNamespace('legal', { en, ja });

interface Section {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
}

function isSections(value: unknown): value is Section[] {
  return (
    Array.isArray(value) &&
    value.every((s: unknown) => typeof s === 'object' && s !== null && 'id' in s && 'title' in s)
  );
}

type Document = 'terms' | 'privacy';
const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
const OTHER: Record<Document, Document> = { terms: 'privacy', privacy: 'terms' };

/** A legal text: title, date, a short summary, then numbered sections, each linkable by its id. */
export function LegalPage({ document }: { document: Document }) {
  const { t } = useTranslation('legal');
  const { language, localize } = useLanguage();
  const title = t(`${document}.title`);
  useDocumentTitle(title);
  // Where people write about their account, their data or these terms: the operator's address (KENJA_CONTACT_EMAIL).
  const email = useSiteSettings().contactEmail;
  const sections = t(`${document}.sections`, { returnObjects: true, email: email ?? t('operator') });
  const other = OTHER[document];

  return (
    <article className="long-copy mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 text-sm text-slate-600">
        {t('updated', { date: formatDate(LEGAL_UPDATED, language, 'long') })}
      </p>
      <p className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-pretty text-slate-800">
        {t(`${document}.summary`)}
      </p>
      {isSections(sections) &&
        sections.map((section, index) => (
          // Plain sections, not named regions: a dozen landmarks would crowd a screen reader's list.
          <section key={section.id} id={section.id} className="mt-10 scroll-mt-24">
            <h2 className="text-xl font-bold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-pretty text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
        {email ? (
          <Trans
            t={t}
            i18nKey="contact"
            values={{ email }}
            components={{ mail: <a href={`mailto:${email}`} className={linkClass} /> }}
          />
        ) : (
          t('contactOperator')
        )}{' '}
        <Trans
          t={t}
          i18nKey="seeAlso"
          values={{ title: t(`${other}.title`) }}
          components={{ page: <Link to={localize(`/${other}`)} className={linkClass} /> }}
        />
      </p>
    </article>
  );
}
