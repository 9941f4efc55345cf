import type { ReactNode } from 'react';
import { mayUse, type StaffPermission } from '@pawsook/shared/staff/staff-roles';
import { useStaffPerson } from '../hooks/use-staff-person';
import { ForbiddenNotice } from './forbidden-notice';

/** A page of an area the role may not use says so before it asks the API for anything. */
export function RequirePermission({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const person = useStaffPerson();
  return mayUse(person.role, permission) ? children : <ForbiddenNotice />;
}
