import type { MemberProfile } from '@pawsook/shared/schemas/members';
import type { counterStartBody, CounterStart } from '@pawsook/shared/schemas/payments';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type CounterStartBody = z.input<typeof counterStartBody>;

/**
 * The buyer the counter-service call names (cart spec §6: "buyer name and e-mail for the
 * counter-service call come from the member profile"). The server writes them from the profile
 * itself; without an answer here the call still goes, with empty ones.
 */
export async function fetchCounterBuyer(memberId: string, signal?: AbortSignal): Promise<{ name: string; email: string }> {
  try {
    const profile = (await api.get<MemberProfile>(`/api/v1/members/web/${encodeURIComponent(memberId)}`, { signal })).data;
    return { name: `${profile.name} ${profile.surname}`.trim(), email: profile.email ?? '' };
  } catch {
    return { name: '', email: '' };
  }
}

/**
 * The counter-service payment data of the order (POST /api/v1/payments/cs/encryption, cart spec
 * §7): encrypted by the shop, posted as `paymentData` by a hidden form to the page in `action`.
 */
export async function startCounterPayment(body: CounterStartBody, signal?: AbortSignal): Promise<CounterStart> {
  return (await api.post<CounterStart>('/api/v1/payments/cs/encryption', body, { signal })).data;
}
