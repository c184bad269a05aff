import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage document="terms" />;
}
