import { Inject, Injectable } from '@nestjs/common';
import { accountStreamId, isEntityId, ROLES, type AdminAccountDetailDto, type AdminAccountDto, type Role } from '@anonse/contracts';
import { ERASED, type EventStore, type SqlClient } from '@anonse/eventstore';
import { getAccountForAdmin, listAccountsForAdmin, type AdminAccountListQuery } from '@anonse/projections';
import { foldEvents } from '#api/platform/commands/command-runner';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { accountDecider } from '../domain/decide';

/**
 * Accounts as the console sees them. The list is the read model's (indexed, paged); one account takes its
 * identity, role and block from its stream (a decision shows at once, and a deleted account's stream says so
 * even after its row is gone) and the rest — points, verification, ads — from the read models.
 */
@Injectable()
export class AdminAccountsReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  list(query: AdminAccountListQuery): Promise<{ rows: AdminAccountDto[]; total: number }> {
    return listAccountsForAdmin(this.sql, query);
  }

  /** Null for an id that names no account stream. */
  async one(accountId: string): Promise<AdminAccountDetailDto | null> {
    if (!isEntityId(accountId)) return null;
    const events = await this.store.readStream(accountStreamId(accountId));
    if (!events.length) return null;
    const revision = events.at(-1)!.revision;
    const erased = events.some((e) => e.metadata[ERASED]);
    const state = erased ? null : foldEvents(accountDecider, events);
    if (!state || state.status !== 'registered') {
      // Deleted: the person's data is gone (or going); what is not personal stays readable in the raw events.
      const registration = events.find((e) => e.type === 'AccountRegistered')?.data as
        { role?: unknown; registeredAt?: unknown } | undefined;
      const lastRole = [...events].reverse().find((e) => e.type === 'AccountRoleChanged')?.data as { role?: unknown } | undefined;
      const role = (
        typeof lastRole?.role === 'number' ? lastRole.role : typeof registration?.role === 'number' ? registration.role : ROLES.user
      ) as Role;
      return {
        id: accountId,
        login: null,
        email: null,
        deleted: true,
        role,
        blocked: false,
        blockedReason: null,
        blockedAt: null,
        blockedBy: null,
        verified: false,
        verification: 'none',
        points: 0,
        ads: { total: 0, active: 0, pending: 0 },
        registeredAt: typeof registration?.registeredAt === 'string' ? registration.registeredAt : '',
        revision,
      };
    }
    const row = await getAccountForAdmin(this.sql, accountId);
    return {
      id: accountId,
      login: state.login,
      email: state.email,
      deleted: false,
      role: state.role,
      blocked: state.blocked !== null,
      blockedReason: state.blocked?.reason ?? null,
      blockedAt: state.blocked?.at ?? null,
      blockedBy: state.blocked?.by ?? null,
      verified: row?.verified ?? false,
      verification: row?.verification ?? 'none',
      points: row?.points ?? 0,
      ads: row?.ads ?? { total: 0, active: 0, pending: 0 },
      registeredAt: state.registeredAt,
      revision,
    };
  }
}
