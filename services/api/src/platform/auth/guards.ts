import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ROLES, type UserDto } from '@anonse/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/api-error';
import { localeOf } from '../http/locale';
import { message } from '../i18n/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved lazily by the current-user resolver (undefined = not looked up yet, null = no session). */
    user?: UserDto | null;
  }
}

/**
 * Who is asking: provided by the accounts context (sessions live there), consumed by every context's guards,
 * so no context needs accounts' internals to know its caller.
 */
export interface CurrentUserResolver {
  currentUser(request: FastifyRequest, reply?: FastifyReply): Promise<UserDto | null>;
}
export const CURRENT_USER_RESOLVER = Symbol('CURRENT_USER_RESOLVER');

abstract class UserGuard implements CanActivate {
  constructor(@Inject(CURRENT_USER_RESOLVER) private readonly users: CurrentUserResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const user = await this.users.currentUser(request, http.getResponse<FastifyReply>());
    this.check(user, localeOf(request.headers['accept-language']));
    return true;
  }

  protected abstract check(user: UserDto | null, locale: ReturnType<typeof localeOf>): void;
}

/** Looks the caller up (or finds nobody) and always lets the request through: for answers that depend on who asks. */
@Injectable()
export class IdentifyUser extends UserGuard {
  protected check(): void {}
}

/** 401 without a valid session. */
@Injectable()
export class LoggedInGuard extends UserGuard {
  protected check(user: UserDto | null, locale: ReturnType<typeof localeOf>): void {
    if (!user) throw new ApiHttpError(401, message('unauthenticated', locale));
  }
}

/** 401 without a session, 403 for a role outside `roles`. */
abstract class RolesGuard extends UserGuard {
  protected abstract readonly roles: ReadonlySet<number>;

  protected check(user: UserDto | null, locale: ReturnType<typeof localeOf>): void {
    if (!user) throw new ApiHttpError(401, message('unauthenticated', locale));
    if (!this.roles.has(user.role)) throw new ApiHttpError(403, message('forbidden', locale));
  }
}

/** Administrators only (role 1): the server-side guard of /api/admin. */
@Injectable()
export class AdminGuard extends RolesGuard {
  protected readonly roles: ReadonlySet<number> = new Set([ROLES.administrator]);
}

/** Deciding on people and their files (verification photos): administrators and moderators, never auditors. */
@Injectable()
export class ModeratorGuard extends RolesGuard {
  protected readonly roles: ReadonlySet<number> = new Set([ROLES.administrator, ROLES.moderator]);
}

/** Reading ledgers and payments: administrators, and auditors (read-only; they replay every point). */
@Injectable()
export class LedgerReaderGuard extends RolesGuard {
  protected readonly roles: ReadonlySet<number> = new Set([ROLES.administrator, ROLES.auditor]);
}

/** The user a guard resolved: never null behind LoggedInGuard or a roles guard, null for nobody behind IdentifyUser. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): UserDto | null => {
  return context.switchToHttp().getRequest<FastifyRequest>().user ?? null;
});
