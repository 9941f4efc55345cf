/** What `react-dom/client` resolves to in the shop's builds (decision 0053): Preact's, with hydration known to our store hook (react.ts). */
import { createRoot, hydrateRoot as preactHydrateRoot } from 'preact/compat/client';
import { whileHydrating } from './hydration';

export { createRoot };

export function hydrateRoot(...args: Parameters<typeof preactHydrateRoot>): ReturnType<typeof preactHydrateRoot> {
  return whileHydrating(() => preactHydrateRoot(...args));
}

export default { createRoot, hydrateRoot };
