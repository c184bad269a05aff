CREATE TABLE "team_credit_use" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "team_credit_use_team_id_user_id_month_pk" PRIMARY KEY("team_id","user_id","month"),
	CONSTRAINT "team_credit_use_used" CHECK ("team_credit_use"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_seats";--> statement-breakpoint
ALTER TABLE "query_credits" DROP CONSTRAINT "query_credits_user_id_pack_id_pk";--> statement-breakpoint
ALTER TABLE "query_credits" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "monthly_query_limit" integer;--> statement-breakpoint
ALTER TABLE "query_credits" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "team_credit_use" ADD CONSTRAINT "team_credit_use_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_credit_use" ADD CONSTRAINT "team_credit_use_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_credits" ADD CONSTRAINT "query_credits_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "query_credits_person_idx" ON "query_credits" USING btree ("user_id","pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "query_credits_team_idx" ON "query_credits" USING btree ("team_id","pack_id");--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_limit" CHECK ("team_members"."monthly_query_limit" IS NULL OR "team_members"."monthly_query_limit" >= 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_seats" CHECK (("order_lines"."kind"::text = 'seats') = ("order_lines"."seats" > 0) AND ("order_lines"."kind"::text <> 'seats' OR "order_lines"."team_id" IS NOT NULL) AND ("order_lines"."kind"::text <> 'pack' OR "order_lines"."team_id" IS NULL));--> statement-breakpoint
ALTER TABLE "query_credits" ADD CONSTRAINT "query_credits_owner" CHECK (("query_credits"."user_id" IS NULL) <> ("query_credits"."team_id" IS NULL));--> statement-breakpoint
-- A team's credit pool is access for its members (they read the pack with its credits): when a team gains a pool,
-- every instance drops what it holds of the team's members (the kenja_access channel of migration 0009; the
-- announcing function of migration 0037 names them by NEW.team_id).
CREATE TRIGGER query_credits_team_announce AFTER INSERT ON query_credits
  FOR EACH ROW WHEN (NEW.team_id IS NOT NULL) EXECUTE FUNCTION kenja_announce_team_change();
