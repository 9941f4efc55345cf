CREATE TABLE "product_skus" (
	"id" bigint PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_code" text NOT NULL,
	"choice_name_th" text,
	"choice_name_en" text,
	"price_satang" integer NOT NULL,
	"special_price_satang" integer,
	"special_starts_at" timestamp with time zone,
	"special_ends_at" timestamp with time zone,
	"min_sell_price_satang" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"display_status" text DEFAULT 'active' NOT NULL,
	"image_key" text,
	"coin_reward" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_skus_sku_code_unique" UNIQUE("sku_code"),
	CONSTRAINT "product_skus_stock_not_negative" CHECK ("product_skus"."stock" >= 0),
	CONSTRAINT "product_skus_price_not_negative" CHECK ("product_skus"."price_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"brand_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"pet_type" text NOT NULL,
	"life_stage" text NOT NULL,
	"kind" text NOT NULL,
	"image_keys" jsonb NOT NULL,
	"display_status" text DEFAULT 'active' NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_clearance" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"flash_sale_ends_at" timestamp with time zone,
	"coins_per_100_baht" integer DEFAULT 1 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_places" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"receive_name" text NOT NULL,
	"contact" text NOT NULL,
	"address" text NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"sub_district_id" integer NOT NULL,
	"postel_code" text NOT NULL,
	"image_key" text,
	"status" text DEFAULT 'active' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_donation_places" (
	"product_id" bigint NOT NULL,
	"donation_place_id" bigint NOT NULL,
	CONSTRAINT "product_donation_places_product_id_donation_place_id_pk" PRIMARY KEY("product_id","donation_place_id")
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"member_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_member_id_product_id_pk" PRIMARY KEY("member_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_places" ADD CONSTRAINT "donation_places_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_places" ADD CONSTRAINT "donation_places_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_places" ADD CONSTRAINT "donation_places_sub_district_id_sub_districts_id_fk" FOREIGN KEY ("sub_district_id") REFERENCES "public"."sub_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_donation_places" ADD CONSTRAINT "product_donation_places_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_donation_places" ADD CONSTRAINT "product_donation_places_donation_place_id_donation_places_id_fk" FOREIGN KEY ("donation_place_id") REFERENCES "public"."donation_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_skus_product_id_idx" ON "product_skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_donation_places_place_idx" ON "product_donation_places" USING btree ("donation_place_id");