import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../infra/tokens';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { AccountsReader, toUserDto, type Account } from './queries/accounts.reader';
import { sessionCookieName, setSessionCookie } from './sessions/cookies';
import { SessionService } from './sessions/session.service';
import type { UserDto } from '@anonse/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved lazily by `AuthService.currentUser` (undefined = not looked up yet, null = no session). */
    user?: UserDto | null;
  }
}

@Injectable()
export class AuthService {
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
    request.user = account ? toUserDto(account) : null;
    return request.user;
  }

  /** Checks a login and password; the same work is done for unknown logins (no user enumeration by timing). */
  async authenticate(login: string, password: string): Promise<Account | null> {
    const account = await this.accounts.byLogin(login);
    const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
    return account && ok ? account : null;
  }

  async startSession(reply: FastifyReply, accountId: string, previousToken?: string): Promise<void> {
    // A new token at every login: a token planted before login (session fixation) is worthless after it.
    if (previousToken) await this.sessions.destroy(previousToken);
    setSessionCookie(reply, this.config, await this.sessions.create(accountId));
  }
}
