-- Every change to the shop's articles, banners and pages is announced on content_changed, as the
-- contacts' and social links' are (migration 0009): each instance reads the content's version
-- again at once, and the pages it keeps drawn are drawn again (decision 0071) instead of within
-- two minutes of the change.
CREATE TRIGGER content_items_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
