ALTER TABLE "product_skus" ADD COLUMN "sold_separately" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Until now the free-gift list ("free", products.is_free) was the only mark of a gift, and its
-- products were listed and sold like any other. Their SKUs become gifts: given by promotions or
-- for coins, not sold on their own (decision 0021). Staff sell one again with PATCH /staff/skus.
-- The UPDATE fires the catalogue trigger of migration 0004, so running processes hear of it.
UPDATE "product_skus" SET "sold_separately" = false
  WHERE "product_id" IN (SELECT "id" FROM "products" WHERE "is_free");
