/** The product page with the favourites heart (the products and wishlist features, composed). */
import { ProductRoute } from '../../features/products/routes/product-route';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart';

export function ProductPage() {
  return <ProductRoute renderWishlistButton={(productId) => <WishlistHeart productId={productId} />} />;
}

export { ProductIndexRoute as ProductIndexPage } from '../../features/products/routes/product-index-route';
