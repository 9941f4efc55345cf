CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"shipping_fee_satang" integer NOT NULL,
	"free_shipping_from_satang" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_fee" CHECK ("shop_settings"."shipping_fee_satang" >= 0),
	CONSTRAINT "shop_settings_free_from" CHECK ("shop_settings"."free_shipping_from_satang" is null or "shop_settings"."free_shipping_from_satang" >= 0)
);
--> statement-breakpoint
-- Every change is announced on shop_settings_changed, so each API instance reads the settings again
-- at once (modules/settings/live-settings.ts).
CREATE OR REPLACE FUNCTION notify_shop_settings_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('shop_settings_changed', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER shop_settings_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_settings_changed();
