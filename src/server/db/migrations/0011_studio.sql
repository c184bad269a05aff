CREATE TABLE "pack_covers" (
	"pack_id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"uploaded" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "sample_questions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "pack_covers" ADD CONSTRAINT "pack_covers_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A pack inserted already published (the demo seed, an import) must reach every instance's marketplace catalog as
-- well: inserts are announced too, as `meta:<id>`.
CREATE OR REPLACE FUNCTION kenja_announce_index_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('kenja_index', 'meta:' || NEW.id);
  ELSIF TG_OP = 'DELETE' OR NEW.index_version IS DISTINCT FROM OLD.index_version THEN
    PERFORM pg_notify('kenja_index', 'pack:' || OLD.id);
  ELSE
    PERFORM pg_notify('kenja_index', 'meta:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER packs_announce_index_change ON packs;
--> statement-breakpoint
CREATE TRIGGER packs_announce_index_change AFTER INSERT OR UPDATE OR DELETE ON packs
  FOR EACH ROW EXECUTE FUNCTION kenja_announce_index_change();
