import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ROLES } from '@anonse/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../../http/api-error';
import { localeOf, message } from '../../http/locale';
import { AuthService } from '../auth.service';

/** 401 without a valid session. */
@Injectable()
export class LoggedInGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const user = await this.auth.currentUser(request, http.getResponse<FastifyReply>());
    if (!user) throw new ApiHttpError(401, message('unauthenticated', localeOf(request.headers['accept-language'])));
    return true;
  }
}

/** 401 without a session, 403 for anyone but an administrator (role 1): the server-side guard of /api/admin. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const locale = localeOf(request.headers['accept-language']);
    const user = await this.auth.currentUser(request, http.getResponse<FastifyReply>());
    if (!user) throw new ApiHttpError(401, message('unauthenticated', locale));
    if (user.role !== ROLES.administrator) throw new ApiHttpError(403, message('forbidden', locale));
    return true;
  }
}

/** The user set by a guard (or null): for handlers behind LoggedInGuard/AdminGuard it is never null. */
export const userOf = (request: FastifyRequest) => request.user ?? null;
