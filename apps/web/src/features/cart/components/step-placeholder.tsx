import { Skeleton } from '../../../ui/skeleton';

/** What a checkout step shows while its own code or the cart is still coming. */
export function StepPlaceholder() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
