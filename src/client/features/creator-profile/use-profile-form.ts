import { useState, type FormEvent } from 'react';
import { creatorProfileSchema, type CreatorProfile } from '../../../common/contracts/creator-profile';
import { ApiError } from '../../lib/api';
import { useSaveCreatorProfile } from './api/creator-profile';

export type ProfileField = keyof CreatorProfile;
type FieldErrors = Partial<Record<ProfileField, string>>;

const FIELDS: ProfileField[] = ['display_name', 'title', 'bio'];
const isField = (name: unknown): name is ProfileField => FIELDS.includes(name as ProfileField);

/** The first message per field of these issues (the contract's words; the page translates them). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function localErrors(values: CreatorProfile): FieldErrors {
  const parsed = creatorProfileSchema.safeParse(values);
  return parsed.success ? {} : errorsOf(parsed.error.issues);
}

/**
 * The profile as typed, checked with the server's own schema when saving (and again as it is corrected after a
 * refused save); the server's refusals land on their fields, anything else above the button.
 */
export function useProfileForm(saved: CreatorProfile) {
  const save = useSaveCreatorProfile();
  const [values, setValues] = useState(saved);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [savedNow, setSavedNow] = useState(false);

  const errors: FieldErrors = { ...(checked ? localErrors(values) : {}), ...serverErrors };

  function set(field: ProfileField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _old, ...rest }) => rest);
    setSavedNow(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    setSavedNow(false);
    const found = localErrors(values);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    save.mutate(values, {
      onSuccess: ({ profile }) => {
        setValues(profile);
        setChecked(false);
        setSavedNow(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'validation') setServerErrors(errorsOf(error.issues));
      },
    });
  }

  const refusedOnField = Object.keys(serverErrors).length > 0;
  return {
    values,
    errors,
    set,
    submit,
    pending: save.isPending,
    savedNow,
    failure: save.isError && !refusedOnField ? save.error : null,
  };
}
