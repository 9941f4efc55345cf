import { international } from '../content/international';
import { InfoRoute } from './info-route';

export function InternationalRoute() {
  return <InfoRoute content={international} />;
}
