CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"postal_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"seo_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active_status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_seo_url_unique" UNIQUE("seo_url")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"seo_url_slug" text NOT NULL,
	"kind" text NOT NULL,
	"pet_type" text,
	"image_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active_status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_seo_url_slug_unique" UNIQUE("seo_url_slug")
);
--> statement-breakpoint
CREATE TABLE "category_brands" (
	"category_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	CONSTRAINT "category_brands_category_id_brand_id_pk" PRIMARY KEY("category_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY NOT NULL,
	"active_status" text DEFAULT 'active' NOT NULL,
	"url" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"desc_th1" text NOT NULL,
	"desc_th2" text,
	"desc_th3" text,
	"desc_en1" text NOT NULL,
	"desc_en2" text,
	"desc_en3" text,
	"s3_photo_key" text NOT NULL,
	"s3_button_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" smallint NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active_status" text DEFAULT 'active' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"s3_photo_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_districts" ADD CONSTRAINT "sub_districts_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_brands" ADD CONSTRAINT "category_brands_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_brands" ADD CONSTRAINT "category_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "districts_province_id_idx" ON "districts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "sub_districts_district_id_idx" ON "sub_districts" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "category_brands_brand_id_idx" ON "category_brands" USING btree ("brand_id");