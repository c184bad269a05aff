CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
-- Every instance caches who a session belongs to (src/server/auth/sessions.ts). Whoever changes a person or ends a
-- session — Kenja, an admin with psql, another instance — the database itself announces it, so no cache serves a
-- disabled person, an old role or a signed-out session.
CREATE FUNCTION kenja_announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user_profiles' THEN
    PERFORM pg_notify('kenja_auth', 'user:' || OLD.id);
  ELSE
    PERFORM pg_notify('kenja_auth', 'session:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_profiles_announce_change AFTER UPDATE OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION kenja_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER sessions_announce_end AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION kenja_announce_auth_change();
