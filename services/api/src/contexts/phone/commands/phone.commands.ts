import { Command } from '@nestjs/cqrs';
import type { Locale, SmsNoticeKind } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

/** Send a code to a number already parsed (E.164) and allowed; the handler adds the code, its hash and the limits. */
export class SendPhoneCodeCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly number: { e164: string; country: string },
    readonly locale: Locale,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Check a typed code against the code out now; a wrong one is recorded and answered 400 (WrongPhoneCodeError). */
export class CheckPhoneCodeCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly code: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export class RevokePhoneCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly staffId: string | null,
    readonly reason: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The owner's whole choice of SMS notices (GET/PUT /api/user/phone/notices). */
export class ChooseSmsNoticesCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly notices: Readonly<Record<SmsNoticeKind, boolean>>,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
