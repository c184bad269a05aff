import { Bot, Sparkles, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DemoMessage } from './demo-scenarios';

const LOOK = {
  user: {
    row: 'flex-row-reverse',
    avatar: 'bg-brand-600 text-white',
    bubble: 'rounded-tr-md bg-brand-600 text-white',
    label: 'text-slate-500',
    Icon: User,
  },
  'ai-before': {
    row: '',
    avatar: 'bg-slate-200 text-slate-600',
    bubble: 'rounded-tl-md border border-slate-200 bg-white text-slate-700',
    label: 'text-slate-500',
    Icon: Bot,
  },
  'ai-after': {
    row: '',
    avatar: 'bg-linear-to-br from-brand-600 to-accent-600 text-white',
    bubble: 'rounded-tl-md border border-brand-100 bg-white text-slate-800 shadow-md ring-2 ring-brand-100',
    label: 'text-brand-700',
    Icon: Bot,
  },
} as const;

export function DemoMessageBubble({ message }: { message: DemoMessage }) {
  const { t } = useTranslation('about');
  const look = LOOK[message.type];
  return (
    <li className={`flex items-start gap-3 ${look.row}`}>
      <span
        className={`mt-6 hidden size-8 shrink-0 items-center justify-center rounded-full sm:flex ${look.avatar}`}
      >
        <look.Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 max-w-[92%] sm:max-w-[80%]">
        <p
          className={`flex items-center gap-2 text-xs font-semibold ${look.label} ${look.row ? 'justify-end' : ''}`}
        >
          {t(`demo.labels.${message.type}`)}
          {message.type === 'ai-after' && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-600/10 px-2 py-0.5 text-[0.7rem] text-accent-600">
              <Sparkles className="size-3" aria-hidden />
              {t('demo.enhanced')}
            </span>
          )}
        </p>
        <p
          className={`mt-1 rounded-2xl px-4 py-3 text-sm leading-relaxed whitespace-pre-line sm:text-[0.95rem] ${look.bubble}`}
        >
          {message.content}
        </p>
      </div>
    </li>
  );
}
