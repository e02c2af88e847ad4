import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ROLES, type Role, type UserDto } from '@anonse/contracts';
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

/** 401 without a session, 403 for a role outside `roles`. The OpenAPI document lists `roles` as the operation's `x-roles`. */
export abstract class RolesGuard extends UserGuard {
  abstract readonly roles: ReadonlySet<Role>;

  protected check(user: UserDto | null, locale: ReturnType<typeof localeOf>): void {
    if (!user) throw new ApiHttpError(401, message('unauthenticated', locale));
    if (!this.roles.has(user.role)) throw new ApiHttpError(403, message('forbidden', locale));
  }
}

/** Administrators only (role 1): roles, grants, rebuilds, anything that changes who may do what. */
@Injectable()
export class AdminGuard extends RolesGuard {
  readonly roles: ReadonlySet<Role> = new Set([ROLES.administrator]);
}

/** Deciding on ads, people and their files (verification photos, reports): administrators and moderators, never auditors. */
@Injectable()
export class ModeratorGuard extends RolesGuard {
  readonly roles: ReadonlySet<Role> = new Set([ROLES.administrator, ROLES.moderator]);
}

/** Reading ledgers, payments and history: administrators, and auditors (read-only; they replay every point). */
@Injectable()
export class LedgerReaderGuard extends RolesGuard {
  readonly roles: ReadonlySet<Role> = new Set([ROLES.administrator, ROLES.auditor]);
}

/** Reading the console's lists (ads, accounts, the queue): every staff role; changing anything needs a narrower guard. */
@Injectable()
export class StaffGuard extends RolesGuard {
  readonly roles: ReadonlySet<Role> = new Set([ROLES.administrator, ROLES.moderator, ROLES.auditor]);
}

/** The role names a guard class admits (for the OpenAPI document and the route × role test), or undefined for no role guard. */
export function rolesOfGuard(guard: unknown): Role[] | undefined {
  if (typeof guard !== 'function' || !(guard.prototype instanceof RolesGuard)) return undefined;
  // The guards' role sets are fixed per class: a throwaway instance reads them without Nest's injector.
  const instance = Reflect.construct(guard, [undefined]) as RolesGuard;
  return [...instance.roles].sort();
}

/** The user a guard resolved: never null behind LoggedInGuard or a roles guard, null for nobody behind IdentifyUser. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): UserDto | null => {
  return context.switchToHttp().getRequest<FastifyRequest>().user ?? null;
});
