CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"sku_id" bigint NOT NULL,
	"order_product_type_id" smallint NOT NULL,
	"donation_place_id" bigint DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_amount_positive" CHECK ("cart_lines"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sku_id_product_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_line_key" ON "cart_lines" USING btree ("member_id","sku_id","order_product_type_id","donation_place_id");--> statement-breakpoint
CREATE INDEX "cart_lines_member_idx" ON "cart_lines" USING btree ("member_id");