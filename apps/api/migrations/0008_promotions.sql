CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"min_spend_satang" integer DEFAULT 0 NOT NULL,
	"condition_sku_id" integer,
	"condition_amount" integer DEFAULT 1 NOT NULL,
	"gift_sku_id" integer,
	"gift_amount" integer DEFAULT 1 NOT NULL,
	"discount_satang" integer,
	"discount_percent" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code"),
	CONSTRAINT "promotions_min_spend" CHECK ("promotions"."min_spend_satang" >= 0),
	CONSTRAINT "promotions_condition_amount" CHECK ("promotions"."condition_amount" >= 1),
	CONSTRAINT "promotions_gift" CHECK ("promotions"."kind" <> 'gift' or ("promotions"."gift_sku_id" is not null and "promotions"."gift_amount" >= 1)),
	CONSTRAINT "promotions_discount" CHECK ("promotions"."kind" <> 'discount' or (("promotions"."discount_satang" is not null and "promotions"."discount_satang" > 0 and "promotions"."discount_percent" is null) or ("promotions"."discount_percent" between 1 and 100 and "promotions"."discount_satang" is null))),
	CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_condition_sku_id_product_skus_id_fk" FOREIGN KEY ("condition_sku_id") REFERENCES "public"."product_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_sku_id_product_skus_id_fk" FOREIGN KEY ("gift_sku_id") REFERENCES "public"."product_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every change to a promotion is announced on promotions_changed, so each API instance reads the
-- active promotions again at once (modules/promotions/live-promotions.ts).
CREATE OR REPLACE FUNCTION notify_promotions_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('promotions_changed', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER promotions_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_promotions_changed();
