ALTER TABLE "packs" ADD COLUMN "indexed_at" timestamp with time zone;--> statement-breakpoint
-- The edition of packs indexed before this column existed: when their newest document was indexed.
UPDATE "packs" SET "indexed_at" = (SELECT max("indexed_at") FROM "documents" WHERE "documents"."pack_id" = "packs"."id");
