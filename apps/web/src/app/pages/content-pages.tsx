/** The shop's articles, paged with the listings' pager (the content and products features, composed). */
import { ContentListRoute } from '../../features/content/routes/content-list-route';
import { PagerNav } from '../../features/products/components/listing/pager-nav';

export function ContentListPage() {
  return <ContentListRoute pager={PagerNav} />;
}
