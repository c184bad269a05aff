ALTER TABLE "user_profiles" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "bio" text;--> statement-breakpoint
-- Creators approved before profiles existed publish under their latest approved application's name, title and bio
-- (a headline they already wrote in the studio stays).
UPDATE "user_profiles" AS p
SET "display_name" = a."display_name", "headline" = COALESCE(p."headline", a."title"), "bio" = a."bio"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "display_name", "title", "bio"
  FROM "creator_applications" WHERE "status" = 'approved'
  ORDER BY "user_id", "reviewed_at" DESC NULLS LAST
) AS a
WHERE a."user_id" = p."id" AND p."user_role" IN ('creator', 'admin');
--> statement-breakpoint
-- A creator's name, headline or bio is shown with every pack of theirs: a change to them is announced as a change to
-- each of those packs (`meta:<id>` on kenja_index), so no instance's catalog or sales pages keep the old name.
CREATE FUNCTION kenja_announce_creator_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kenja_index', 'meta:' || packs.id) FROM packs WHERE packs.creator_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_profiles_announce_creator_change AFTER UPDATE OF display_name, full_name, headline, bio
  ON user_profiles FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.full_name IS DISTINCT FROM NEW.full_name
    OR OLD.headline IS DISTINCT FROM NEW.headline OR OLD.bio IS DISTINCT FROM NEW.bio)
  EXECUTE FUNCTION kenja_announce_creator_change();
