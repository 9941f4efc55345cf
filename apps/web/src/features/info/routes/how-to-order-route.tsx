import { howToOrder } from '../content/how-to-order';
import { InfoRoute } from './info-route';

export function HowToOrderRoute() {
  return <InfoRoute content={howToOrder} />;
}
