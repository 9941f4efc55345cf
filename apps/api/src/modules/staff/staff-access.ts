import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { mayUse, type StaffPermission } from '@pawsook/shared/staff/staff-roles';
import { AppError } from '../../http/app-error';
import { bearerTokenOf } from '../auth/auth.hook';
import type { StaffAccounts } from './staff-accounts.service';
import type { StaffActor } from './staff-audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what a staff route needs (staff-roles.ts); 'public' for signing in. A staff route without one is refused to everyone. */
    permission?: StaffPermission | 'public';
  }
  interface FastifyRequest {
    /** the person (or script) calling a staff route, set by staffAccess */
    staff: StaffActor;
    staffToken: string;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The scripts' token acts with an owner's rights and no person behind it (decision 0034). */
const SCRIPT: StaffActor = { staffId: null, actor: 'STAFF_API_TOKEN', role: 'owner' };

/**
 * onRequest hook of the staff routes, before any body is read: 401 without a staff session (a
 * member's token is none), 403 when the route's permission is not the role's. `scriptToken` is
 * STAFF_API_TOKEN, compared in constant time, or null when none is configured.
 */
export function staffAccess(accounts: Pick<StaffAccounts, 'actorFor'>, scriptToken: string | null) {
  const expected = scriptToken ? digest(scriptToken) : null;
  return async (request: FastifyRequest): Promise<void> => {
    const permission = request.routeOptions.config.permission;
    if (permission === 'public') return;
    const token = bearerTokenOf(request);
    if (!token) throw new AppError(401, 'staff.unauthorized');
    const actor = expected && timingSafeEqual(digest(token), expected) ? SCRIPT : await accounts.actorFor(token);
    if (!actor) throw new AppError(401, 'staff.unauthorized');
    if (!permission || !mayUse(actor.role, permission)) throw new AppError(403, 'staff.forbidden');
    request.staff = actor;
    request.staffToken = token;
  };
}
