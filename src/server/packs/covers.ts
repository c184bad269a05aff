import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CategoryId } from '../../common/categories';
import type { Database } from '../db/client';
import { packCovers, packs } from '../db/schema';
import { AppError } from '../http/errors';
import { coverSvg } from './cover-art';

type Writer = Pick<Database, 'insert' | 'update'>;

export interface CoverImage {
  mimeType: string;
  content: Uint8Array;
}

/** Where covers are served: `/media/covers/<pack id>-<hash>.<ext>`, a new address for every new image. */
export const COVER_PATH = '/media/covers';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

/**
 * What an uploaded cover is, judged by its first bytes alone: PNG, JPEG, WebP or GIF. SVG is refused on purpose
 * (it may carry script); so is anything else, whatever its name or declared type says.
 */
export function imageTypeOf(bytes: Uint8Array): string | undefined {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  const ascii = (from: number, text: string) =>
    [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  return undefined;
}

export function uploadedCover(bytes: Uint8Array): CoverImage {
  const mimeType = imageTypeOf(bytes);
  if (!mimeType) throw new AppError('unsupported_type', 'The cover must be a PNG, JPEG, WebP or GIF image');
  return { mimeType, content: bytes };
}

/** The cover a pack without an uploaded one gets: drawn from its category, varied by its id. */
export function generatedCover(packId: string, category: CategoryId | ''): CoverImage {
  return { mimeType: 'image/svg+xml', content: new TextEncoder().encode(coverSvg(packId, category)) };
}

/** Stores the pack's cover and points the pack at its new address, in the caller's transaction. */
export async function storeCover(
  tx: Writer,
  packId: string,
  cover: CoverImage,
  { uploaded, now }: { uploaded: boolean; now: Date },
): Promise<void> {
  const sha256 = createHash('sha256').update(cover.content).digest('hex');
  const row = { mimeType: cover.mimeType, content: cover.content, sha256, uploaded, updatedAt: now };
  await tx
    .insert(packCovers)
    .values({ packId, ...row })
    .onConflictDoUpdate({ target: packCovers.packId, set: row });
  const url = `${COVER_PATH}/${packId}-${sha256.slice(0, 16)}.${EXTENSIONS[cover.mimeType] ?? 'bin'}`;
  await tx.update(packs).set({ coverImage: url, updatedAt: now }).where(eq(packs.id, packId));
}

/** The cover an address names, if it is still the pack's current one. */
export async function coverAt(
  db: Database,
  file: string,
): Promise<{ mimeType: string; content: Uint8Array } | undefined> {
  const match = /^([0-9a-f-]{36})-([0-9a-f]{16})\.[a-z]+$/.exec(file);
  if (!match) return undefined;
  const [, packId = '', hash = ''] = match;
  const [row] = await db
    .select({ mimeType: packCovers.mimeType, content: packCovers.content, sha256: packCovers.sha256 })
    .from(packCovers)
    .where(eq(packCovers.packId, packId));
  return row?.sha256.startsWith(hash) ? row : undefined;
}
