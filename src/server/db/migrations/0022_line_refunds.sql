CREATE TYPE "public"."audit_action" AS ENUM('order_read', 'order_refunded');--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" "audit_action" NOT NULL,
	"subject_id" uuid,
	"order_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refund_credits" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "query_credits" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Refunds were of whole orders until now: each line of a refunded order was refunded in full, with the order.
UPDATE "order_lines" SET "refunded_at" = o."refunded_at", "refund_cents" = "order_lines"."price_cents" - "order_lines"."discount_cents", "refund_ref" = o."refund_ref" FROM "orders" o WHERE o."id" = "order_lines"."order_id" AND o."status" = 'refunded';--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_user_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_id_user_profiles_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_claimed_at";--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refund" CHECK ("order_lines"."refund_cents" IS NULL OR ("order_lines"."refund_cents" >= 0 AND "order_lines"."refund_cents" <= "order_lines"."price_cents" - "order_lines"."discount_cents"));--> statement-breakpoint
ALTER TABLE "query_credits" ADD CONSTRAINT "query_credits_held" CHECK ("query_credits"."held" >= 0 AND "query_credits"."held" <= "query_credits"."remaining");