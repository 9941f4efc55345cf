import type { FastifyRequest } from 'fastify';
import type { StaffPermission } from '@pawsook/shared/staff/staff-roles';
import { bearerTokenOf } from '../../http/bearer-token';
import type { StaffAccess } from './audit.service';
import type { StaffActor } from './audit.types';

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

/**
 * onRequest hook of the staff routes, before any body is read: the caller's token and the route's
 * permission, judged by the audit module's staff access. Added once by the app around every
 * module's staff routes.
 */
export function staffAccess(access: StaffAccess) {
  return async (request: FastifyRequest): Promise<void> => {
    const permission = request.routeOptions.config.permission;
    if (permission === 'public') return;
    const token = bearerTokenOf(request);
    request.staff = await access.actorFor(token, permission);
    request.staffToken = token!;
  };
}
