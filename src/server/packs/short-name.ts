/** Reviews name their authors by first name and initial: "Aiko S." (privacy; the spec's shortened names). */
export function shortName(fullName: string | null): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Kenja buyer';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]?.toUpperCase()}.` : (first as string);
}
