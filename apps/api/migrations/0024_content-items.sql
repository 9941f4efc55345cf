CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"type_id" smallint,
	"slug" text,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_th" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"body_th" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"cover_alt_th" text DEFAULT '' NOT NULL,
	"cover_alt_en" text DEFAULT '' NOT NULL,
	"video_url" text,
	"link_url" text,
	"members_only" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_article_shape" CHECK (("content_items"."placement" = 'article') = ("content_items"."type_id" is not null and "content_items"."slug" is not null)),
	CONSTRAINT "content_items_type" CHECK ("content_items"."type_id" is null or "content_items"."type_id" between 1 and 4),
	CONSTRAINT "content_items_published" CHECK ("content_items"."status" <> 'published' or "content_items"."published_at" is not null),
	CONSTRAINT "content_items_window" CHECK ("content_items"."ends_at" is null or "content_items"."starts_at" is null or "content_items"."ends_at" > "content_items"."starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_slug" ON "content_items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_items_public" ON "content_items" USING btree ("placement","status","published_at");