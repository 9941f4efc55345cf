-- Every change to a member's cart lines or coin ledger is announced on the channel cart_changed
-- as "memberId:transactionId" (or * for a TRUNCATE), so each API instance drops its in-memory
-- copy of that member's cart state unless that copy was read after the transaction. Notifications
-- are sent at commit, once per member and transaction (PostgreSQL folds identical payloads).
CREATE OR REPLACE FUNCTION notify_cart_member_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('cart_changed', OLD.member_id::text || ':' || pg_current_xact_id()::text);
  ELSE
    PERFORM pg_notify('cart_changed', NEW.member_id::text || ':' || pg_current_xact_id()::text);
    IF TG_OP = 'UPDATE' AND OLD.member_id <> NEW.member_id THEN
      PERFORM pg_notify('cart_changed', OLD.member_id::text || ':' || pg_current_xact_id()::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_cart_everyone_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cart_changed', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cart_lines_notify_cart AFTER INSERT OR UPDATE OR DELETE ON cart_lines
  FOR EACH ROW EXECUTE FUNCTION notify_cart_member_changed();
--> statement-breakpoint
CREATE TRIGGER cart_lines_truncate_notify_cart AFTER TRUNCATE ON cart_lines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cart_everyone_changed();
--> statement-breakpoint
CREATE TRIGGER coin_ledger_notify_cart AFTER INSERT OR UPDATE OR DELETE ON coin_ledger
  FOR EACH ROW EXECUTE FUNCTION notify_cart_member_changed();
--> statement-breakpoint
CREATE TRIGGER coin_ledger_truncate_notify_cart AFTER TRUNCATE ON coin_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cart_everyone_changed();
