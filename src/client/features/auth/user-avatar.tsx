import { useState } from 'react';
import type { UserProfile } from '../../../common/contracts/auth';
import { initials } from '../../../common/names';

/** "Ada Lovelace" → "AL", "山田 太郎" → "山" (common/names.ts), no name → the e-mail's first letter. */
export function initialsOf(user: Pick<UserProfile, 'full_name' | 'email'>): string {
  return initials(user.full_name?.trim() || user.email);
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
