import type { ReactNode } from 'react';

const toneClass = {
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-accent-600/30 bg-accent-50 text-accent-700',
  success: 'border-green-200 bg-green-50 text-green-900',
} as const;

/**
 * A message about the whole form or page (a refusal, a throttle, a saved notice), announced when it
 * appears: an error at once, a success politely.
 */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: keyof typeof toneClass }) {
  if (!children) return null;
  return (
    <div role={tone === 'success' ? 'status' : 'alert'} className={`rounded-xl border px-4 py-3 text-sm ${toneClass[tone]}`}>
      {children}
    </div>
  );
}
