-- The rollup's trigger (0034), taking its locks in the order a deletion takes them: a pack's row, then its
-- documents', then their rollup rows. Before, a batch of records updated rollup rows first and only then waited on
-- a document a creator was deleting, whose cascade waited on those rows: PostgreSQL broke the deadlock by failing
-- one of them (the creator's delete, as likely as not). A document or pack deleted meanwhile is not counted.
CREATE OR REPLACE FUNCTION kenja_passage_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM packs p
  WHERE p.id IN (SELECT DISTINCT (u->>'p')::uuid FROM inserted r, jsonb_array_elements(r.passages) u)
  ORDER BY p.id FOR KEY SHARE;
  PERFORM 1 FROM documents d
  WHERE d.id IN (SELECT DISTINCT (u->>'d')::uuid FROM inserted r, jsonb_array_elements(r.passages) u)
  ORDER BY d.id FOR KEY SHARE;
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
