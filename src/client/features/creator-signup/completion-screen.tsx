import { CheckCircle2 } from 'lucide-react';
import { LinkStatusCard } from '../../components/link-status-card';
import { NS } from './i18n';

/** After a successful submit (spec 01 §2): thanks, the e-mail notice, and the way home. */
export function CompletionScreen() {
  return (
    <LinkStatusCard
      namespace={NS}
      messages="completion"
      buttonKey="completion.home"
      Icon={CheckCircle2}
      tone="green"
      to="/"
      focusOnMount
    />
  );
}
