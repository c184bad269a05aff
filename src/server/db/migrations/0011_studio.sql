CREATE TABLE "pack_covers" (
	"pack_id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"uploaded" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "sample_questions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "pack_covers" ADD CONSTRAINT "pack_covers_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;