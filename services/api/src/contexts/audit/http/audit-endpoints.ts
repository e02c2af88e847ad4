import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  code,
  isEntityId,
  type AuditDiffDto,
  type AuditDiffParams,
  type AuditEventDto,
  type AuditKind,
  type AuditStateDto,
  type AuditStateParams,
  type AuditTimelineParams,
  type MessageCode,
  type UserDto,
} from '@anonse/contracts';
import type { RecordedEvent } from '@anonse/eventstore';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { freshCommandContext } from '#api/platform/http/request-context';
import { RecordPersonalDataViewCommand } from '#api/contexts/accounts/index';
import { AsOfOutOfRangeError, ErasedHistoryError, type AsOf } from '../domain/as-of';
import { toCsv } from '../domain/csv';
import { diffStates } from '../domain/diff';
import { AuditHistoryService, type History } from '../history/audit-history.service';
import { listPageHeaders } from '#api/platform/http/content-range';

const text = (request: FastifyRequest, c: MessageCode) => textOf(c, localeOf(request.headers['accept-language']));
const badRequest = (request: FastifyRequest, field: string, c: MessageCode, bound?: string) => {
  const message = bound === undefined ? text(request, c) : `${text(request, c)} ${bound}`;
  return new ApiHttpError(400, message, { [field]: [message] });
};

const CSV_HEADER = [
  'position',
  'revision',
  'stream',
  'type',
  'time',
  'actor_id',
  'actor_role',
  'actor_login',
  'reason',
  'correlation_id',
  'causation_id',
  'event_id',
  'unavailable',
  'data',
];

/**
 * What every history route does, whatever its kind (the routes differ only in who may call them): read the log,
 * record a view of personal data where there is one, and shape the answer.
 */
@Injectable()
export class AuditEndpoints {
  constructor(
    private readonly history: AuditHistoryService,
    private readonly commandBus: CommandBus,
  ) {}

  async read(kind: AuditKind, id: string, request: FastifyRequest, options: { mainOnly?: boolean } = {}): Promise<History> {
    const found = isEntityId(id) ? await this.history.read(kind, id, options) : null;
    if (!found) throw new ApiHttpError(404, text(request, code('audit:streamNotFound')));
    return found;
  }

  /**
   * A view of an account's history shows personal data: it goes on record once the answer is ready and before a byte
   * of it is sent (a refused request, such as an as-of date out of range, showed nothing and records nothing).
   */
  private async shown<T>(kind: AuditKind, id: string, request: FastifyRequest, user: UserDto, answer: T): Promise<T> {
    if (kind === 'account') await this.recordView(id, request, user);
    return answer;
  }

  async timeline(
    kind: AuditKind,
    id: string,
    params: AuditTimelineParams,
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserDto,
  ): Promise<AuditEventDto[]> {
    const { all } = await this.read(kind, id, request);
    let events: RecordedEvent[] = params.filter?.type ? all.filter((e) => e.type === params.filter!.type) : all;
    if (params.sort?.[1].toUpperCase() === 'DESC') events = [...events].reverse();
    const [from, to] = (params.range ?? [0, 99]) as [number, number];
    const page = events.slice(from, to + 1);
    listPageHeaders(reply, 'audit-events', from, page.length, events.length);
    return this.shown(kind, id, request, user, await this.history.timeline(page));
  }

  async export(
    kind: AuditKind,
    id: string,
    format: 'csv' | 'json',
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserDto,
  ): Promise<string> {
    const { all } = await this.read(kind, id, request);
    const events = await this.history.timeline(all);
    void reply
      .header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${kind}-${id}-events.${format}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff');
    if (format === 'json') return this.shown(kind, id, request, user, JSON.stringify(events, null, 2));
    const csv = toCsv(
      CSV_HEADER,
      events.map((e) => [
        e.position,
        e.revision,
        e.streamId,
        e.type,
        e.time,
        e.actor.id,
        e.actor.role,
        e.actor.login,
        e.reason,
        e.correlationId,
        e.causationId,
        e.eventId,
        e.unavailable.join(' '),
        e.data,
      ]),
    );
    return this.shown(kind, id, request, user, csv);
  }

