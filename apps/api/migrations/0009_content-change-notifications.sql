-- The footer's contact channels and social links, and the payment channels, are read on every
-- page; each API instance keeps them in memory (db/live-value.ts) and reads them again when a
-- change is announced here, whoever made it.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_changed', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contacts_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER social_media_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON social_media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_payment_channels_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('payment_channels_changed', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_channels_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_channels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_payment_channels_changed();
