CREATE TABLE "line_message_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"retry_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "line_message_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"messages_on" boolean NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "line_id" text;--> statement-breakpoint
ALTER TABLE "line_message_jobs" ADD CONSTRAINT "line_message_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_message_settings" ADD CONSTRAINT "line_message_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_message_jobs_order_event" ON "line_message_jobs" USING btree ("order_id","event");--> statement-breakpoint
CREATE INDEX "line_message_jobs_due_idx" ON "line_message_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_line_id_key" ON "members" USING btree ("line_id") WHERE "members"."line_id" is not null;--> statement-breakpoint
-- An order of a member who gets order messages on LINE is paid, shipped, delivered or refunded: a
-- message is due, in the transaction that moved the order, whichever of the orders module's paths
-- did it; every instance's sender is woken (decision 0082). Members without LINE cost one indexed look.
CREATE OR REPLACE FUNCTION line_message_due() RETURNS trigger AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM line_message_settings s JOIN members m ON m.id = s.member_id
    WHERE s.member_id = NEW.member_id AND s.messages_on AND m.line_id IS NOT NULL
  ) THEN
    INSERT INTO line_message_jobs (order_id, event)
      VALUES (NEW.id, CASE NEW.status_id WHEN 2 THEN 'paid' WHEN 4 THEN 'shipped' WHEN 8 THEN 'delivered' ELSE 'refunded' END)
      ON CONFLICT (order_id, event) DO NOTHING;
    PERFORM pg_notify('line_messages_due', '*');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_line_message_due AFTER UPDATE OF status_id ON orders
  FOR EACH ROW WHEN (NEW.status_id IN (2, 4, 8, 11) AND OLD.status_id IS DISTINCT FROM NEW.status_id)
  EXECUTE FUNCTION line_message_due();