  async state(
    kind: AuditKind,
    id: string,
    params: AuditStateParams,
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserDto,
  ): Promise<AuditStateDto> {
    const asOf = this.asOfOf(params, request);
    const found = isEntityId(id) ? await this.answerAsOf(() => this.history.stateAsOf(kind, id, asOf), request) : null;
    if (!found) throw new ApiHttpError(404, text(request, code('audit:streamNotFound')));
    void reply.header('Cache-Control', 'private, no-store');
    const { last } = found;
    return this.shown(kind, id, request, user, {
      kind,
      id,
      streamId: found.streamId,
      position: last.position,
      revision: last.revision,
      time: last.time,
      eventType: last.type,
      events: last.revision + 1,
      totalEvents: found.total,
      state: found.state,
    });
  }

  async diff(
    kind: AuditKind,
    id: string,
    params: AuditDiffParams,
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserDto,
  ): Promise<AuditDiffDto> {
    const { main } = await this.read(kind, id, request, { mainOnly: true });
    const lastRevision = main.length - 1;
    if (params.from > lastRevision || params.to > lastRevision)
      throw badRequest(request, 'from', code('audit:diffRevisions'), String(lastRevision));
    const before = this.fold(kind, main, { by: 'revision', revision: params.from }, request);
    const after = this.fold(kind, main, { by: 'revision', revision: params.to }, request);
    const side = (f: typeof before) => ({ revision: f.last!.revision, position: f.last!.position, time: f.last!.time });
    void reply.header('Cache-Control', 'private, no-store');
    return this.shown(kind, id, request, user, {
      kind,
      id,
      from: side(before),
      to: side(after),
      changes: diffStates(before.state, after.state),
    });
  }

  private fold(kind: AuditKind, main: readonly RecordedEvent[], asOf: AsOf, request: FastifyRequest) {
    return this.answerAsOfSync(() => this.history.asOf(kind, main, asOf), request);
  }

  private async answerAsOf<T>(run: () => Promise<T>, request: FastifyRequest): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw this.asOfError(error, request);
    }
  }

  private answerAsOfSync<T>(run: () => T, request: FastifyRequest): T {
    try {
      return run();
    } catch (error) {
      throw this.asOfError(error, request);
    }
  }

  /** A point out of the stream's range is the caller's 400; a history whose personal data is gone cannot be folded: 410. */
  private asOfError(error: unknown, request: FastifyRequest): unknown {
    if (error instanceof AsOfOutOfRangeError) {
      if (error.reason === 'beforeStart') return badRequest(request, 'at', code('audit:asOfBeforeStart'), error.bound);
      if (error.reason === 'beforeFirstPosition')
        return badRequest(request, 'position', code('audit:asOfBeforeFirstPosition'), error.bound);
      return badRequest(request, 'revision', code('audit:asOfRevisionOutOfRange'), error.bound);
    }
    if (error instanceof ErasedHistoryError) return new ApiHttpError(410, text(request, code('audit:asOfErased')));
    return error;
  }

  /** Exactly one of at / position / revision (none: the current state); checked before anything is read or recorded. */
  private asOfOf(params: AuditStateParams, request: FastifyRequest): AsOf {
    const given = [params.at, params.position, params.revision].filter((v) => v !== undefined).length;
    if (given > 1) throw badRequest(request, 'at', code('audit:asOfOneOnly'));
    if (params.position !== undefined) return { by: 'position', position: params.position };
    if (params.revision !== undefined) return { by: 'revision', revision: params.revision };
    if (params.at !== undefined) {
      // ISO 8601 with a date at least; Date.parse alone takes "1" or "March 7" too.
      const at = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(params.at) ? new Date(params.at) : null;
      if (!at || !Number.isFinite(at.getTime())) throw badRequest(request, 'at', code('audit:asOfInvalidDate'));
      return { by: 'at', at };
    }
    return { by: 'latest' };
  }

  private async recordView(subjectAccountId: string, request: FastifyRequest, user: UserDto): Promise<void> {
    await this.commandBus.execute(
      // Every view is a fact of its own: a fresh command id, whatever headers the GET carried.
      new RecordPersonalDataViewCommand(
        subjectAccountId,
        'account-history',
        freshCommandContext(request, { id: user.id, role: user.role }),
      ),
    );
  }
}
