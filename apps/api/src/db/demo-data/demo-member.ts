// The demo member documented in the README: confirmed, with Thai names and 500 coins.
export const demoMember = {
  email: 'somchai@example.com',
  password: 'Pawsook#2026',
  name: 'สมชาย',
  surname: 'ใจดี',
  phone1: '0812345678',
  phone2: null,
  birthDate: '1988-04-13',
  language: 'th' as const,
};

/** A believable history that adds up to 500 coins; dates are days before the first start. */
export const demoCoinHistory = [
  { daysAgo: 120, coin: 100, activity: 'signup-bonus', reference: 'signup' },
  { daysAgo: 96, coin: 120, activity: 'purchase', reference: 'PS2607-000118' },
  { daysAgo: 90, coin: 20, activity: 'review', reference: 'PS2607-000118' },
  { daysAgo: 61, coin: 85, activity: 'purchase', reference: 'PS2609-000342' },
  { daysAgo: 40, coin: -25, activity: 'reward-exchange', reference: 'demo-reward-1' },
  { daysAgo: 14, coin: 200, activity: 'admin-adjustment', reference: 'birthday-campaign-2026' },
] as const;

/** The demo shop's people, documented in the README: one of each role, all with the demo password. */
export const demoStaff = [
  { email: 'owner@pawsook.example', name: 'Malee (owner)', role: 'owner' },
  { email: 'manager@pawsook.example', name: 'Anan (manager)', role: 'manager' },
  { email: 'packer@pawsook.example', name: 'Niran (operator)', role: 'operator' },
  { email: 'support@pawsook.example', name: 'Ploy (support)', role: 'support' },
  { email: 'content@pawsook.example', name: 'Kanda (content)', role: 'content' },
] as const;
