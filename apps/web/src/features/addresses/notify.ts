import type { CSSProperties } from 'react';
import { toast } from '../../lib/toast';

/**
 * Success toasts (they close after 2.5 s: the app's Toaster, spec §9). Sonner's rich green text
 * sits at about 4.3:1 on its pale background; this darker green reaches WCAG AA.
 */
const successStyle: CSSProperties = { color: '#14532d' };

export function notifySuccess(message: string): void {
  toast.success(message, { style: successStyle });
}
