-- Every change to a review is announced on reviews_changed, so each API instance reads the
-- products' review summaries again at once (modules/reviews/live-review-summaries.ts): the product
-- answer's average and count are current in every process.
CREATE OR REPLACE FUNCTION notify_reviews_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('reviews_changed', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_reviews_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reviews_changed();
