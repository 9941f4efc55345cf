CREATE TABLE "seller_details" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"address" text NOT NULL,
	"tax_id" text NOT NULL,
	"branch_no" text,
	"vat_rate_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_details_one_row" CHECK ("seller_details"."id" = 1),
	CONSTRAINT "seller_details_tax_id" CHECK ("seller_details"."tax_id" ~ '^[0-9]{13}$'),
	CONSTRAINT "seller_details_branch" CHECK ("seller_details"."branch_no" is null or "seller_details"."branch_no" ~ '^[0-9]{5}$'),
	CONSTRAINT "seller_details_vat_rate" CHECK ("seller_details"."vat_rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "tax_document_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "tax_document_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_on" date NOT NULL,
	"view" jsonb NOT NULL,
	"total_satang" integer NOT NULL,
	"vat_satang" integer NOT NULL,
	"before_vat_satang" integer NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_credit" CHECK (("tax_documents"."kind" = 'invoice') = ("tax_documents"."invoice_id" is null)),
	CONSTRAINT "tax_documents_money" CHECK ("tax_documents"."total_satang" >= 0 and "tax_documents"."vat_satang" >= 0 and "tax_documents"."before_vat_satang" + "tax_documents"."vat_satang" = "tax_documents"."total_satang")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD COLUMN "branch_no" text;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD COLUMN "branch_no" text;--> statement-breakpoint
ALTER TABLE "tax_document_jobs" ADD CONSTRAINT "tax_document_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_jobs_order_kind" ON "tax_document_jobs" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "tax_document_jobs_due_idx" ON "tax_document_jobs" USING btree ("next_attempt_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_credit_note" ON "tax_documents" USING btree ("invoice_id") WHERE "tax_documents"."kind" = 'credit-note';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series" ON "tax_documents" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_on","id");
--> statement-breakpoint
-- A tax document stays as it was issued, whoever asks the database (Revenue Code: corrected by a credit note, never edited).
CREATE OR REPLACE FUNCTION refuse_tax_document_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'tax documents are never changed or deleted once issued' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tax_documents_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON tax_documents
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_tax_document_change();
--> statement-breakpoint
-- An order that asked for a tax invoice is paid, or an order is refunded: a document is due, in the
-- transaction that paid or refunded it, whichever of the orders module's paths did it (one batched
-- statement for thousands of notifications, a staff move, a refund); every instance's worker is woken
-- (decision 0077).
CREATE OR REPLACE FUNCTION tax_document_due() RETURNS trigger AS $$
BEGIN
  INSERT INTO tax_document_jobs (order_id, kind)
    VALUES (NEW.id, CASE WHEN NEW.status_id = 11 THEN 'credit-note' ELSE 'invoice' END)
    ON CONFLICT (order_id, kind) DO NOTHING;
  PERFORM pg_notify('tax_documents_due', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_tax_invoice_due AFTER UPDATE OF paid_at ON orders
  FOR EACH ROW WHEN (NEW.receipt_need AND OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL AND NEW.status_id <> 11)
  EXECUTE FUNCTION tax_document_due();
--> statement-breakpoint
CREATE TRIGGER orders_tax_credit_note_due AFTER UPDATE OF status_id ON orders
  FOR EACH ROW WHEN (NEW.status_id = 11 AND OLD.status_id <> 11)
  EXECUTE FUNCTION tax_document_due();
