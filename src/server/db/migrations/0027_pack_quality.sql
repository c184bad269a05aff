CREATE TABLE "pack_quality_reports" (
	"pack_id" uuid PRIMARY KEY NOT NULL,
	"edition" integer NOT NULL,
	"report" jsonb NOT NULL,
	"measured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "quality" jsonb;--> statement-breakpoint
ALTER TABLE "pack_quality_reports" ADD CONSTRAINT "pack_quality_reports_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;