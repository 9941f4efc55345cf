import type { CSSProperties } from 'react';
import { toast } from '../../lib/toast';

/**
 * The member area's toasts. Sonner's rich colours put green and blue text on pale backgrounds
 * at about 4.3:1; these darker texts reach WCAG AA (4.5:1) on the same backgrounds.
 */
const successStyle: CSSProperties = { color: '#14532d' };
const infoStyle: CSSProperties = { color: '#1e3a8a' };

export const notify = {
  success: (message: string) => toast.success(message, { style: successStyle }),
  info: (message: string) => toast.info(message, { style: infoStyle }),
};
