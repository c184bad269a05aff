CREATE TYPE "public"."order_status" AS ENUM('pending', 'paid', 'refunded', 'expired');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'dev');--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"title" text NOT NULL,
	"list_price_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_pack_id_pk" PRIMARY KEY("order_id","pack_id"),
	CONSTRAINT "order_lines_price" CHECK ("order_lines"."price_cents" >= 0 AND "order_lines"."price_cents" <= "order_lines"."list_price_cents")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"checkout_ref" text,
	"payment_ref" text,
	"refund_ref" text,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_checkout_ref_unique" UNIQUE("checkout_ref"),
	CONSTRAINT "orders_amounts" CHECK ("orders"."discount_cents" >= 0 AND "orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" AND "orders"."total_cents" >= 0),
	CONSTRAINT "orders_paid_at" CHECK ("orders"."status" NOT IN ('paid', 'refunded') OR "orders"."paid_at" IS NOT NULL),
	CONSTRAINT "orders_refunded_at" CHECK ("orders"."status" <> 'refunded' OR "orders"."refunded_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_user_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_pack_idx" ON "order_lines" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");