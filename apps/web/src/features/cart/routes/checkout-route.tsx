import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/auth-events';
import { usePageTitle } from '../../../lib/use-page-title';
import { parseCheckoutStep } from '../checkout-step';
import { CartStep } from '../components/cart-step';
import { CheckoutSteps } from '../components/checkout-steps';
import { GuestCheckout } from '../components/guest-checkout';
import { StepPlaceholder } from '../components/step-placeholder';

/**
 * Step 2 (addresses, invoice, payment channel, discounts) is not part of the cart's code: a guest
 * never needs it, and a member's browser fetches it while the cart is on screen.
 */
const loadDetailsStep = () => import('../details/details-step');
const DetailsStep = lazy(async () => ({ default: (await loadDetailsStep()).DetailsStep }));

/**
 * /cart/checkout?step= (cart spec §2). Step 1 is the cart, step 2 the order details, step 3 the
 * order result, which belongs to the orders feature: the app's router hands it in, with a way to
 * fetch its code early (features do not import each other). A guest is asked to log in and sees
 * the lines kept in this browser.
 */
export function CheckoutRoute({ resultStep, loadResultStep }: { resultStep: ReactNode; loadResultStep: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const step = parseCheckoutStep(params.get('step'));
  const { signedIn } = useSession();
  // the login modal opens for a guest who comes here, not for a member who just logged out here
  const [openedAsGuest] = useState(!signedIn);
  const title = step === 1 ? t('cart.title') : step === 2 ? t('cart.steps.details') : t('cart.steps.result');
  usePageTitle(title);
  // each step's browser fetches the next step's code while the shopper is busy with this one
  useEffect(() => {
    if (signedIn && step === 1) void loadDetailsStep();
    if (signedIn && step === 2) void loadResultStep();
  }, [signedIn, step, loadResultStep]);

  return (
    <div className="container-page py-6 md:py-8">
      <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
        <CheckoutSteps current={step} />
      </div>
      <Suspense fallback={<StepPlaceholder />}>
        {!signedIn ? <GuestCheckout askToLogIn={openedAsGuest} /> : step === 1 ? <CartStep /> : step === 2 ? <DetailsStep /> : resultStep}
      </Suspense>
    </div>
  );
}
