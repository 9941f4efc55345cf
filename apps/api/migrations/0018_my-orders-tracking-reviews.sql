CREATE TABLE "old_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_type" text NOT NULL,
	"order_status" text NOT NULL,
	"shipping_full_name" text NOT NULL,
	"shipping_phone_number" text NOT NULL,
	"shipping_address" text NOT NULL,
	"company" text,
	"bill_full_name" text,
	"tax_code" text,
	"bill_address" text,
	"bill_phone_number" text,
	"sender_remark" text,
	"amount" integer NOT NULL,
	"price_total_satang" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"stars" smallint NOT NULL,
	"text" text NOT NULL,
	"hide_name" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'th' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_stars" CHECK ("product_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotions_applied" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_delivery_on" date;--> statement-breakpoint
ALTER TABLE "old_orders" ADD CONSTRAINT "old_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "old_orders_order_no_key" ON "old_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "old_orders_member_created_idx" ON "old_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_line_key" ON "product_reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_member_idx" ON "product_reviews" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id");