import { useLocation } from 'react-router';

/** What a save said on the page it led to ("Promo code RAINY-10 is created."), carried in the navigation's state. */
export function useSavedNotice(): string | null {
  const { state } = useLocation() as { state: unknown };
  return state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string' ? state.notice : null;
}
