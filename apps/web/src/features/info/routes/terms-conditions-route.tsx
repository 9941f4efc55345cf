import { termsConditions } from '../content/terms-conditions';
import { InfoRoute } from './info-route';

export function TermsConditionsRoute() {
  return <InfoRoute content={termsConditions} />;
}
