/**
 * The NOTIFY channel on which the database itself announces every change to a pack (triggers of migrations 0003,
 * 0005 and 0011): `pack:<id>` when its searchable chunks changed, `meta:<id>` when only its row did. The search
 * engine's index cache and the packs' caches listen to it; no code publishes on it.
 */
export const INDEX_CHANNEL = 'kenja_index';
