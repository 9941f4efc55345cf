import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail, ProductSku } from '@pawsook/shared/schemas/products';
import type { Language } from '../../../../lib/preferences';
import { Spinner } from '../../../../ui/spinner';
import { useAddToCart } from '../../hooks/use-add-to-cart';
import { DonationPlacePicker } from './donation-place-picker';
import { QuantityField } from './quantity-field';

/**
 * Quantity, the donation place for a donated product, add to cart and the favourites heart. Keyed
 * by SKU by its parent, so a new option starts again at 1.
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
  wishlistButton?: ReactNode;
}) {
  const { t } = useTranslation();
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
      {buyable ? <QuantityField amount={amount} stock={sku.totalProduct} onChange={setAmount} /> : null}
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={add}
          disabled={!buyable || addToCart.isPending}
          className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 text-base font-bold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400 sm:flex-none sm:px-10"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 8H6.2" />
            <circle cx="9.5" cy="19.5" r="1.5" />
            <circle cx="17.5" cy="19.5" r="1.5" />
          </svg>
          {buyable ? t('products.cart.add') : t('products.stock.outOfStock')}
        </button>
        {wishlistButton}
      </div>
      {addToCart.isPending ? <Spinner label={t('products.cart.adding')} /> : null}
    </div>
  );
}
