ALTER TABLE "user_profiles" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "story" jsonb;