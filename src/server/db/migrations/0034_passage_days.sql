CREATE TABLE "passage_days" (
	"pack_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"section" text NOT NULL,
	"day" date NOT NULL,
	"retrieved" integer DEFAULT 0 NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"cited" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "passage_days_pack_id_day_document_id_section_pk" PRIMARY KEY("pack_id","day","document_id","section")
);
--> statement-breakpoint
ALTER TABLE "query_records" ADD COLUMN "passages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "passage_days" ADD CONSTRAINT "passage_days_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passage_days" ADD CONSTRAINT "passage_days_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passage_days_document_idx" ON "passage_days" USING btree ("document_id");--> statement-breakpoint
-- The rollup is kept by the database, in the statement that records the queries (one per batch of records): each
-- record's `passages` are counted on the UTC day it was made. Sections are taken in key order, so two batches
-- written at once lock the same rows in the same order. A document deleted since the query is not counted, nor is a
-- creator's reading of their own pack.
CREATE FUNCTION kenja_passage_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO passage_days (pack_id, day, document_id, section, retrieved, read, cited)
  SELECT (u->>'p')::uuid, (r.created_at AT TIME ZONE 'UTC')::date, (u->>'d')::uuid, u->>'s',
    count(*) FILTER (WHERE u->>'u' = 'retrieved'),
    count(*) FILTER (WHERE u->>'u' = 'read'),
    count(*) FILTER (WHERE u->>'u' = 'cited')
  FROM inserted r, jsonb_array_elements(r.passages) u
  -- A creator's own reading of their pack is testing, not use: it is not counted.
  WHERE EXISTS (SELECT 1 FROM documents d JOIN packs p ON p.id = d.pack_id
                WHERE d.id = (u->>'d')::uuid AND p.id = (u->>'p')::uuid AND p.creator_id <> r.user_id)
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (pack_id, day, document_id, section) DO UPDATE SET
    retrieved = passage_days.retrieved + EXCLUDED.retrieved,
    read = passage_days.read + EXCLUDED.read,
    cited = passage_days.cited + EXCLUDED.cited;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER query_records_passage_days AFTER INSERT ON query_records
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION kenja_passage_days_count();
