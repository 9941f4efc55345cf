CREATE TABLE "transfer_account" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"bank_code" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"promptpay_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_account_one_row" CHECK ("transfer_account"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "transfer_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"qr_text" text,
	"reference" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "transfer_slips_order" ON "transfer_slips" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transfer_slips_reference" ON "transfer_slips" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "transfer_slips_waiting" ON "transfer_slips" USING btree ("created_at") WHERE "transfer_slips"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "transfer_slips" ADD CONSTRAINT "transfer_slips_order_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id");--> statement-breakpoint
-- whether transfers are offered follows the account: every instance reloads the channels with it
CREATE TRIGGER transfer_account_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transfer_account
  FOR EACH STATEMENT EXECUTE FUNCTION notify_payment_channels_changed();
