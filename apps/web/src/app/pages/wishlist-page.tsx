/** The member's favourites, shown with the product card (the wishlist and products features, composed). */
import { ProductCard } from '../../features/products/components/product-card';
import { WishlistRoute } from '../../features/wishlist/routes/wishlist-route';

export function WishlistPage() {
  return <WishlistRoute renderProduct={(product, removeButton) => <ProductCard product={product} action={removeButton} />} />;
}
