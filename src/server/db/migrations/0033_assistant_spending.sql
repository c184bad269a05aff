CREATE TYPE "public"."order_channel" AS ENUM('web', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."agent_purchase_status" AS ENUM('awaiting_confirmation', 'reserved', 'paid', 'declined', 'failed', 'expired', 'refunded');--> statement-breakpoint
CREATE TABLE "agent_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"connection_id" uuid,
	"client_name" text NOT NULL,
	"call_key" text NOT NULL,
	"pack_id" uuid NOT NULL,
	"credit_blocks" integer,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"counted_month" text,
	"status" "agent_purchase_status" NOT NULL,
	"confirm_reason" text,
	"confirm_token_hash" text,
	"confirm_until" timestamp with time zone,
	"order_id" uuid,
	"failure" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "agent_purchases_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "agent_purchases_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "agent_purchases_amount" CHECK ("agent_purchases"."amount_cents" >= 0 AND ("agent_purchases"."credit_blocks" IS NULL OR "agent_purchases"."credit_blocks" > 0))
);
--> statement-breakpoint
CREATE TABLE "assistant_budgets" (
	"connection_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"may_buy" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"monthly_limit_cents" integer DEFAULT 0 NOT NULL,
	"per_purchase_limit_cents" integer DEFAULT 0 NOT NULL,
	"auto_buy_under_cents" integer,
	"confirm_first_purchase" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assistant_budgets_limits" CHECK ("assistant_budgets"."monthly_limit_cents" >= 0 AND "assistant_budgets"."per_purchase_limit_cents" >= 0 AND "assistant_budgets"."per_purchase_limit_cents" <= "assistant_budgets"."monthly_limit_cents" AND ("assistant_budgets"."auto_buy_under_cents" IS NULL OR "assistant_budgets"."auto_buy_under_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "assistant_spend_months" (
	"connection_id" uuid NOT NULL,
	"month" text NOT NULL,
	"committed_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assistant_spend_months_connection_id_month_pk" PRIMARY KEY("connection_id","month"),
	CONSTRAINT "assistant_spend_months_committed" CHECK ("assistant_spend_months"."committed_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"customer_ref" text,
	"payment_method_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "elicits_url" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" "order_channel" DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "connection_id" uuid;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD COLUMN "budget" jsonb;--> statement-breakpoint
ALTER TABLE "agent_purchases" ADD CONSTRAINT "agent_purchases_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_purchases" ADD CONSTRAINT "agent_purchases_connection_id_access_tokens_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."access_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_purchases" ADD CONSTRAINT "agent_purchases_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_purchases" ADD CONSTRAINT "agent_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_budgets" ADD CONSTRAINT "assistant_budgets_connection_id_access_tokens_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_budgets" ADD CONSTRAINT "assistant_budgets_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_spend_months" ADD CONSTRAINT "assistant_spend_months_connection_id_assistant_budgets_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."assistant_budgets"("connection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_purchases_call_key_idx" ON "agent_purchases" USING btree ("connection_id","call_key");--> statement-breakpoint
CREATE INDEX "agent_purchases_user_idx" ON "agent_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assistant_budgets_user_idx" ON "assistant_budgets" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_connection_id_access_tokens_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."access_tokens"("id") ON DELETE set null ON UPDATE no action;