CREATE TABLE "edition_subscriptions" (
	"user_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "edition_subscriptions_user_id_pack_id_pk" PRIMARY KEY("user_id","pack_id")
);
--> statement-breakpoint
CREATE TABLE "pack_editions" (
	"pack_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"index_version" integer NOT NULL,
	"note" text,
	"outline" jsonb NOT NULL,
	"changes" jsonb,
	"made_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pack_editions_pack_id_number_pk" PRIMARY KEY("pack_id","number")
);
--> statement-breakpoint
ALTER TABLE "edition_subscriptions" ADD CONSTRAINT "edition_subscriptions_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_subscriptions" ADD CONSTRAINT "edition_subscriptions_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_editions" ADD CONSTRAINT "pack_editions_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edition_subscriptions_pack_idx" ON "edition_subscriptions" USING btree ("pack_id");