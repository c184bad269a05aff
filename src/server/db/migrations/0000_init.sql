CREATE TYPE "public"."user_role" AS ENUM('user', 'creator', 'admin');--> statement-breakpoint
CREATE TYPE "public"."content_language" AS ENUM('en', 'ja');--> statement-breakpoint
CREATE TYPE "public"."document_status" AS ENUM('queued', 'processing', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."pack_kind" AS ENUM('marketplace', 'test');--> statement-breakpoint
CREATE TYPE "public"."pack_status" AS ENUM('draft', 'published', 'paused');--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"avatar_url" text,
	"user_role" "user_role" DEFAULT 'user' NOT NULL,
	"is_creator_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pack_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"language" "content_language" NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"status" "document_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"creator_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"language" "content_language" DEFAULT 'en' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_price_cents" integer,
	"cover_image" text NOT NULL,
	"status" "pack_status" DEFAULT 'draft' NOT NULL,
	"kind" "pack_kind" DEFAULT 'marketplace' NOT NULL,
	"rating" numeric(3, 2),
	"review_count" integer DEFAULT 0 NOT NULL,
	"purchased_today" integer DEFAULT 0 NOT NULL,
	"users_count" integer DEFAULT 0 NOT NULL,
	"downloads_count" integer DEFAULT 0 NOT NULL,
	"corpus_key" text NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"total_chunks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "packs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "packs_corpus_key_unique" UNIQUE("corpus_key"),
	CONSTRAINT "packs_price_nonnegative" CHECK ("packs"."price_cents" >= 0),
	CONSTRAINT "packs_discount_below_price" CHECK ("packs"."discount_price_cents" IS NULL OR ("packs"."discount_price_cents" >= 0 AND "packs"."discount_price_cents" <= "packs"."price_cents"))
);
--> statement-breakpoint
CREATE TABLE "data_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_creator_id_user_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_pack_idx" ON "documents" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "packs_listing_idx" ON "packs" USING btree ("status","kind","purchased_today");--> statement-breakpoint
CREATE INDEX "packs_creator_idx" ON "packs" USING btree ("creator_id");