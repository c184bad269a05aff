import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CREATOR_PROFILE_LIMITS, type CreatorProfile } from '../../../common/contracts/creator-profile';
import { Button, buttonClass } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/fields';
import { PageAlert } from '../../components/ui/page-alert';
import { apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { issueText } from './issue-text';
import { ProfilePreview } from './profile-preview';
import { useProfileForm, type ProfileField } from './use-profile-form';

/** The profile's three fields, a preview of how buyers see it, and Save. */
export function ProfileForm({ saved }: { saved: CreatorProfile }) {
  const { t } = useTranslation('creatorProfile');
  const { language, localize } = useLanguage();
  const form = useProfileForm(saved);
  const { values } = form;

  const field = (name: ProfileField) => ({
    id: `profile-${name}`,
    name,
    value: values[name],
    onValue: (value: string) => form.set(name, value),
    error: form.errors[name] && issueText(form.errors[name], t, language),
    counter: { count: values[name].trim().length, max: CREATOR_PROFILE_LIMITS[fieldLimit(name)] },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mt-8 space-y-6">
      <TextField
        {...field('display_name')}
        label={t('fields.displayName.label')}
        hint={t('fields.displayName.hint')}
        required
        autoComplete="name"
      />
      <TextField {...field('title')} label={t('fields.title.label')} hint={t('fields.title.hint')} />
      <TextAreaField {...field('bio')} label={t('fields.bio.label')} hint={t('fields.bio.hint')} rows={6} />
      <ProfilePreview profile={values} />
      {form.failure && (
        <PageAlert>
          <p>{t('saveError', { reason: apiErrorText(form.failure, t) })}</p>
        </PageAlert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to={localize('/creator/dashboard')} className={buttonClass('secondary', 'md')}>
          {t('dashboard')}
        </Link>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            {form.savedNow && (
              <>
                <CheckCircle2 className="size-4" aria-hidden />
                {t('saved')}
              </>
            )}
          </p>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('saving') : t('save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function fieldLimit(name: ProfileField): keyof typeof CREATOR_PROFILE_LIMITS {
  return name === 'display_name' ? 'displayName' : name;
}
