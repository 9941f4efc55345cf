-- A change of a SKU's stock alone (every order placed, every order given back) is announced with
-- the new stock as 'stock:{skuId}:{stock}', so each instance updates its copy of the catalogue
-- without reading the product again. Any other change still names the product, as before.
CREATE OR REPLACE FUNCTION notify_catalog_sku_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalog_changed', OLD.product_id::text);
  ELSIF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'stock' - 'updated_at') = (to_jsonb(NEW) - 'stock' - 'updated_at') THEN
    IF OLD.stock IS DISTINCT FROM NEW.stock THEN
      PERFORM pg_notify('catalog_changed', 'stock:' || NEW.id::text || ':' || NEW.stock::text);
    END IF;
  ELSE
    PERFORM pg_notify('catalog_changed', NEW.product_id::text);
    IF TG_OP = 'UPDATE' AND OLD.product_id <> NEW.product_id THEN
      PERFORM pg_notify('catalog_changed', OLD.product_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
