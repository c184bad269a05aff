CREATE TYPE "public"."entitlement_source" AS ENUM('purchase', 'grant');--> statement-breakpoint
CREATE TYPE "public"."query_channel" AS ENUM('mcp', 'web');--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text NOT NULL,
	"pack_ids" uuid[],
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pack_entitlements" (
	"user_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"source" "entitlement_source" NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pack_entitlements_user_id_pack_id_source_pk" PRIMARY KEY("user_id","pack_id","source")
);
--> statement-breakpoint
CREATE TABLE "query_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_id" uuid,
	"channel" "query_channel" NOT NULL,
	"tool" text NOT NULL,
	"pack_ids" uuid[] DEFAULT '{}' NOT NULL,
	"query" text,
	"result_count" integer NOT NULL,
	"top_score" real,
	"latency_ms" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "flagged_chunks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "injection_flags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_entitlements" ADD CONSTRAINT "pack_entitlements_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_entitlements" ADD CONSTRAINT "pack_entitlements_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_entitlements" ADD CONSTRAINT "pack_entitlements_granted_by_user_profiles_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_records" ADD CONSTRAINT "query_records_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_records" ADD CONSTRAINT "query_records_token_id_access_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."access_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pack_entitlements_pack_idx" ON "pack_entitlements" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "query_records_user_idx" ON "query_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "query_records_packs_idx" ON "query_records" USING gin ("pack_ids");