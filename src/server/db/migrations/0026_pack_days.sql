CREATE TABLE "pack_days" (
	"pack_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pack_days_pack_id_day_pk" PRIMARY KEY("pack_id","day")
);
--> statement-breakpoint
ALTER TABLE "pack_days" ADD CONSTRAINT "pack_days_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollup is kept by the database itself, in the transaction of every change it counts, whatever code makes the
-- change: an order line counts while its order is paid (on the UTC day it was paid), a page view on its day.
-- Counting adds to the day's row (made when missing); taking away only updates one, so that a pack being deleted,
-- whose rows go with it, is never given a new one.
CREATE FUNCTION kenja_pack_days_add(p_pack uuid, p_at timestamptz, p_sales integer, p_cents bigint, p_views integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO pack_days (pack_id, day, sales, revenue_cents, views)
  VALUES (p_pack, (p_at AT TIME ZONE 'UTC')::date, p_sales, p_cents, p_views)
  ON CONFLICT (pack_id, day) DO UPDATE SET
    sales = pack_days.sales + EXCLUDED.sales,
    revenue_cents = pack_days.revenue_cents + EXCLUDED.revenue_cents,
    views = pack_days.views + EXCLUDED.views
$$;
--> statement-breakpoint
CREATE FUNCTION kenja_pack_days_remove(p_pack uuid, p_at timestamptz, p_sales integer, p_cents bigint, p_views integer)
RETURNS void LANGUAGE sql AS $$
  UPDATE pack_days SET sales = sales - p_sales, revenue_cents = revenue_cents - p_cents, views = views - p_views
  WHERE pack_id = p_pack AND day = (p_at AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
-- An order paid, refunded, expired after payment or deleted: its lines counted or not. Lines are taken in pack
-- order, so two orders of the same packs lock the days' rows in the same order (no deadlock).
CREATE FUNCTION kenja_order_pack_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'paid' THEN
    PERFORM kenja_pack_days_remove(l.pack_id, OLD.paid_at, 1, l.price_cents - l.discount_cents, 0)
    FROM order_lines l WHERE l.order_id = OLD.id ORDER BY l.pack_id;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'paid' THEN
    PERFORM kenja_pack_days_add(l.pack_id, NEW.paid_at, 1, l.price_cents - l.discount_cents, 0)
    FROM order_lines l WHERE l.order_id = NEW.id ORDER BY l.pack_id;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_pack_days AFTER UPDATE OF status, paid_at ON orders
  FOR EACH ROW WHEN (OLD.status = 'paid' OR NEW.status = 'paid') EXECUTE FUNCTION kenja_order_pack_days();
--> statement-breakpoint
-- Before the delete: its lines, which go with it, are still there to be taken away.
CREATE TRIGGER orders_pack_days_delete BEFORE DELETE ON orders
  FOR EACH ROW WHEN (OLD.status = 'paid') EXECUTE FUNCTION kenja_order_pack_days();
--> statement-breakpoint
-- A line added to, changed in or removed from an order already paid. (Removed with its order, the order is gone
-- by now and was counted out above.)
CREATE FUNCTION kenja_order_line_pack_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid timestamptz;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT o.paid_at INTO paid FROM orders o WHERE o.id = OLD.order_id AND o.status = 'paid';
    IF FOUND THEN
      PERFORM kenja_pack_days_remove(OLD.pack_id, paid, 1, OLD.price_cents - OLD.discount_cents, 0);
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT o.paid_at INTO paid FROM orders o WHERE o.id = NEW.order_id AND o.status = 'paid';
    IF FOUND THEN
      PERFORM kenja_pack_days_add(NEW.pack_id, paid, 1, NEW.price_cents - NEW.discount_cents, 0);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_lines_pack_days
  AFTER INSERT OR DELETE OR UPDATE OF order_id, pack_id, price_cents, discount_cents ON order_lines
  FOR EACH ROW EXECUTE FUNCTION kenja_order_line_pack_days();
--> statement-breakpoint
CREATE FUNCTION kenja_view_pack_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM kenja_pack_days_add(NEW.pack_id, NEW.created_at, 0, 0, 1);
  ELSE
    PERFORM kenja_pack_days_remove(OLD.pack_id, OLD.created_at, 0, 0, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pack_views_pack_days AFTER INSERT OR DELETE ON pack_views
  FOR EACH ROW EXECUTE FUNCTION kenja_view_pack_days();
--> statement-breakpoint
-- Counts the rollup again from the rows (what is already there, here; a bulk load made with triggers off).
CREATE FUNCTION kenja_recount_pack_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM pack_days;
  INSERT INTO pack_days (pack_id, day, sales, revenue_cents, views)
  SELECT pack_id, day, sum(sales), sum(cents), sum(seen) FROM (
    SELECT l.pack_id, (o.paid_at AT TIME ZONE 'UTC')::date AS day, count(*) AS sales,
      sum(l.price_cents - l.discount_cents) AS cents, 0 AS seen
    FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.status = 'paid' GROUP BY 1, 2
    UNION ALL
    SELECT pack_id, (created_at AT TIME ZONE 'UTC')::date, 0, 0, count(*) FROM pack_views GROUP BY 1, 2
  ) counted GROUP BY pack_id, day;
$$;
--> statement-breakpoint
SELECT kenja_recount_pack_days();
