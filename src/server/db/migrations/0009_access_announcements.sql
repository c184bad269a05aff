-- Every instance caches who may read what (src/server/packs/pack-access.ts) and which access tokens work
-- (src/server/access/access-tokens.ts). Whoever changes them — Kenja, an admin with psql, another instance — the
-- database announces it on kenja_access: `user:<id>` when a person's entitlements changed, `token:<id>` when a token
-- was revoked or changed (its last-used time excepted: that is no reason to drop it).
CREATE FUNCTION kenja_announce_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'pack_entitlements' THEN
    PERFORM pg_notify('kenja_access', 'user:' || COALESCE(NEW.user_id, OLD.user_id));
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('kenja_access', 'user:' || OLD.user_id);
    END IF;
  ELSE
    PERFORM pg_notify('kenja_access', 'token:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pack_entitlements_announce AFTER INSERT OR UPDATE OR DELETE ON pack_entitlements
  FOR EACH ROW EXECUTE FUNCTION kenja_announce_access_change();
--> statement-breakpoint
CREATE TRIGGER access_tokens_announce AFTER DELETE OR UPDATE OF user_id, name, token_hash, pack_ids, expires_at
  ON access_tokens FOR EACH ROW EXECUTE FUNCTION kenja_announce_access_change();
