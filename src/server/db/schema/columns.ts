import * as pg from 'drizzle-orm/pg-core';

/** A row's id: a random UUID the database makes. */
export const rowId = () => pg.uuid('id').primaryKey().defaultRandom();

type OnDelete = 'cascade' | 'set null' | 'restrict';

/** A column that must name a row of another table (by its id); `onDelete` says what deleting that row does. */
export function requiredRef(name: string, target: () => pg.AnyPgColumn, onDelete?: OnDelete) {
  return pg
    .uuid(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});
}

/** Bytes (PGlite's codec for them is replaced in db/pglite.ts). */
export const bytea = pg.customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
