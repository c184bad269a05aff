CREATE TYPE "public"."order_line_kind" AS ENUM('pack', 'credits');--> statement-breakpoint
CREATE TYPE "public"."ledger_account" AS ENUM('cash', 'fees', 'earnings', 'unearned');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('sale', 'refund', 'credits_used', 'payout');--> statement-breakpoint
CREATE TYPE "public"."payout_method" AS ENUM('stripe', 'manual');--> statement-breakpoint
ALTER TYPE "public"."entitlement_source" ADD VALUE 'credits';--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"txn_id" uuid NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"account" "ledger_account" NOT NULL,
	"creator_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" uuid,
	"pack_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_creator_accounts" CHECK (("ledger_entries"."account" IN ('earnings', 'unearned')) = ("ledger_entries"."creator_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"method" "payout_method" NOT NULL,
	"transfer_ref" text,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "query_credits" (
	"user_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"remaining_cents" integer DEFAULT 0 NOT NULL,
	"purchased" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "query_credits_user_id_pack_id_pk" PRIMARY KEY("user_id","pack_id"),
	CONSTRAINT "query_credits_remaining" CHECK ("query_credits"."remaining" >= 0 AND "query_credits"."remaining_cents" >= 0 AND ("query_credits"."remaining" > 0 OR "query_credits"."remaining_cents" = 0))
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "stripe_account" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "query_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "kind" "order_line_kind" DEFAULT 'pack' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_creator_id_user_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_creator_id_user_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_credits" ADD CONSTRAINT "query_credits_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_credits" ADD CONSTRAINT "query_credits_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_creator_idx" ON "ledger_entries" USING btree ("creator_id","id");--> statement-breakpoint
CREATE INDEX "ledger_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payouts_creator_idx" ON "payouts" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "query_credits_pack_idx" ON "query_credits" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "pack_views_pack_time_idx" ON "pack_views" USING btree ("pack_id","created_at");--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_query_price_positive" CHECK ("packs"."query_price_cents" IS NULL OR "packs"."query_price_cents" > 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_credits" CHECK (("order_lines"."kind" = 'credits') = ("order_lines"."credits" > 0));