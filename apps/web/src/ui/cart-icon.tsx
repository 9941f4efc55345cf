import { LineIcon } from './line-icon';

/** A shopping cart: the header's mini cart and the product page's "add to cart". */
export function CartIcon({ className = 'size-6' }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.5" />
      <circle cx="17.5" cy="19.5" r="1.5" />
    </LineIcon>
  );
}
