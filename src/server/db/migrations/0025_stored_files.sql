CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every document's bytes move to the file store's table; the embedded database then moves them on into its
-- directory at start (files/housekeeping.ts), one at a time.
INSERT INTO "stored_files" ("key", "content") SELECT 'documents/' || "id", "content" FROM "documents";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "content";