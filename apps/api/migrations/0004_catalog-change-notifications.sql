-- Every change to what the catalogue shows is announced on the channel catalog_changed, so each
-- API instance refreshes its in-memory copy at once. The payload is a product id, or * for
-- changes that touch many products (brands, categories, donation places).
CREATE OR REPLACE FUNCTION notify_catalog_product_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalog_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('catalog_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_catalog_sku_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalog_changed', OLD.product_id::text);
  ELSE
    PERFORM pg_notify('catalog_changed', NEW.product_id::text);
    IF TG_OP = 'UPDATE' AND OLD.product_id <> NEW.product_id THEN
      PERFORM pg_notify('catalog_changed', OLD.product_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_catalog_everything_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_notify_catalog AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_product_changed();
--> statement-breakpoint
CREATE TRIGGER product_skus_notify_catalog AFTER INSERT OR UPDATE OR DELETE ON product_skus
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_sku_changed();
--> statement-breakpoint
CREATE TRIGGER brands_notify_catalog AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_everything_changed();
--> statement-breakpoint
CREATE TRIGGER categories_notify_catalog AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_everything_changed();
--> statement-breakpoint
CREATE TRIGGER category_brands_notify_catalog AFTER INSERT OR UPDATE OR DELETE ON category_brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_everything_changed();
--> statement-breakpoint
CREATE TRIGGER donation_places_notify_catalog AFTER INSERT OR UPDATE OR DELETE ON donation_places
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_everything_changed();
--> statement-breakpoint
CREATE TRIGGER product_donation_places_notify_catalog AFTER INSERT OR UPDATE OR DELETE ON product_donation_places
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_everything_changed();
