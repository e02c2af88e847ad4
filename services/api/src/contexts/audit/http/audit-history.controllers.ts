import { Controller, Get, Param, Req, Res, UseGuards, type Type } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AuditDiffDto,
  AuditDiffParams,
  AuditEventDto,
  AuditStateDto,
  AuditStateParams,
  AuditTimelineParams,
  type AuditKind,
  type UserDto,
} from '@anonse/contracts';
import { CurrentUser, LedgerReaderGuard, StaffGuard, type RolesGuard } from '#api/platform/auth/guards';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { AuditEndpoints } from './audit-endpoints';

const TIMELINE_DOCS = {
  range: 'JSON: [0,99] (inclusive, at most 1,000)',
  sort: 'JSON: ["position","ASC"] (default) or ["position","DESC"]',
  filter: 'JSON: {"type":"AdApproved"}',
};

/**
 * The history routes of one kind (`/api/admin/audit/{kind}/{id}/…`). One class per kind so that each carries its own
 * roles guard (and the OpenAPI document its own `x-roles`): the routes are otherwise the same.
 */
function historyController(kind: AuditKind, guard: Type<RolesGuard>, who: string, extra: string): Type {
  @Controller(`api/admin/audit/${kind}`)
  @UseGuards(guard)
  class HistoryController {
    constructor(readonly endpoints: AuditEndpoints) {}

    @Get(':id/events')
    @Operation({
      tag: 'admin',
      summary: `Every event of the ${kind}'s history with actor, time, reason and correlation (ra-data-simple-rest; ${who})${extra}`,
      query: AuditTimelineParams,
      queryText: TIMELINE_DOCS,
      responses: {
        200: { description: 'Events', schema: z.array(AuditEventDto), headers: ['Content-Range'] },
        ...errors(400, 401, 403, 404),
      },
    })
    events(
      @Param('id') id: string,
      @ValidQuery() params: AuditTimelineParams,
      @Req() request: FastifyRequest,
      @Res({ passthrough: true }) reply: FastifyReply,
      @CurrentUser() user: UserDto,
    ): Promise<AuditEventDto[]> {
      return this.endpoints.timeline(kind, id, params, request, reply, user);
    }

    @Get(':id/events.csv')
    @Operation({
      tag: 'admin',
      summary: `The ${kind}'s whole history as CSV (attachment; cells that a spreadsheet would run as formulas are prefixed with ') (${who})${extra}`,
      responses: { 200: { description: 'text/csv' }, ...errors(401, 403, 404) },
    })
    csv(
      @Param('id') id: string,
      @Req() request: FastifyRequest,
      @Res({ passthrough: true }) reply: FastifyReply,
      @CurrentUser() user: UserDto,
    ): Promise<string> {
      return this.endpoints.export(kind, id, 'csv', request, reply, user);
    }

    @Get(':id/events.json')
    @Operation({
      tag: 'admin',
      summary: `The ${kind}'s whole history as JSON (attachment) (${who})${extra}`,
      responses: { 200: { description: 'application/json' }, ...errors(401, 403, 404) },
    })
    json(
      @Param('id') id: string,
      @Req() request: FastifyRequest,
      @Res({ passthrough: true }) reply: FastifyReply,
      @CurrentUser() user: UserDto,
    ): Promise<string> {
      return this.endpoints.export(kind, id, 'json', request, reply, user);
    }

    @Get(':id/state')
    @Operation({
      tag: 'admin',
      summary: `The ${kind} as of a date (at), a log position (position) or a revision: the fold of its events up to it with its own evolve (${who})${extra}`,
      query: AuditStateParams,
      responses: { 200: { description: 'State', schema: AuditStateDto }, ...errors(400, 401, 403, 404, 410) },
    })
    state(
      @Param('id') id: string,
      @ValidQuery() params: AuditStateParams,
      @Req() request: FastifyRequest,
      @Res({ passthrough: true }) reply: FastifyReply,
      @CurrentUser() user: UserDto,
    ): Promise<AuditStateDto> {
      return this.endpoints.state(kind, id, params, request, reply, user);
    }

    @Get(':id/diff')
    @Operation({
      tag: 'admin',
      summary: `Field-level changes of the ${kind} between two revisions (from, to) (${who})${extra}`,
      query: AuditDiffParams,
      responses: { 200: { description: 'Changes', schema: AuditDiffDto }, ...errors(400, 401, 403, 404, 410) },
    })
    diff(
      @Param('id') id: string,
      @ValidQuery() params: AuditDiffParams,
      @Req() request: FastifyRequest,
      @Res({ passthrough: true }) reply: FastifyReply,
      @CurrentUser() user: UserDto,
    ): Promise<AuditDiffDto> {
      return this.endpoints.diff(kind, id, params, request, reply, user);
    }
  }
  const name = kind.replace(/(^|-)([a-z])/g, (_m, _dash: string, c: string) => c.toUpperCase());
  Object.defineProperty(HistoryController, 'name', { value: `Audit${name}HistoryController` });
  return HistoryController;
}

/** Ads: every staff role (an ad's history is moderation's daily bread). */
export const AuditAdHistoryController = historyController('ad', StaffGuard, 'all staff', '');
/** Accounts: personal data, so administrators and auditors, and every view is recorded (PersonalDataViewed). */
export const AuditAccountHistoryController = historyController(
  'account',
  LedgerReaderGuard,
  'administrators and auditors',
  '; includes the data access log and notes of the account, and records the view',
);
/** Wallets: the ledger's readers, administrators and auditors. */
export const AuditWalletHistoryController = historyController('wallet', LedgerReaderGuard, 'administrators and auditors', '');
/** Forum topics: every staff role (the forum's moderation history, as an ad's). */
export const AuditForumTopicHistoryController = historyController('forum-topic', StaffGuard, 'all staff', '');
/** Reports: every staff role (who filed it, who decided it and how). */
export const AuditReportHistoryController = historyController('report', StaffGuard, 'all staff', '');
