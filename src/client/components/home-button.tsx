import type { ReactNode } from 'react';
import { useLanguage } from '../lib/use-language';
import { ButtonLink } from './ui/button';

/** The way back to the marketplace, the home page in the page's language: a large secondary button. */
export function HomeButton({ children }: { children: ReactNode }) {
  const { localize } = useLanguage();
  return (
    <ButtonLink to={localize('/')} variant="secondary" size="lg">
      {children}
    </ButtonLink>
  );
}
