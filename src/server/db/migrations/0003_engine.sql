CREATE TYPE "public"."job_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"page" integer,
	"heading_path" text[] DEFAULT '{}' NOT NULL,
	"char_start" integer NOT NULL,
	"char_end" integer NOT NULL,
	"terms" text[] NOT NULL,
	"term_freqs" integer[] NOT NULL,
	"term_count" integer NOT NULL,
	"embedding" real[],
	"embedding_model" text
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "job_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "documents_pack_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "parts_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "parts_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "chunk_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "indexed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "index_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chunks_document_ordinal_idx" ON "chunks" USING btree ("document_id","ordinal");--> statement-breakpoint
CREATE INDEX "chunks_pack_idx" ON "chunks" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_live_key_idx" ON "jobs" USING btree ("key") WHERE "jobs"."status" IN ('queued', 'running');--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_pack_content_idx" ON "documents" USING btree ("pack_id","sha256");--> statement-breakpoint
CREATE INDEX "documents_pack_idx" ON "documents" USING btree ("pack_id","created_at");--> statement-breakpoint
-- Every instance caches packs' search indexes in memory (src/server/search/index-cache.ts). The transaction that
-- changes a pack's searchable chunks bumps its index_version; the database announces it, and every instance drops
-- its copy — also when a pack is deleted.
CREATE FUNCTION kenja_announce_index_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.index_version IS DISTINCT FROM OLD.index_version THEN
    PERFORM pg_notify('kenja_index', 'pack:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER packs_announce_index_change AFTER UPDATE OR DELETE ON packs
  FOR EACH ROW EXECUTE FUNCTION kenja_announce_index_change();
--> statement-breakpoint
-- A new job wakes the idle workers of every instance at once, instead of at their next poll.
CREATE FUNCTION kenja_announce_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kenja_jobs', NEW.kind);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_announce_new AFTER INSERT ON jobs
  FOR EACH ROW EXECUTE FUNCTION kenja_announce_job();
