import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminPhoneDto, isEntityId, PHONE_EVENTS, phoneStreamId, RevokePhoneInput, type UserDto } from '@anonse/contracts';
import { ERASED, type EventStore, type SqlClient } from '@anonse/eventstore';
import { droppedSmsNotices } from '@anonse/projections';
import { RecordPersonalDataViewCommand } from '#api/contexts/accounts/index';
import { CurrentUser, ModeratorGuard } from '#api/platform/auth/guards';
import { foldEvents } from '#api/platform/commands/command-runner';
import { ConsistencyService } from '#api/platform/consistency.service';
import { commandContext, freshCommandContext } from '#api/platform/http/request-context';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { EVENT_STORE, SQL } from '#api/platform/tokens';
import { RevokePhoneCommand } from '../commands/phone.commands';
import { phoneDecider } from '../domain/decide';

/**
 * The console's view of an account's phone: state and the whole history, read from the account's stream. The
 * numbers are personal data, so every view is on record (PersonalDataViewed, `phone`) before it is answered.
 */
@Controller('api/admin/phone')
@UseGuards(ModeratorGuard)
export class AdminPhoneController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly consistency: ConsistencyService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  @Get(':accountId')
  @Operation({
    tag: 'admin',
    summary:
      "An account's phone: verified number, and every code sent, wrong code, verification and revocation (a logged personal-data view)",
    responses: { 200: { description: 'State and history', schema: AdminPhoneDto }, ...errors(401, 403, 404) },
  })
  async show(
    @Param('accountId') accountId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<AdminPhoneDto> {
    await this.commandBus.execute(
      new RecordPersonalDataViewCommand(accountId, 'phone', freshCommandContext(request, { id: user.id, role: user.role })),
    );
    void reply.header('Cache-Control', 'private, no-store');
    return this.view(accountId);
  }

  @Post(':accountId/revoke')
  @Operation({
    tag: 'admin',
    summary: "Takes back an account's phone verification, with a reason (the mark leaves its ads at once)",
    body: RevokePhoneInput,
    responses: { 200: { description: 'State and history after it', schema: AdminPhoneDto }, ...errors(400, 401, 403, 404) },
  })
  @HttpCode(200)
  @Idempotent()
  async revoke(
    @Param('accountId') accountId: string,
    @ValidBody() body: RevokePhoneInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<AdminPhoneDto> {
    const result = await this.commandBus.execute(
      new RevokePhoneCommand(accountId, user.id, body.reason, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return this.view(accountId);
  }

  private async view(accountId: string): Promise<AdminPhoneDto> {
    const recorded = isEntityId(accountId) ? await this.store.readStream(phoneStreamId(accountId)) : [];
    // An erased person's numbers read as gone; the history's shape (when codes went out) is not personal.
    const erased = recorded.some((e) => e.metadata[ERASED]);
    const events = recorded.map((e) => (erased ? null : PHONE_EVENTS.parse(e)));
    const state = erased ? null : foldEvents(phoneDecider, recorded);
    const history: AdminPhoneDto['history'] = recorded.map((raw, i) => {
      const e = events[i];
      const d = raw.data as Record<string, unknown>;
      const at = String(d.sentAt ?? d.rejectedAt ?? d.verifiedAt ?? d.revokedAt ?? d.chosenAt ?? raw.createdAt);
      if (!e) return { type: raw.type, at, number: null, detail: null };
      switch (e.type) {
        case 'PhoneCodeSent':
          return { type: e.type, at, number: e.data.number, detail: e.data.country };
        case 'PhoneCodeRejected':
          return { type: e.type, at, number: null, detail: `${e.data.checks}` };
        case 'PhoneVerified':
          return { type: e.type, at, number: e.data.number, detail: null };
        case 'PhoneVerificationRevoked':
          return { type: e.type, at, number: null, detail: e.data.reason || null };
        case 'SmsNoticesChosen': {
          const on = (['adDecided', 'verificationDecided', 'messageRequest'] as const).filter((kind) => e.data[kind]);
          return { type: e.type, at, number: null, detail: on.join(', ') || null };
        }
      }
    });
    // Notices over the monthly cap are no event (nothing was decided): the read model keeps them.
    const dropped = (await droppedSmsNotices(this.sql, accountId)).map((n) => ({
      type: 'SmsNoticeDropped',
      at: n.at,
      number: null,
      detail: n.topic,
    }));
    if (dropped.length) {
      history.push(...dropped);
      history.sort((a, b) => a.at.localeCompare(b.at));
    }
    const status = state?.challenge ? 'pending' : state?.verified ? 'verified' : 'none';
    return { accountId, state: status, verifiedNumber: state?.verified?.number ?? null, history };
  }
}
