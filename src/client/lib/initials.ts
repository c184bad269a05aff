/** Initials for a person's avatar: "Aiko Sato" → "AS", "田中 健一" → "田" (a Japanese name's first character). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(parts[0] ?? ''))
    return [...(parts[0] ?? '')][0] ?? '?';
  return parts
    .slice(0, 2)
    .map((part) => [...part][0]?.toUpperCase() ?? '')
    .join('');
}
