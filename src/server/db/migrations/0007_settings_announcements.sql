-- Every change to a setting is announced on kenja_settings with its key, so each instance drops its cached copy.
CREATE OR REPLACE FUNCTION kenja_announce_setting_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kenja_settings', COALESCE(NEW.key, OLD.key));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER settings_announce AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION kenja_announce_setting_change();
