import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/auth-events';
import { usePageTitle } from '../../../lib/use-page-title';
import { parseCheckoutStep } from '../checkout-step';
import { CartStep } from '../components/cart-step';
import { CheckoutSteps } from '../components/checkout-steps';
import { GuestCheckout } from '../components/guest-checkout';
import { StepPlaceholder } from '../components/step-placeholder';

/** A later step of the checkout, another feature's, and a way to fetch its code early. */
export interface HandedInStep {
  element: ReactNode;
  load: () => Promise<unknown>;
}

/**
 * /cart/checkout?step= (cart spec §2). Step 1 is the cart; step 2, the order details, belongs to
 * the checkout feature and step 3, the order result, to the orders feature: the app's router hands
 * them in, with a way to fetch their code early (features do not import each other). Step 2 is not
 * part of the cart's code: a guest never needs it, and a member's browser fetches it while the cart
 * is on screen. A guest is asked to log in and sees the lines kept in this browser.
 */
export function CheckoutRoute({ detailsStep, resultStep }: { detailsStep: HandedInStep; resultStep: HandedInStep }) {
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
    if (signedIn && step === 1) void detailsStep.load();
    if (signedIn && step === 2) void resultStep.load();
  }, [signedIn, step, detailsStep, resultStep]);

  return (
    <div className="container-page py-6 md:py-8">
      <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
        <CheckoutSteps current={step} />
      </div>
      <Suspense fallback={<StepPlaceholder />}>
        {!signedIn ? <GuestCheckout askToLogIn={openedAsGuest} /> : step === 1 ? <CartStep /> : step === 2 ? detailsStep.element : resultStep.element}
      </Suspense>
    </div>
  );
}
