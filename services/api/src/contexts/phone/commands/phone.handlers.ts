import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { phoneStreamId } from '@anonse/contracts';
import type { EventStore, SqlClient } from '@anonse/eventstore';
import { phoneNumberStanding } from '@anonse/projections';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { foldEvents, runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import type { AppConfig } from '#api/platform/config/config';
import { DomainError } from '#api/platform/domain/domain-error';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { newId } from '#api/platform/ids';
import { APP_CONFIG, EVENT_STORE, KEYED_HASH, SQL } from '#api/platform/tokens';
import { newPhoneCode, phoneCodeMaterial, sameHash } from '../domain/code';
import { phoneDecider } from '../domain/decide';
import { SmsOutbox } from '../sms/sms-outbox';
import { phoneCodeSms } from '../sms/sms-texts';
import { CheckPhoneCodeCommand, ChooseSmsNoticesCommand, RevokePhoneCommand, SendPhoneCodeCommand } from './phone.commands';

/** Keyed hashes of the phone context (purposes of KeyedHash, under SECRET_KEY). */
export const phoneNumberKey = (keyedHash: Pick<KeyedHash, 'hex'>, e164: string) => keyedHash.hex('phone-number', e164);
const codeHash = (keyedHash: Pick<KeyedHash, 'hex'>, challengeId: string, code: string) =>
  keyedHash.hex('phone-code', phoneCodeMaterial(challengeId, code));

/** A wrong code, recorded: the answer says how many checks the code still takes. */
export class WrongPhoneCodeError extends DomainError {
  override readonly name = 'WrongPhoneCodeError';
  constructor(readonly checksLeft: number) {
    super('invalid', checksLeft > 0 ? 'phone:wrongCode' : 'phone:codeLocked', 'wrong phone code', 'code');
  }
}

@CommandHandler(SendPhoneCodeCommand)
export class SendPhoneCodeHandler implements ICommandHandler<SendPhoneCodeCommand> {
  private readonly outbox: SmsOutbox;
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {
    this.outbox = new SmsOutbox(sql);
  }

  /**
   * The code goes to the outbox only after its event is in the log (the limits count the event): a crash between
   * the two loses that one SMS, and the owner asks for another after the cooldown. Never the other way round, which
   * could send a code the limits never counted.
   */
  async execute({ accountId, number, locale, ctx }: SendPhoneCodeCommand): Promise<CommandResult> {
    const numberKey = phoneNumberKey(this.keyedHash, number.e164);
    const standing = await phoneNumberStanding(this.sql, numberKey, accountId, new Date(ctx.now));
    const challengeId = newId();
    const code = newPhoneCode();
    const { limits } = this.config.phone;
    const result = await runCommand({
      store: this.store,
      streamId: phoneStreamId(accountId),
      decider: phoneDecider,
      command: {
        type: 'SendPhoneCode',
        accountId,
        now: ctx.now,
        challengeId,
        number: number.e164,
        numberKey,
        country: number.country,
        codeHash: codeHash(this.keyedHash, challengeId, code),
        limits,
        numberSends: standing.sendsToday,
        otherAccounts: standing.otherAccounts,
        onBlockedAccount: standing.onBlockedAccount,
      },
      ctx,
      scope: idempotencyScope(ctx, { sendPhoneCode: accountId, challengeId }),
    });
    if (!result.replayed)
      await this.outbox.enqueue(
        { id: challengeId, accountId, kind: 'code', recipient: number.e164, text: phoneCodeSms(locale, code, limits.codeTtlMinutes) },
        new Date(ctx.now),
      );
    return result;
  }
}

@CommandHandler(CheckPhoneCodeCommand)
export class CheckPhoneCodeHandler implements ICommandHandler<CheckPhoneCodeCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {}

  async execute({ accountId, code, ctx }: CheckPhoneCodeCommand): Promise<CommandResult> {
    const streamId = phoneStreamId(accountId);
    const challenge = foldEvents(phoneDecider, await this.store.readStream(streamId)).challenge;
    // Hashed with the code out now; the decider refuses it should another code have been sent in between.
    const hash = codeHash(this.keyedHash, challenge?.challengeId ?? '', code);
    const { limits } = this.config.phone;
    const result = await runCommand({
      store: this.store,
      streamId,
      decider: phoneDecider,
      command: { type: 'CheckPhoneCode', accountId, now: ctx.now, challengeId: challenge?.challengeId ?? '', codeHash: hash, limits },
      ctx,
      scope: idempotencyScope(ctx, { checkPhoneCode: accountId, hash }),
    });
    if (challenge && !sameHash(challenge.codeHash, hash))
      throw new WrongPhoneCodeError(Math.max(0, limits.checksPerCode - challenge.checks - 1));
    return result;
  }
}

@CommandHandler(RevokePhoneCommand)
export class RevokePhoneHandler implements ICommandHandler<RevokePhoneCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ accountId, staffId, reason, ctx }: RevokePhoneCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: phoneStreamId(accountId),
      decider: phoneDecider,
      command: { type: 'RevokePhone', accountId, now: ctx.now, staffId, reason },
      ctx,
      scope: idempotencyScope(ctx, { revokePhone: accountId, reason }),
    });
  }
}

@CommandHandler(ChooseSmsNoticesCommand)
export class ChooseSmsNoticesHandler implements ICommandHandler<ChooseSmsNoticesCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ accountId, notices, ctx }: ChooseSmsNoticesCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: phoneStreamId(accountId),
      decider: phoneDecider,
      command: { type: 'ChooseSmsNotices', accountId, now: ctx.now, notices },
      ctx,
      scope: idempotencyScope(ctx, { chooseSmsNotices: accountId, ...notices }),
    });
  }
}

export const PHONE_COMMAND_HANDLERS = [SendPhoneCodeHandler, CheckPhoneCodeHandler, RevokePhoneHandler, ChooseSmsNoticesHandler];
