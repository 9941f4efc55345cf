CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"provider" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_attempts_order" ON "payment_attempts" USING btree ("order_no");