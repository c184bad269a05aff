import { z } from 'zod';

/** Text a person writes: trimmed, refused with `empty` when nothing is left, at most `max` characters. */
export function writtenText(empty: string, max: number, tooLong?: string) {
  return z.string().trim().min(1, empty).max(max, tooLong);
}
