/** The product page with the favourites heart and the reviews (the products, wishlist and reviews features, composed). */
import { ProductRoute } from '../../features/products/routes/product-route';
import { ProductReviews, ProductReviewSummary } from '../../features/reviews/components/product-reviews';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart';

export function ProductPage() {
  return (
    <ProductRoute
      renderWishlistButton={(productId) => <WishlistHeart productId={productId} />}
      renderReviews={(productId) => ({ summary: <ProductReviewSummary productId={productId} />, section: <ProductReviews productId={productId} /> })}
    />
  );
}

export { ProductIndexRoute as ProductIndexPage } from '../../features/products/routes/product-index-route';
