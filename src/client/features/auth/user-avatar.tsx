import { useState } from 'react';
import type { UserProfile } from '../../../common/contracts/auth';

/** "Ada Lovelace" → "AL", "山田 太郎" → "山太", no name → the e-mail's first letter. */
export function initialsOf(user: Pick<UserProfile, 'full_name' | 'email'>): string {
  const words = (user.full_name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const initials = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0] ?? user.email);
  return initials.toUpperCase() || '?';
}

const SIZES = { sm: 'size-8 text-xs', lg: 'size-10 text-sm' } as const;

/** The profile picture from the sign-in provider, or initials when there is none or it does not load. */
export function UserAvatar({ user, size = 'sm' }: { user: UserProfile; size?: keyof typeof SIZES }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user.avatar_url && user.avatar_url !== failedUrl ? user.avatar_url : null;
  const base = `${SIZES[size]} shrink-0 rounded-full`;
  if (url) {
    return (
      <img
        src={url}
        alt=""
        referrerPolicy="no-referrer"
        className={`${base} bg-slate-200 object-cover`}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${base} flex items-center justify-center bg-brand-600 font-semibold text-white select-none`}
    >
      {initialsOf(user)}
    </span>
  );
}
