-- Every change to a pack is announced on kenja_index: `pack:<id>` when its searchable chunks changed (or it was
-- deleted) — caches drop its index — and `meta:<id>` for any other change, so the search service's cached pack
-- rows (owner, status) never outlive an edit.
CREATE OR REPLACE FUNCTION kenja_announce_index_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.index_version IS DISTINCT FROM OLD.index_version THEN
    PERFORM pg_notify('kenja_index', 'pack:' || OLD.id);
  ELSE
    PERFORM pg_notify('kenja_index', 'meta:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
