ALTER TYPE "public"."order_line_kind" ADD VALUE 'seats';--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"invited_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "team_members_joined" CHECK (("team_members"."user_id" IS NULL) = ("team_members"."joined_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "team_packs" (
	"team_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_packs_team_id_pack_id_pk" PRIMARY KEY("team_id","pack_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teams_seats" CHECK ("teams"."seats" BETWEEN 2 AND 100)
);
--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "seat_price_cents" integer;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "team_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_packs" ADD CONSTRAINT "team_packs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_packs" ADD CONSTRAINT "team_packs_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_user_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_email_idx" ON "team_members" USING btree ("team_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_user_idx" ON "team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_person_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_members_invited_idx" ON "team_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "team_packs_pack_idx" ON "team_packs" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "teams_owner_idx" ON "teams" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_seat_price_positive" CHECK ("packs"."seat_price_cents" IS NULL OR "packs"."seat_price_cents" > 0);--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_team_discount" CHECK ("packs"."team_discount_percent" BETWEEN 0 AND 50);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_seats" CHECK (("order_lines"."kind"::text = 'seats') = ("order_lines"."seats" > 0) AND ("order_lines"."kind"::text = 'seats') = ("order_lines"."team_id" IS NOT NULL));--> statement-breakpoint
-- A team's seats are access: whoever joins or leaves a team, and whenever a team gains or loses a pack, every
-- instance drops what it holds of the people concerned (the kenja_access channel of migration 0009).
CREATE FUNCTION kenja_announce_team_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'team_members' THEN
    IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
      PERFORM pg_notify('kenja_access', 'user:' || OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('kenja_access', 'user:' || NEW.user_id);
    END IF;
  ELSE
    PERFORM pg_notify('kenja_access', 'user:' || m.user_id)
      FROM team_members m
      WHERE m.team_id = COALESCE(NEW.team_id, OLD.team_id) AND m.user_id IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_members_announce AFTER INSERT OR UPDATE OR DELETE ON team_members
  FOR EACH ROW EXECUTE FUNCTION kenja_announce_team_change();
--> statement-breakpoint
CREATE TRIGGER team_packs_announce AFTER INSERT OR DELETE ON team_packs
  FOR EACH ROW EXECUTE FUNCTION kenja_announce_team_change();
