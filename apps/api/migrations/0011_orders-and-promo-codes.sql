CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount_satang" integer,
	"min_spend_satang" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"total_quota" integer,
	"per_member_quota" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"audience" text DEFAULT 'members' NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sku_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"bonus_coins" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_value" CHECK (("promo_codes"."kind" = 'fixed' and "promo_codes"."value" > 0) or ("promo_codes"."kind" = 'percent' and "promo_codes"."value" between 1 and 100)),
	CONSTRAINT "promo_codes_used" CHECK ("promo_codes"."used_count" >= 0 and ("promo_codes"."total_quota" is null or "promo_codes"."used_count" <= "promo_codes"."total_quota")),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."ends_at" is null or "promo_codes"."ends_at" > "promo_codes"."starts_at"),
	CONSTRAINT "promo_codes_bonus" CHECK ("promo_codes"."bonus_coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_discounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"promo_code_id" integer,
	"coins_used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"choice_th" text,
	"choice_en" text,
	"image_key" text,
	"order_product_type_id" smallint NOT NULL,
	"donation_place_id" bigint,
	"unit_price_satang" integer NOT NULL,
	"amount" integer NOT NULL,
	"line_total_satang" integer NOT NULL,
	CONSTRAINT "order_lines_amount" CHECK ("order_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status_id" smallint,
	"to_status_id" smallint NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"payment_channel_id" integer NOT NULL,
	"is_donation" boolean DEFAULT false NOT NULL,
	"donation_place_id" bigint,
	"product_total_satang" integer NOT NULL,
	"promotion_discount_satang" integer DEFAULT 0 NOT NULL,
	"code_discount_satang" integer DEFAULT 0 NOT NULL,
	"coin_discount_satang" integer DEFAULT 0 NOT NULL,
	"coins_used" integer DEFAULT 0 NOT NULL,
	"shipping_satang" integer DEFAULT 0 NOT NULL,
	"net_total_satang" integer NOT NULL,
	"receive_coin" integer DEFAULT 0 NOT NULL,
	"promo_code_id" integer,
	"promo_code" text,
	"shipping_address" jsonb NOT NULL,
	"receipt_need" boolean DEFAULT false NOT NULL,
	"receipt_address" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status" CHECK ("orders"."status_id" between 1 and 12),
	CONSTRAINT "orders_money" CHECK ("orders"."net_total_satang" >= 0 and "orders"."product_total_satang" >= 0 and "orders"."coins_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkout_discounts" ADD CONSTRAINT "checkout_discounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_discounts" ADD CONSTRAINT "checkout_discounts_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_member_created_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status_id" = 1;--> statement-breakpoint
CREATE INDEX "orders_promo_code_member_idx" ON "orders" USING btree ("promo_code_id","member_id");