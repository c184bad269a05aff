CREATE SEQUENCE "public"."chunk_generations" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "chunks_document_ordinal_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "flagged_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "generation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "generation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chunks_document_generation_ordinal_idx" ON "chunks" USING btree ("document_id","generation","ordinal");--> statement-breakpoint
-- Existing passages are generation 0, as their documents are: all of them stay live.
UPDATE "documents" d SET "flagged_count" = (
  SELECT count(*) FROM "chunks" c WHERE c."document_id" = d."id" AND cardinality(c."injection_flags") > 0
);--> statement-breakpoint
-- What search and reading see: each document's live generation, never a half-written or replaced one.
CREATE VIEW "live_chunks" AS
  SELECT c.* FROM "chunks" c JOIN "documents" d ON d."id" = c."document_id" AND d."generation" = c."generation";
