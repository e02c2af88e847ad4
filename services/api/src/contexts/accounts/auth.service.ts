import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG } from '#api/platform/tokens';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { AccountsReader, toUserDto, type Account } from './queries/accounts.reader';
import { clearSessionCookie, issueXsrfCookie, sessionCookieName, setSessionCookie } from './sessions/cookies';
import { SessionService } from './sessions/session.service';
import { deviceOf } from './sessions/device';
import type { CurrentUserResolver } from '#api/platform/auth/guards';
import type { UserDto } from '@anonse/contracts';

/** Sessions and credentials; also the platform's current-user resolver (the guards of every context ask it). */
@Injectable()
export class AuthService implements CurrentUserResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly accounts: AccountsReader,
  ) {}

  sessionToken(request: FastifyRequest): string | undefined {
    const token = request.cookies?.[sessionCookieName(this.config)];
    return token && token.length <= 256 ? token : undefined;
  }

  /** The logged-in user of this request, or null; slides the session cookie when its expiry moved. */
  async currentUser(request: FastifyRequest, reply?: FastifyReply): Promise<UserDto | null> {
    if (request.user !== undefined) return request.user;
    const token = this.sessionToken(request);
    const session = token ? await this.sessions.resolve(token) : null;
    const account = session ? await this.accounts.byId(session.accountId) : null;
    if (session?.slid && token && reply) setSessionCookie(reply, this.config, token);
    // Read from the stream on every request: a new role counts at once, and a blocked account has no session.
    request.user = account && !account.blocked ? toUserDto(account) : null;
    return request.user;
  }

  /** Checks a login and password; the same work is done for unknown logins (no user enumeration by timing). */
  async authenticate(login: string, password: string): Promise<Account | null> {
    const account = await this.accounts.byLogin(login);
    const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
    return account && ok ? account : null;
  }

  /** The account's current password is `password`. */
  async hasPassword(accountId: string, password: string): Promise<boolean> {
    const account = await this.accounts.byId(accountId);
    return !!account && (await verifyPassword(account.passwordHash, password));
  }

  /**
   * A new session token and a new XSRF token bound to it, at every login, registration and password change: a
   * token planted or stolen before (session fixation, a leaked XSRF cookie) is worthless after it.
   */
  async startSession(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<void> {
    const previous = this.sessionToken(request);
    if (previous) await this.sessions.destroy(previous);
    const token = await this.sessions.create(accountId, deviceOf(request.headers['user-agent']));
    setSessionCookie(reply, this.config, token);
    issueXsrfCookie(reply, this.config, request.server.keyedHash, token);
  }

  /** Forgets the session cookie and hands out an XSRF token bound to "no session". */
  endSession(request: FastifyRequest, reply: FastifyReply): void {
    clearSessionCookie(reply, this.config);
    issueXsrfCookie(reply, this.config, request.server.keyedHash, undefined);
  }
}
