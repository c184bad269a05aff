ALTER TABLE "packs" ADD COLUMN "preview_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "update_note" text;