import { FileQuestion, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';
import { ButtonLink } from './ui/button';
import { StatusCard, type StatusTone } from './ui/status-card';

interface LinkStatusCardProps {
  /** The card's words are `<messages>.title`, `<messages>.text` and `<messages>.button` in `namespace`. */
  namespace: string;
  messages: string;
  Icon: LucideIcon;
  tone?: StatusTone;
  /** The route the card's one button opens (in the page's language); without it the card has no button. */
  to?: string;
  /** The button's own key, where the page words it once for this card and another link alike. */
  buttonKey?: string;
  focusOnMount?: boolean;
}

/** A one-card screen with one way on (not found, nothing here yet, no access): title, a line, one button. */
export function LinkStatusCard({ namespace, messages, to, buttonKey, ...card }: LinkStatusCardProps) {
  const { t } = useTranslation(namespace);
  const { localize } = useLanguage();
  const { Icon, tone = 'brand', focusOnMount } = card;
  return (
    <StatusCard
      Icon={Icon}
      tone={tone}
      title={t(`${messages}.title`)}
      focusOnMount={focusOnMount}
      actions={
        to && (
          <ButtonLink to={localize(to)} size="lg">
            {t(buttonKey ?? `${messages}.button`)}
          </ButtonLink>
        )
      }
    >
      <p>{t(`${messages}.text`)}</p>
    </StatusCard>
  );
}

/** "… not found" (`notFound.*`): what the address names does not exist, or is not this person's. */
export function NotFoundCard(props: Pick<LinkStatusCardProps, 'namespace' | 'to' | 'buttonKey'>) {
  return <LinkStatusCard {...props} messages="notFound" Icon={FileQuestion} tone="amber" />;
}
