import type { ReactNode } from 'react';

/** The shop's logo and language switch, handed in by the app (a feature does not import the app's layout). */
export interface StaffChrome {
  logo: ReactNode;
  languageSwitcher: ReactNode;
}
