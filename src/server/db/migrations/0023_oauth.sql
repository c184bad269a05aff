CREATE TYPE "public"."credential_kind" AS ENUM('personal', 'oauth');--> statement-breakpoint
CREATE TYPE "public"."oauth_token_kind" AS ENUM('access', 'refresh');--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_uri" text,
	"redirect_uris" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"client_name" text NOT NULL,
	"client_domain" text NOT NULL,
	"client_verified" boolean NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"resource" text NOT NULL,
	"scopes" text[] NOT NULL,
	"pack_ids" uuid[],
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"connection_id" uuid
);
--> statement-breakpoint
CREATE TABLE "oauth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"kind" "oauth_token_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"audience" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ALTER COLUMN "hint" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "kind" "credential_kind" DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "scopes" text[];--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "client_domain" text;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "client_verified" boolean;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_connection_id_access_tokens_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."access_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD CONSTRAINT "oauth_tokens_connection_id_access_tokens_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_codes_expires_idx" ON "oauth_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_tokens_connection_idx" ON "oauth_tokens" USING btree ("connection_id");--> statement-breakpoint
-- A connection's scopes changing is a reason for every instance to drop it too (migration 0009).
DROP TRIGGER access_tokens_announce ON access_tokens;--> statement-breakpoint
CREATE TRIGGER access_tokens_announce AFTER DELETE OR UPDATE OF user_id, name, token_hash, pack_ids, scopes, expires_at
  ON access_tokens FOR EACH ROW EXECUTE FUNCTION kenja_announce_access_change();
