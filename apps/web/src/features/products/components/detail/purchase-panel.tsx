import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail, ProductSku } from '@pawsook/shared/schemas/products';
import type { Language } from '../../../../lib/preferences';
import { CartIcon } from '../../../../ui/cart-icon';
import { Spinner } from '../../../../ui/spinner';
import { useAddToCart } from '../../hooks/use-add-to-cart';
import { DonationPlacePicker } from './donation-place-picker';
import { PhoneBuyBar } from './phone-buy-bar';
import { QuantityField } from './quantity-field';
import { choiceName } from './variant-picker';

/**
 * Quantity, the donation place for a donated product, add to cart and the favourites heart. Keyed
 * by SKU by its parent, so a new option starts again at 1. Below 768 px the quantity and the
 * button sit in a bar fixed to the bottom of the screen with the price, so they are in the first
 * screen however long the page above them is.
 *
 * Both layouts are drawn and CSS shows one (`md:`, the WIDE_SCREEN_QUERY breakpoint), not a media
 * query in script: the page is drawn on the server (decision 0046), which cannot know the width,
 * and its HTML has to be right at every width before and without the app. The hidden copy is
 * `display: none`, out of the tab order and the accessibility tree; the two share the quantity
 * and one add().
 */
export function PurchasePanel({
  product,
  sku,
  language,
  wishlistButton,
}: {
  product: ProductDetail;
  sku: ProductSku;
  language: Language;
  /** left out when the page offers it elsewhere (beside its sold-out note) */
  wishlistButton?: ReactNode;
}) {
  const { t } = useTranslation();
  const option = product.isProductVariant && product.skus.length > 1 ? choiceName(sku, language) : null;
  const [amount, setAmount] = useState(1);
  const [placeId, setPlaceId] = useState<number | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const placePicker = useRef<HTMLFieldSetElement>(null);
  const addToCart = useAddToCart();

  const buyable = product.stockState === 'in-stock' && sku.displayStatus === 'active' && sku.totalProduct > 0;

  function add() {
    if (product.isDonation && placeId === null) {
      setPlaceError(t('products.donation.placeRequired'));
      placePicker.current?.focus();
      return;
    }
    addToCart.mutate({
      request: {
        skuId: sku.skuId,
        amount,
        orderProductTypeId: product.isDonation ? 2 : 1,
        donationId: product.isDonation ? placeId : null,
      },
      stock: sku.totalProduct,
      // what a guest's mini-cart shows until the sign-in merges the line
      guestLine: {
        productId: sku.productId,
        productNameTh: sku.productNameTh,
        productNameEn: sku.productNameEn,
        mainImage: sku.mainImage,
        price: sku.sellPrice,
        choiceNameTh: sku.productChoice?.choiceNameDisplayTh ?? null,
        choiceNameEn: sku.productChoice?.choiceNameDisplayEn ?? null,
      },
    });
  }

  const cartIcon = <CartIcon className="size-5 shrink-0" />;

  return (
    <div className="space-y-5">
      {product.isDonation && buyable ? (
        <DonationPlacePicker
          ref={placePicker}
          places={product.donationPlaces}
          value={placeId}
          onChange={(id) => {
            setPlaceId(id);
            setPlaceError(null);
          }}
          error={placeError}
          language={language}
        />
      ) : null}
      {buyable ? (
        <div className="hidden md:block">
          <QuantityField amount={amount} stock={sku.totalProduct} onChange={setAmount} />
        </div>
      ) : null}
      {/* on a phone only the heart stays here (the button is in the bar); without one, nothing does */}
      <div className={`${buyable && !wishlistButton ? 'hidden md:flex' : 'flex'} items-center gap-3`}>
        <button
          type="button"
          onClick={add}
          disabled={!buyable || addToCart.isPending}
          className={`${buyable ? 'hidden md:inline-flex' : 'inline-flex'} min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-base font-bold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400 sm:flex-none sm:px-10`}
        >
          {cartIcon}
          {buyable ? t('products.cart.add') : t('products.stock.outOfStock')}
        </button>
        {wishlistButton}
      </div>
      {addToCart.isPending ? (
        <div className="hidden md:block">
          <Spinner label={t('products.cart.adding')} />
        </div>
      ) : null}
      {/* a phone keeps price, quantity and the button in a bar at the bottom of the screen (decision 0044) */}
      {buyable ? (
        <PhoneBuyBar sku={sku} option={option}>
          <QuantityField amount={amount} stock={sku.totalProduct} onChange={setAmount} compact />
          <button
            type="button"
            onClick={add}
            disabled={addToCart.isPending}
            className="inline-flex min-h-11 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-full bg-brand-700 px-3 text-base font-bold whitespace-nowrap text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:bg-stone-400"
          >
            {cartIcon}
            {addToCart.isPending ? t('products.cart.adding') : t('products.cart.add')}
          </button>
        </PhoneBuyBar>
      ) : null}
    </div>
  );
}
