import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { bearerTokenOf } from '../../http/bearer-token';
import type { AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by requireMember on member routes. */
    memberId: number;
    bearerToken: string;
  }
}

/** onRequest hook of member routes, so a stranger learns nothing of a route's body rules: 401 for a missing, expired or revoked token. */
export function requireMember(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerTokenOf(request);
    const memberId = token ? await auth.memberIdFor(token) : null;
    if (!token || memberId === null) throw new AppError(401, 'auth.unauthorized');
    request.memberId = memberId;
    request.bearerToken = token;
  };
}
