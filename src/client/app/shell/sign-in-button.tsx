import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { SignInModal } from '../../features/auth/sign-in-modal';

export function SignInButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {t('auth.signIn')}
      </Button>
      <SignInModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
