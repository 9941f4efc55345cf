import { useOutletContext } from 'react-router';
import type { StaffAccount } from '@pawsook/shared/schemas/staff-accounts';

/** The signed-in person, as the shell read it (pages under /staff render inside the shell only). */
export function useStaffPerson(): StaffAccount {
  return useOutletContext<StaffAccount>();
}
